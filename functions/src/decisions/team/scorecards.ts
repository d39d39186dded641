// An interviewer's scorecard of one application (docs/features/team.md): only a member of the
// application's panel writes one, once its interview is booked; a draft is saved as they go; a
// submission rates every attribute of the posting's scorecard and gives a recommendation; a
// second submission amends it, keeping the earlier version beside it. Each write is one
// transaction that reads the panel and the scorecard again, so a member taken off the panel
// meanwhile, or their own second tab, cannot write over it unseen.
import { auditEntry, COLLECTIONS, type Actor } from '@careers/domain/shared';
import {
  panelOf,
  SCORECARD_MESSAGES,
  SCORECARD_STATUSES,
  scorecardOf,
  scorecardView,
  teamEmailKey,
  type Recommendation,
  type Scorecard,
  type ScorecardRating,
  type ScorecardView,
} from '@careers/domain/team';
import { conflict, forbidden, invalid, ok, type Outcome } from '../../outcome';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readHiringTeamIn } from '../../stores/hiring-teams';
import { readPanelIn } from '../../stores/interview-panels';
import { readApplicationIn } from '../../stores/recruiting-applications';
import { readScorecardIn, writeScorecardIn } from '../../stores/scorecards';

/** What a scorecard call sends. */
export interface ScorecardInput {
  ratings: Record<string, unknown>;
  recommendation: Recommendation | null;
  notes: string;
  submitted: boolean;
}

/** PUT /api/scorecards/{applicationId}: the caller's scorecard, a draft or submitted. */
export function saveScorecard(
  applicationId: string,
  input: ScorecardInput,
  actor: Actor,
  email: string,
): Promise<Outcome<ScorecardView>> {
  if (!isDocumentId(applicationId)) return Promise.resolve(forbidden(SCORECARD_MESSAGES.notOnPanel));
  const me = teamEmailKey(email);
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, applicationId);
    const [team, panel] = application
      ? await Promise.all([readHiringTeamIn(tx, application.job_slug), readPanelIn(tx, applicationId)])
      : [undefined, undefined];
    // A caller off the panel learns nothing of the application, not even that it exists; nor does
    // a member of the posting's panel of an applicant outside the interview stage (as the read).
    const onPanel = application && panelOf(panel, team?.interviewers ?? []).includes(me);
    if (!onPanel || !SCORECARD_STATUSES.includes(application.status)) {
      return forbidden(SCORECARD_MESSAGES.notOnPanel);
    }
    const { attributes } = scorecardOf(application.job_slug, team?.scorecard);
    const ids = new Set(attributes.map((attribute) => attribute.id));
    if (Object.keys(input.ratings).some((id) => !ids.has(id))) return invalid(SCORECARD_MESSAGES.unknownAttribute);
    const ratings = input.ratings as Record<string, ScorecardRating>;
    if (input.submitted && (input.recommendation === null || attributes.some((a) => ratings[a.id] === undefined))) {
      return invalid(SCORECARD_MESSAGES.incomplete);
    }
    const before = await readScorecardIn(tx, applicationId, actor.uid);
    if (before?.submitted && !input.submitted) return conflict(SCORECARD_MESSAGES.draftAfterSubmit);
    const now = new Date();
    const earlier =
      before?.submitted && before.recommendation && before.submitted_at
        ? [
            ...before.earlier,
            {
              ratings: before.ratings,
              recommendation: before.recommendation,
              notes: before.notes,
              submitted_at: before.submitted_at,
            },
          ]
        : (before?.earlier ?? []);
    const scorecard: Scorecard = {
      application_id: applicationId,
      job_slug: application.job_slug,
      interviewer_uid: actor.uid,
      interviewer_email: me,
      ratings,
      recommendation: input.recommendation,
      notes: input.notes,
      submitted: input.submitted,
      submitted_at: input.submitted ? now : null,
      earlier,
      updated_at: now,
    };
    writeScorecardIn(tx, scorecard);
    if (input.submitted) {
      appendAuditEntry(
        tx,
        auditEntry({
          action: 'scorecard_submitted',
          actor,
          target: { collection: COLLECTIONS.recruitingApplications, id: applicationId },
          from: before?.submitted ? 'amended' : null,
          to: input.recommendation,
          at: now,
        }),
      );
    }
    return ok(scorecardView(scorecard));
  });
}
