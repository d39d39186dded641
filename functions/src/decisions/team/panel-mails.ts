// The interview panel's mails (docs/features/team.md). Each member of an application's panel who
// still holds a role that interviews hears of its interview booked, moved or cancelled, with the
// calendar file of the candidate's event (one UID, its SEQUENCE raised by every change); of their
// own place on the panel given or taken while the interview is ahead; and once of a scorecard still
// missing two hours after the interview ended. Every mail is queued through the one queue, in the
// transaction that reads what it reports, under an id of its event and member, so a redelivery, a
// second run or two calls at once queue it once.
import type { MailTemplateName } from '@careers/domain/mail';
import { PANEL_STATUSES, INTERVIEWING_ROLES, panelOf } from '@careers/domain/team';
import type { InterviewSlot, RecruitingApplication } from '@careers/domain/recruiting';
import type { Actor } from '@careers/domain/shared';
import type { DocumentChange } from '../document-change';
import { inTransaction, type Transaction } from '../../stores/firestore';
import { readHiringTeamIn } from '../../stores/hiring-teams';
import { readPanelIn } from '../../stores/interview-panels';
import { readJobTitleIn } from '../../stores/jobs';
import { applicationsWithInterviewEnded, readApplicationIn } from '../../stores/recruiting-applications';
import { readScorecardIn } from '../../stores/scorecards';
import { readTeamMemberIn } from '../../stores/team-members';
import { readUserIn } from '../../stores/users';
import { prepareMailsIn, type CandidateMail } from '../mail/queue';
import { bookedWindowId, interviewMailData } from '../recruiting/interview-places';

/** A panel member a mail goes to: their grant's address and account, and their profile's name. */
export interface PanelMember {
  email: string;
  uid: string | null;
  name: string | null;
}

/** When a missing scorecard is asked for: two hours after the interview ended, looking a day back. */
export const SCORECARD_REMINDER = { afterHours: 2, lookbackHours: 24 } as const;

/** Who sends the panel's mails of a booking change and the scorecard reminders. */
export const PANEL_MAIL_ACTOR: Actor = { uid: 'system:interview-panel', email: null };

const HOUR = 3_600_000;

/** The addresses on `application`'s panel (its own, else its posting's interviewers), within `tx`. */
export async function panelAddressesIn(tx: Transaction, application: RecruitingApplication): Promise<string[]> {
  const [team, panel] = await Promise.all([
    readHiringTeamIn(tx, application.job_slug),
    readPanelIn(tx, application.id),
  ]);
  return panelOf(panel, team?.interviewers ?? []);
}

/** Of `addresses`, the members whose grant still interviews, with their name, within `tx`. */
export async function interviewingMembersIn(tx: Transaction, addresses: readonly string[]): Promise<PanelMember[]> {
  const members: PanelMember[] = [];
  for (const email of addresses) {
    const grant = await readTeamMemberIn(tx, email);
    if (!grant || !INTERVIEWING_ROLES.includes(grant.role)) continue;
    const profile = grant.uid ? await readUserIn(tx, grant.uid) : undefined;
    members.push({ email, uid: grant.uid, name: profile?.name.trim() || null });
  }
  return members;
}

/** What one mail to each of `members` about `application`'s interview at `slot` says and is keyed by. */
export interface PanelMailsInput {
  application: RecruitingApplication;
  members: readonly PanelMember[];
  template: MailTemplateName;
  slot: InterviewSlot;
  jobTitle: string;
  /** What tells this event from a later one of its kind (the member's address is added). */
  key: string;
  actor: Actor;
  now: Date;
  /** 'panel': the member's place on the panel changed, not the interview. */
  reason?: 'panel';
}

/** The mails of one event to each member: the candidate's name, never their contact details. */
export function panelMails(input: PanelMailsInput): CandidateMail[] {
  const { application, slot, jobTitle, now } = input;
  const { name: candidateName, ...interview } = interviewMailData(
    application,
    slot,
    application.interview_sequence ?? 0,
    jobTitle,
  );
  return input.members.map((member) => ({
    template: input.template,
    data: {
      ...interview,
      ...(member.name ? { name: member.name } : {}),
      candidate_name: candidateName ?? '',
      application_id: application.id,
      ...(input.reason ? { reason: input.reason } : {}),
    },
    userId: application.user_id,
    applicationId: application.id,
    subjectId: application.id,
    key: `${input.key}-${member.email}`,
    requestedBy: input.actor.uid,
    now,
    teamAddress: member.email,
  }));
}

/**
 * An application's interview as its panel knows it: booked (a window, a time) while the
 * application is in the interview stage; a decision that takes it out (hired, rejected) ends it.
 */
const slotOf = (application: RecruitingApplication | null): InterviewSlot | null =>
  application?.status === 'meeting_scheduled' &&
  bookedWindowId(application) &&
  application.interview_start &&
  application.interview_end
    ? { start: application.interview_start, end: application.interview_end }
    : null;

/** What the panel hears of as one booking: its window and which change of it (none: not booked). */
const bookingOf = (application: RecruitingApplication | null) =>
  application
    ? `${slotOf(application) ? bookedWindowId(application) : '-'}#${application.interview_sequence ?? 0}`
    : null;

/**
 * The recruiting application trigger's handler: a booking, move or cancellation of the interview
 * (however it came: the NDA, the candidate, an admin, an undone decision, a decision before the
 * interview) mails the panel. A delivery that arrives after a later change queues nothing: that
 * change mails its own news. Each event is keyed by the change's time, so a booking undone and
 * made again is news again.
 */
export async function mailPanelOnBookingChange(change: DocumentChange<RecruitingApplication>): Promise<number> {
  const { before, after } = change;
  if (!after || bookingOf(before) === bookingOf(after)) return 0;
  const booked = slotOf(after);
  const cancelled = booked ? null : slotOf(before);
  const slot = booked ?? cancelled;
  // Only an interview still ahead is news (a booking moves or cancels only until it opens).
  if (!slot || slot.start.getTime() <= Date.now()) return 0;
  const template: MailTemplateName = cancelled
    ? 'panel_interview_cancelled'
    : slotOf(before)
      ? 'panel_interview_moved'
      : 'panel_interview_scheduled';
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, change.id);
    if (!application || bookingOf(application) !== bookingOf(after)) return 0;
    const jobTitle = await readJobTitleIn(tx, application.job_slug);
    const members = await interviewingMembersIn(tx, await panelAddressesIn(tx, application));
    const key = `booking-${application.interview_sequence ?? 0}-${after.updated_at.getTime()}`;
    const queue = await prepareMailsIn(
      tx,
      panelMails({ application, members, template, slot, jobTitle, key, actor: PANEL_MAIL_ACTOR, now: new Date() }),
    );
    queue();
    return queue.queued.length;
  });
}

/**
 * The mails of a panel set anew, within `tx` (after its reads, before its writes): while the
 * interview is booked and ahead, who joins hears of it and who leaves has it taken off their
 * calendar. Answers the function that queues them.
 */
export async function panelChangeMailsIn(
  tx: Transaction,
  application: RecruitingApplication,
  previous: readonly string[],
  next: readonly string[],
  actor: Actor,
  now: Date,
): Promise<() => void> {
  const slot = slotOf(application);
  if (!slot || application.status !== 'meeting_scheduled' || slot.start <= now) return () => undefined;
  const joined = await interviewingMembersIn(
    tx,
    next.filter((email) => !previous.includes(email)),
  );
  const left = await interviewingMembersIn(
    tx,
    previous.filter((email) => !next.includes(email)),
  );
  const jobTitle = await readJobTitleIn(tx, application.job_slug);
  const common = { application, slot, jobTitle, key: `panel-${now.getTime()}`, actor, now };
  return prepareMailsIn(tx, [
    ...panelMails({ ...common, members: joined, template: 'panel_interview_scheduled' }),
    ...panelMails({ ...common, members: left, template: 'panel_interview_cancelled', reason: 'panel' }),
  ]);
}

/**
 * The scheduled reminders: each panel member whose scorecard of an interview that ended between a
 * day and two hours ago is not submitted gets one mail (keyed by the interview's end), while the
 * application is still in the interview stage (booked, or marked interviewed: its place is freed
 * then, its time kept).
 */
export async function queueScorecardReminders(now: Date = new Date()): Promise<{ queued: number }> {
  const due = new Date(now.getTime() - SCORECARD_REMINDER.afterHours * HOUR);
  const since = new Date(due.getTime() - SCORECARD_REMINDER.lookbackHours * HOUR);
  const ended = await applicationsWithInterviewEnded(since, due);
  let queued = 0;
  for (const { id } of ended) {
    queued += await inTransaction(async (tx) => {
      const application = await readApplicationIn(tx, id);
      const end = application?.interview_end;
      if (!application || !end || !PANEL_STATUSES.includes(application.status)) return 0;
      if (end < since || end >= due || !application.interview_start) return 0;
      const members = await interviewingMembersIn(tx, await panelAddressesIn(tx, application));
      const missing: PanelMember[] = [];
      for (const member of members) {
        const scorecard = member.uid ? await readScorecardIn(tx, application.id, member.uid) : undefined;
        if (!scorecard?.submitted) missing.push(member);
      }
      const queue = await prepareMailsIn(
        tx,
        panelMails({
          application,
          members: missing,
          template: 'scorecard_reminder',
          slot: { start: application.interview_start, end },
          jobTitle: await readJobTitleIn(tx, application.job_slug),
          key: `ended-${end.getTime()}`,
          actor: PANEL_MAIL_ACTOR,
          now,
        }),
      );
      queue();
      return queue.queued.length;
    });
  }
  return { queued };
}
