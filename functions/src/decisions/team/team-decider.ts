// What a recruiter or hiring manager may change of an application (docs/features/team.md, "Who
// runs a posting"): the status change (decisions/recruiting/status-change.ts) asks this within its
// transaction, so a removal from the team that commits first refuses them.
import type { RecruitingApplication } from '@careers/domain/recruiting';
import {
  HIRING_MANAGER_DECIDES_FROM,
  HIRING_MANAGER_MESSAGES,
  runsPosting,
  teamEmailKey,
  type RunningRole,
} from '@careers/domain/team';
import { forbidden, type Refusal } from '../../outcome';
import type { Transaction } from '../../stores/firestore';
import { readHiringTeamIn } from '../../stores/hiring-teams';

/** A recruiter or hiring manager changing an application: their role now and their verified address. */
export interface TeamDecider {
  role: RunningRole;
  email: string;
}

/**
 * Why `decider` may not change `application` now, within `tx` (undefined: they may): the posting's
 * hiring team must name them in their part; a hiring manager decides only on an interviewed
 * application. Another posting's application answers as one they may not change, not as missing.
 */
export async function teamDeciderRefusalIn(
  tx: Transaction,
  application: RecruitingApplication | undefined,
  decider: TeamDecider,
): Promise<Refusal | undefined> {
  const team = application ? await readHiringTeamIn(tx, application.job_slug) : undefined;
  if (!application || !runsPosting(team, decider.role, teamEmailKey(decider.email))) {
    return forbidden(
      decider.role === 'recruiter' ? HIRING_MANAGER_MESSAGES.recruiterNotOnTeam : HIRING_MANAGER_MESSAGES.notOnTeam,
    );
  }
  if (decider.role === 'hiring_manager' && application.status !== HIRING_MANAGER_DECIDES_FROM) {
    return forbidden(HIRING_MANAGER_MESSAGES.afterInterviewOnly);
  }
  return undefined;
}
