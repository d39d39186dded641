// recruitingApplications/{uid}: one recruiting application per user.
import { COLLECTIONS, type RecruitingApplication } from '@careers/domain';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { isAlreadyExists, type Transaction } from './firestore';

const applications = () =>
  db.collection(COLLECTIONS.recruitingApplications).withConverter(converter<RecruitingApplication>());

/** The application of `uid`, or undefined before they applied. */
export async function readApplication(uid: string): Promise<RecruitingApplication | undefined> {
  return (await applications().doc(uid).get()).data();
}

/** Creates the application atomically: 'exists' when there is one already (even a concurrent one). */
export async function createApplication(application: RecruitingApplication): Promise<'created' | 'exists'> {
  try {
    await applications().doc(application.id).create(application);
    return 'created';
  } catch (error) {
    if (isAlreadyExists(error)) return 'exists';
    throw error;
  }
}

/** The application `id`, read within `tx`. */
export async function readApplicationIn(tx: Transaction, id: string): Promise<RecruitingApplication | undefined> {
  return (await tx.get(applications().doc(id))).data();
}

/** Updates fields of the application `id` within `tx`. */
export function updateApplicationIn(tx: Transaction, id: string, update: Partial<RecruitingApplication>): void {
  tx.update(applications().doc(id), update);
}
