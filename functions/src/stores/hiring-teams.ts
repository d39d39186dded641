// hiringTeams/{slug}: each posting's hiring team by address (HiringTeam in domain/src/team).
import { COLLECTIONS } from '@careers/domain/shared';
import { HIRING_TEAM_PARTS, type HiringTeam, type HiringTeamPart } from '@careers/domain/team';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { inTransaction, type Transaction } from './firestore';

const hiringTeams = () => db.collection(COLLECTIONS.hiringTeams).withConverter(converter<HiringTeam>());

/** hiringTeams/{slug} within `tx`, or undefined when the posting has none yet. */
export async function readHiringTeamIn(tx: Transaction, slug: string): Promise<HiringTeam | undefined> {
  return (await tx.get(hiringTeams().doc(slug))).data();
}

/** hiringTeams/{slug}, or undefined when the posting has none yet. */
export async function readHiringTeam(slug: string): Promise<HiringTeam | undefined> {
  return (await hiringTeams().doc(slug).get()).data();
}

/** Every posting's hiring team (one a posting: a handful). */
export async function readHiringTeams(): Promise<HiringTeam[]> {
  return (await hiringTeams().get()).docs.map((doc) => doc.data());
}

/** Writes hiringTeams/{slug} within `tx`: the fields given, the others (its scorecard) kept. */
export function writeHiringTeamIn(tx: Transaction, team: HiringTeam): void {
  tx.set(hiringTeams().doc(team.job_slug), team, { merge: true });
}

/**
 * Takes these addresses off every hiring team (the erase), each team in a transaction of its own:
 * how many teams named one of them. Every team is read: one a posting, a handful.
 */
export async function removeFromHiringTeams(emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const gone = new Set(emails);
  let changed = 0;
  for (const found of await readHiringTeams()) {
    const named = (Object.keys(HIRING_TEAM_PARTS) as HiringTeamPart[]).some((part) =>
      found[part].some((email) => gone.has(email)),
    );
    if (!named) continue;
    await inTransaction(async (tx) => {
      const team = await readHiringTeamIn(tx, found.job_slug);
      if (!team) return;
      const without = (list: string[]) => list.filter((email) => !gone.has(email));
      tx.update(hiringTeams().doc(found.job_slug), {
        recruiters: without(team.recruiters),
        hiring_managers: without(team.hiring_managers),
        interviewers: without(team.interviewers),
      });
    });
    changed += 1;
  }
  return changed;
}
