// What a hiring manager may decide (docs/features/team.md, "What a hiring manager decides"): the
// status change (decisions/recruiting/status-change.ts) asks this within its transaction.
import type { RecruitingApplication } from '@careers/domain/recruiting';
import { HIRING_MANAGER_DECIDES_FROM, HIRING_MANAGER_MESSAGES, teamEmailKey } from '@careers/domain/team';
import { forbidden, type Refusal } from '../../outcome';
import type { Transaction } from '../../stores/firestore';
import { readHiringTeamIn } from '../../stores/hiring-teams';

/**
 * Why the hiring manager `email` may not decide on `application` now, within `tx` (undefined: they
 * may): they must be on its posting's hiring team as a hiring manager (read in the transaction, so a
 * removal that commits first refuses them), and the application must have been interviewed.
 * Another posting's application answers as one they may not decide on, not as missing.
 */
export async function hiringManagerRefusalIn(
  tx: Transaction,
  application: RecruitingApplication | undefined,
  email: string,
): Promise<Refusal | undefined> {
  const team = application ? await readHiringTeamIn(tx, application.job_slug) : undefined;
  if (!application || !team?.hiring_managers.includes(teamEmailKey(email))) {
    return forbidden(HIRING_MANAGER_MESSAGES.notOnTeam);
  }
  if (application.status !== HIRING_MANAGER_DECIDES_FROM) return forbidden(HIRING_MANAGER_MESSAGES.afterInterviewOnly);
  return undefined;
}
