/** Who did something: the verified caller of an API call (or the system, for a trigger). */
export interface Actor {
  uid: string;
  email: string | null;
}

/** What the audit log records (auditLog collection; admins read it, functions write it). */
export type AuditAction =
  | 'application_status_changed'
  | 'nda_signed'
  | 'offer_created'
  | 'offer_document_signed'
  | 'offer_accepted'
  | 'offer_rejected'
  /** An offer was withdrawn: its application left `hired` (actor: the admin who moved it) or an admin withdrew it (the reason in `detail`). */
  | 'offer_withdrawn'
  /** A withdrawn offer was reopened as its next version when the application was hired again (actor: the system). */
  | 'offer_reopened'
  /** An admin asked for a screening application to be assessed again. */
  | 'screening_reassessed'
  /** An assessment run ended (actor: the system's SCREENING_ASSESSOR_ACTOR). */
  | 'screening_assessed'
  /** A claimed run outlived its lease: asked for again, or ended in assessment_failed (actor: the system). */
  | 'screening_lease_expired'
  /** An admin moved a screening application to another status (the notes in `detail`). */
  | 'screening_status_changed'
  /** A candidate asked for a person to review the assessment's decision (from: the status; `detail`: their reason). */
  | 'human_review_requested'
  /** An admin asked for the interview invitation to be sent (the mail's id in `detail`). */
  | 'interview_email_requested'
  /** An admin had a failed mail sent again (target: the candidate's users/{uid}, or the mail for a hiring team's; `detail`: both mails' ids). */
  | 'mail_resent'
  /** A person's account and data were erased (docs/features/data-rights.md): actor and target the pseudonym, `detail` the entry point. */
  | 'account_erased'
  /** An admin changed the interview schedule (windows, capacity, blocked days; the new schedule in `detail`). */
  | 'interview_schedule_changed'
  /** A candidate or an admin moved an interview to another window (from and to: the window ids). */
  | 'interview_moved'
  /** A candidate cancelled their interview (from: the window id; the reason in `detail`). */
  | 'interview_cancelled'
  /** An admin created a posting (docs/features/jobs-admin.md; `detail`: the fields sent). */
  | 'job_created'
  /** An admin changed a posting's fields (`detail`: which). */
  | 'job_updated'
  /** An admin opened a posting (a draft's first opening publishes it). */
  | 'job_opened'
  /** An admin closed a posting. */
  | 'job_closed'
  /** The daily close took a posting past its validThrough off the site (actor: the system). */
  | 'job_expired'
  /** A role was granted, changed or taken away (target: teamMembers/{email}; from and to: the roles, null for none). */
  | 'team_role_changed'
  /** An admin set a posting's hiring team (target: jobs/{slug}; `detail`: how many in each part). */
  | 'hiring_team_changed'
  /** An admin or the posting's recruiter set an application's interview panel (`detail`: how many interviewers). */
  | 'interview_panel_changed'
  /** An interviewer submitted their scorecard of an application (from 'amended' when it replaced a submitted one; to: the recommendation). */
  | 'scorecard_submitted';

/** One entry of the audit log: who changed what, from which status to which, and when. */
export interface AuditLogEntry {
  action: AuditAction;
  actor_uid: string;
  actor_email: string | null;
  /** The changed document, e.g. { collection: 'recruitingApplications', id: uid }. */
  target: { collection: string; id: string };
  from: string | null;
  to: string | null;
  at: Date;
  /** What else the entry says (the document signed, a rejection's reason), when anything. */
  detail?: string | null;
}

/** The one way an audit entry is made. */
export function auditEntry(input: {
  action: AuditAction;
  actor: Actor;
  target: AuditLogEntry['target'];
  from: string | null;
  to: string | null;
  at: Date;
  detail?: string | null;
}): AuditLogEntry {
  return {
    action: input.action,
    actor_uid: input.actor.uid,
    actor_email: input.actor.email,
    target: input.target,
    from: input.from,
    to: input.to,
    at: input.at,
    ...(input.detail ? { detail: input.detail } : {}),
  };
}
