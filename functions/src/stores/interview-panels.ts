// interviewPanels/{applicationId}: an application's interview panel when an admin or recruiter set
// one (InterviewPanel, domain/src/team/panels.ts).
import { COLLECTIONS } from '@careers/domain/shared';
import { panelsOfMemberQuery, type InterviewPanel } from '@careers/domain/team';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { inTransaction, type Transaction } from './firestore';
import { describedQuery } from './query';

const panels = () => db.collection(COLLECTIONS.interviewPanels).withConverter(converter<InterviewPanel>());

/** The members map of a panel's interviewers. */
export const membersOf = (interviewers: readonly string[]): Record<string, true> =>
  Object.fromEntries(interviewers.map((email) => [email, true as const]));

/** interviewPanels/{applicationId} within `tx`, or undefined when the application has none of its own. */
export async function readPanelIn(tx: Transaction, applicationId: string): Promise<InterviewPanel | undefined> {
  return (await tx.get(panels().doc(applicationId))).data();
}

/** Writes interviewPanels/{applicationId} within `tx`. */
export function writePanelIn(tx: Transaction, panel: InterviewPanel): void {
  tx.set(panels().doc(panel.application_id), panel);
}

/** The panels of these applications, by application id (an application without one is left out). */
export async function readPanels(applicationIds: readonly string[]): Promise<Map<string, InterviewPanel>> {
  if (applicationIds.length === 0) return new Map();
  const snapshots = await db.getAll(...applicationIds.map((id) => panels().doc(id)));
  return new Map(
    snapshots.flatMap((snapshot): [string, InterviewPanel][] => {
      const panel = snapshot.data() as InterviewPanel | undefined;
      return panel ? [[snapshot.id, panel]] : [];
    }),
  );
}

/** The panels naming `email`. */
export async function panelsOf(email: string): Promise<InterviewPanel[]> {
  return (await describedQuery(panels(), panelsOfMemberQuery(email)).get()).docs.map((doc) => doc.data());
}

/** Deletes the panels of these applications (the erase of their candidate): how many there were. */
export async function deletePanels(applicationIds: readonly string[]): Promise<number> {
  const found = [...(await readPanels(applicationIds)).keys()];
  if (found.length === 0) return 0;
  const batch = db.batch();
  for (const id of found) batch.delete(panels().doc(id));
  await batch.commit();
  return found.length;
}

/** Takes these addresses off every panel naming them (the erase of an interviewer): how many panels. */
export async function removeFromPanels(emails: readonly string[]): Promise<number> {
  const ids = new Set((await Promise.all(emails.map(panelsOf))).flat().map((panel) => panel.application_id));
  for (const id of ids) {
    await inTransaction(async (tx) => {
      const panel = await readPanelIn(tx, id);
      if (!panel) return;
      const interviewers = panel.interviewers.filter((email) => !emails.includes(email));
      // The members map is written whole: an address holds dots, which a field path would split.
      tx.update(panels().doc(id), { interviewers, members: membersOf(interviewers) });
    });
  }
  return ids.size;
}
