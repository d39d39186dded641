// The mail outbox (mail/{id}): a document per mail to send, written by functions in the transaction
// of the change it reports, delivered by the outbox trigger (and, when that fails for a while, the
// sweep) through SMTP. Its delivery record and the rules of retrying are in delivery.ts. A failed
// mail is sent again only when an admin asks: once, as a new document (`resend_of`, `resent_as`).
import { JOB_SLUGS, SPEC_JOB_TITLES } from '../jobs/jobs';
import { expiresAt, RETENTION } from '../shared/retention';
import { serialize, type Serialized } from '../shared/serialize';
import type { MailDelivery, MailDeliveryState } from './delivery';

/**
 * The templates the outbox renders (functions/src/decisions/mail/templates.ts), one per event a
 * candidate hears about (docs/features/mail.md).
 */
export const MAIL_TEMPLATES = [
  'application_received',
  'criteria_result',
  'nda_signed',
  'interview_scheduled',
  'interview_decision',
  'offer_ready',
  'offer_withdrawn',
  'offer_accepted',
  'offer_declined',
  'screening_received',
  'screening_result',
  'interview_invitation',
  'interview_moved',
  'interview_cancelled',
  'interview_reminder',
  'human_review_decided',
  'panel_interview_scheduled',
  'panel_interview_moved',
  'panel_interview_cancelled',
  'scorecard_reminder',
] as const;

export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

/**
 * The mails to a member of a hiring team rather than to a candidate: an interview of their panel
 * booked, moved or cancelled (or their place on its panel given or taken), and the reminder of a
 * scorecard still missing. They go to the address of the member's grant (teamMembers/{email}).
 */
export const TEAM_MAILS = [
  'panel_interview_scheduled',
  'panel_interview_moved',
  'panel_interview_cancelled',
  'scorecard_reminder',
] as const satisfies readonly MailTemplateName[];

/**
 * The mails of the screening flow: their `application_id` is a screening application's, which for
 * the specification's posting is the candidate's uid, as is the id of their application to the
 * specification's recruiting posting. What belongs to a recruiting application leaves them out.
 */
export const SCREENING_MAILS = [
  'screening_received',
  'screening_result',
  'interview_invitation',
  'human_review_decided',
] as const satisfies readonly MailTemplateName[];

/** Whether a mail is of the screening flow (SCREENING_MAILS). */
export function isScreeningMail(name: MailTemplateName): boolean {
  return (SCREENING_MAILS as readonly MailTemplateName[]).includes(name);
}

/** Whether a mail goes to a member of a hiring team (TEAM_MAILS). */
export function isTeamMail(name: MailTemplateName): boolean {
  return (TEAM_MAILS as readonly MailTemplateName[]).includes(name);
}

/**
 * The mails a candidate may turn off on /profile: news they also see on the site. The others
 * (a signed document's copy, an interview's time, an offer's every change, an admin's invitation)
 * are sent whatever the preference: they carry what the candidate must keep or act on.
 */
export const NON_ESSENTIAL_MAILS = [
  'application_received',
  'criteria_result',
  'interview_decision',
  'screening_received',
  'screening_result',
] as const satisfies readonly MailTemplateName[];

/** Whether a mail is sent even to a candidate who turned the non-essential ones off. */
export function isEssentialMail(name: MailTemplateName): boolean {
  return !(NON_ESSENTIAL_MAILS as readonly MailTemplateName[]).includes(name);
}

/** What each mail is, as the message history and the admin's detail dialogs name it. */
export const MAIL_TEMPLATE_LABELS: Record<MailTemplateName, string> = {
  application_received: 'Application received',
  criteria_result: 'Criteria result',
  nda_signed: 'NDA signed (your copy)',
  interview_scheduled: 'Interview scheduled',
  interview_decision: 'Interview decision',
  offer_ready: 'Offer ready to sign',
  offer_withdrawn: 'Offer withdrawn',
  offer_accepted: 'Offer accepted',
  offer_declined: 'Offer declined',
  screening_received: 'Screening application received',
  screening_result: 'Screening result',
  interview_invitation: 'Interview invitation',
  interview_moved: 'Interview moved',
  interview_cancelled: 'Interview cancelled',
  interview_reminder: 'Interview reminder',
  human_review_decided: 'Review of your screening result',
  panel_interview_scheduled: 'Panel interview scheduled',
  panel_interview_moved: 'Panel interview moved',
  panel_interview_cancelled: 'Panel interview cancelled',
  scorecard_reminder: 'Scorecard reminder',
};

/** How each delivery state is shown (the candidate's messages, the admins' mail histories and counts). */
export const MAIL_STATE_LABELS: Record<MailDeliveryState, string> = {
  pending: 'Queued',
  processing: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  error: 'Failed',
};

/**
 * The outbox id of the mail `template` sends about `subjectId` for one event (`key`: what tells
 * this event from a later one of the same kind, e.g. the version of the document it changed):
 * the event delivered again, or two calls at once, find the mail queued and queue no other.
 */
export function outboxMailId(template: MailTemplateName, subjectId: string, key: string | number): string {
  return `${template}-${subjectId}-${key}`;
}

/** mail/{id}: one mail to send: recipient, template and its data, what it is about, the delivery. */
/**
 * The posting an interview mail is about, by its title (its data's `job_title`): mails queued
 * before they named their posting were all about the specification's recruiting posting.
 */
export const interviewJobTitle = (data: Record<string, string>): string =>
  data.job_title || SPEC_JOB_TITLES[JOB_SLUGS.marketingAnalyst];

export interface OutboxMail {
  to: string;
  template: { name: MailTemplateName; data: Record<string, string> };
  /** The candidate the mail is for (their uid): their message history, export and erase find it by this; null for none. */
  user_id: string | null;
  /** The screening application the mail is about (the detail dialog lists its mails). */
  application_id: string | null;
  requested_by: string;
  created_at: Date;
  delivery: MailDelivery;
  /** When Firestore's TTL policy deletes the mail (mailExpiry: RETENTION.mailDays after it was queued). */
  expire_at: Date;
  /** The failed mail this one sends again (an admin's "Send again"); null for a mail of its own. */
  resend_of: string | null;
  /** The mail that sends this failed one again, once an admin asked; null until then. */
  resent_as: string | null;
}

/** When a mail queued at `createdAt` expires: RETENTION.mailDays later, its delivery long decided. */
export function mailExpiry(createdAt: Date): Date {
  return expiresAt(createdAt, RETENTION.mailDays);
}

/**
 * What tells an admin's "Send again" of a failed mail from every other event about it: the resend is
 * the event `RESEND_KEY` of the failed mail (its subject), so a failed mail is sent again once.
 */
export const RESEND_KEY = 'again';

/** A mail as the admin's detail calls and the candidate's message history list it. */
export interface OutboxMailSummary {
  id: string;
  to: string;
  template: MailTemplateName;
  /** MAIL_TEMPLATE_LABELS of the template (the template's name for one this version does not know). */
  label: string;
  created_at: string;
  requested_by: string;
  delivery: Serialized<MailDelivery>;
  resend_of: string | null;
  resent_as: string | null;
}

/** A mail for the detail call. */
export function outboxMailSummary(id: string, mail: OutboxMail): OutboxMailSummary {
  return {
    id,
    to: mail.to,
    template: mail.template.name,
    label: MAIL_TEMPLATE_LABELS[mail.template.name] ?? mail.template.name,
    created_at: mail.created_at.toISOString(),
    requested_by: mail.requested_by,
    delivery: serialize({ ...mail.delivery, history: mail.delivery.history ?? [] }),
    resend_of: mail.resend_of ?? null,
    resent_as: mail.resent_as ?? null,
  };
}
