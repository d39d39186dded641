// An application's interview panel (docs/features/team.md): the posting's interviewers unless an
// admin or the posting's recruiter sets one. Each panel member must hold a role that interviews
// (interviewer, hiring manager, or admin), read in the transaction that writes the panel, which
// also mails who joins or leaves a panel of an interview still ahead (panel-mails.ts).
import { APPLICATION_ERRORS } from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, type Actor } from '@careers/domain/shared';
import {
  INTERVIEWING_ROLES,
  PANEL_MESSAGES,
  panelOf,
  teamEmailKey,
  teamMemberEmail,
  type InterviewPanel,
  type TeamRole,
} from '@careers/domain/team';
import { forbidden, invalid, notFound, ok, type Outcome } from '../../outcome';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readHiringTeamIn } from '../../stores/hiring-teams';
import { membersOf, readPanelIn, writePanelIn } from '../../stores/interview-panels';
import { readApplicationIn } from '../../stores/recruiting-applications';
import { readTeamMemberIn } from '../../stores/team-members';
import { panelChangeMailsIn } from './panel-mails';

/** Who sets a panel: the caller's role now and verified address. */
export interface PanelSetter {
  actor: Actor;
  role: TeamRole;
  email: string | null;
}

/** PUT /api/admin/applications/{id}/interviewers: the application's panel, replaced whole. */
export function setPanel(
  applicationId: string,
  addresses: readonly string[],
  setter: PanelSetter,
): Promise<Outcome<{ application_id: string; interviewers: string[] }>> {
  const interviewers = [...new Set(addresses.map(teamMemberEmail).filter((email): email is string => email !== null))];
  if (!isDocumentId(applicationId)) return Promise.resolve(notFound(APPLICATION_ERRORS.notFound));
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, applicationId);
    const team = application ? await readHiringTeamIn(tx, application.job_slug) : undefined;
    const isRecruiter =
      setter.role === 'recruiter' && setter.email !== null && !!team?.recruiters.includes(teamEmailKey(setter.email));
    if (setter.role !== 'admin' && !isRecruiter) return forbidden(PANEL_MESSAGES.notRecruiter);
    if (!application) return notFound(APPLICATION_ERRORS.notFound);
    for (const email of interviewers) {
      const grant = await readTeamMemberIn(tx, email);
      if (!grant || !INTERVIEWING_ROLES.includes(grant.role)) return invalid(PANEL_MESSAGES.notInterviewer(email));
    }
    const now = new Date();
    const previous = panelOf(await readPanelIn(tx, applicationId), team?.interviewers ?? []);
    const queueMails = await panelChangeMailsIn(tx, application, previous, interviewers, setter.actor, now);
    const panel: InterviewPanel = {
      application_id: applicationId,
      job_slug: application.job_slug,
      interviewers,
      members: membersOf(interviewers),
      updated_by: setter.actor.uid,
      updated_at: now,
    };
    writePanelIn(tx, panel);
    queueMails();
    appendAuditEntry(
      tx,
      auditEntry({
        action: 'interview_panel_changed',
        actor: setter.actor,
        target: { collection: COLLECTIONS.recruitingApplications, id: applicationId },
        from: null,
        to: null,
        at: now,
        // A count, not addresses: the audit log names no one of the team.
        detail: `interviewers: ${interviewers.length}`,
      }),
    );
    return ok({ application_id: applicationId, interviewers });
  });
}
