// A posting's hiring team (docs/features/team.md): an admin sets who recruits for the posting, who
// decides after its interviews and who interviews its candidates. Each address must hold that
// part's role on the team's list (or admin), read in the transaction that writes the team, so a
// role removed meanwhile fails the change rather than slipping in.
import { JOB_MESSAGES } from '@careers/domain/jobs';
import { auditEntry, COLLECTIONS, type Actor } from '@careers/domain/shared';
import {
  HIRING_TEAM_MESSAGES,
  HIRING_TEAM_PARTS,
  hiringTeamParts,
  scorecardOf,
  type HiringTeam,
  type ScorecardDefinition,
  type HiringTeamPart,
  type HiringTeamView,
} from '@careers/domain/team';
import { invalid, notFound, ok, type Outcome } from '../../outcome';
import { appendAuditEntry } from '../../stores/audit-log';
import { inTransaction } from '../../stores/firestore';
import { readHiringTeamIn, writeHiringTeamIn } from '../../stores/hiring-teams';
import { readJobIn } from '../../stores/jobs';
import { readTeamMemberIn } from '../../stores/team-members';

const PARTS = Object.keys(HIRING_TEAM_PARTS) as HiringTeamPart[];

/** A hiring team as the call answers it, with the scorecard its posting takes. */
export function hiringTeamView(team: HiringTeam): HiringTeamView {
  return {
    job_slug: team.job_slug,
    recruiters: team.recruiters,
    hiring_managers: team.hiring_managers,
    interviewers: team.interviewers,
    scorecard: scorecardOf(team.job_slug, team.scorecard),
    updated_at: team.updated_at.toISOString(),
  };
}

/** PUT /api/admin/jobs/{slug}/hiring-team: the posting's team, each part replaced whole. */
export function setHiringTeam(
  slug: string,
  body: Partial<Record<HiringTeamPart, readonly string[]>> & { scorecard?: ScorecardDefinition },
  actor: Actor,
): Promise<Outcome<HiringTeamView>> {
  const parts = hiringTeamParts(body);
  return inTransaction(async (tx) => {
    if (!(await readJobIn(tx, slug))) return notFound(JOB_MESSAGES.notFound);
    const before = await readHiringTeamIn(tx, slug);
    for (const part of PARTS) {
      for (const email of parts[part]) {
        const grant = await readTeamMemberIn(tx, email);
        if (grant?.role !== HIRING_TEAM_PARTS[part] && grant?.role !== 'admin') {
          return invalid(HIRING_TEAM_MESSAGES.notOfRole(email, part));
        }
      }
    }
    const now = new Date();
    // A scorecard left out stays as it is (the write merges); the answer names the one in force.
    const team: HiringTeam = {
      job_slug: slug,
      ...parts,
      updated_by: actor.uid,
      updated_at: now,
      ...(body.scorecard ? { scorecard: body.scorecard } : {}),
    };
    writeHiringTeamIn(tx, team);
    appendAuditEntry(
      tx,
      auditEntry({
        action: 'hiring_team_changed',
        actor,
        target: { collection: COLLECTIONS.jobs, id: slug },
        from: null,
        to: null,
        at: now,
        // Counts, not addresses: the audit log names no one of the team.
        detail: [
          ...PARTS.map((part) => `${part}: ${parts[part].length}`),
          ...(body.scorecard
            ? [`scorecard: ${body.scorecard.attributes.length} attributes, ${body.scorecard.visibility}`]
            : []),
        ].join(', '),
      }),
    );
    return ok(hiringTeamView({ ...team, scorecard: body.scorecard ?? before?.scorecard ?? null }));
  });
}
