// selfIdentifications/{uid}: a person's voluntary self-identification (SelfIdentification,
// domain/src/privacy/self-identification.ts), kept apart from every application.
import type { SelfIdentification } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { deleteIfExists } from './firestore';

const answers = () => db.collection(COLLECTIONS.selfIdentifications).withConverter(converter<SelfIdentification>());

/** The answers of `uid`, or undefined when they gave none. */
export async function readSelfIdentification(uid: string): Promise<SelfIdentification | undefined> {
  return (await answers().doc(uid).get()).data();
}

/** Stores (replaces) the answers of `uid`. */
export async function writeSelfIdentification(uid: string, answer: SelfIdentification): Promise<void> {
  await answers().doc(uid).set(answer);
}

/** Deletes the answers of `uid` (the erase): whether there were any. */
export function deleteSelfIdentification(uid: string): Promise<boolean> {
  return deleteIfExists(answers().doc(uid));
}
