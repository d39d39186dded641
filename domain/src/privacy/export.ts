// The candidate's export (GET /api/me/export): everything stored about them, in one versioned
// shape. The answer is a zip holding `data.json` (a CareersExport) and, for each offer with a
// signature or a decision, its signing certificate as `certificates/{offer id}.pdf`. The shape is
// documented field by field in docs/features/data-rights.md; a change of it is a new `format`.
import type { TeamRole } from '../team/roles';
import type { Recommendation, ScorecardRating } from '../team/scorecards';
import type { OutboxMail } from '../mail/outbox';
import type { Offer } from '../offers/model';
import type { RecruitingApplication } from '../recruiting/model';
import type { ScreeningApplication, ScreeningAssessmentRun, ScreeningStatusDocument } from '../screening/model';
import type { ScreeningDraftDocument } from '../screening/draft';
import type { AuditLogEntry } from '../shared/audit';
import type { Serialized } from '../shared/serialize';
import type { AdminRole, UserDocument } from '../users/user';

/** The export's format and version: a change of the shape below is a new version. */
/** A scorecard of one of their applications, as the export gives it. */
export interface ExportedScorecard {
  application_id: string;
  job_slug: string;
  ratings: Record<string, ScorecardRating>;
  recommendation: Recommendation | null;
  notes: string;
  submitted: boolean;
  submitted_at: string | null;
  earlier: {
    ratings: Record<string, ScorecardRating>;
    recommendation: Recommendation;
    notes: string;
    submitted_at: string;
  }[];
}

export const EXPORT_FORMAT = 'careers-export/2';

/** The file the zip holds the data in, and the folder of the certificates. */
export const EXPORT_DATA_FILE = 'data.json';
export const EXPORT_CERTIFICATES_FOLDER = 'certificates';

/** The download's file name on `day` (YYYY-MM-DD). */
export const exportFileName = (day: string) => `careers-data-export-${day}.zip`;

/** The certificate's path inside the zip. */
export const exportCertificatePath = (offerId: string) => `${EXPORT_CERTIFICATES_FOLDER}/${offerId}.pdf`;

/** The sign-in account as Firebase Auth holds it. */
export interface ExportedAccount {
  uid: string;
  email: string | null;
  email_verified: boolean;
  display_name: string | null;
  photo_url: string | null;
  /** The sign-in providers (google.com). */
  providers: string[];
  created_at: string | null;
  last_sign_in_at: string | null;
}

/** Who made a change recorded in the audit log, as the person sees it: themselves, the hiring team, or the system. */
export type ExportedActor = 'you' | 'hiring_team' | 'system';

/** An audit-log entry about the person; another person's uid and email are not given. */
export interface ExportedAuditEntry {
  id: string;
  action: AuditLogEntry['action'];
  by: ExportedActor;
  target: AuditLogEntry['target'];
  from: string | null;
  to: string | null;
  at: string;
  detail: string | null;
}

/** An outbox mail to the person (the admin who asked for it is not given). */
export type ExportedMail = { id: string } & Serialized<Omit<OutboxMail, 'requested_by'>>;

/** An assessment run (the admin who asked for a reassessment is not given). */
export type ExportedAssessmentRun = Serialized<Omit<ScreeningAssessmentRun, 'requested_by'>> & {
  requested_by_hiring_team: boolean;
};

/** What the person's application contributes to a dashboard's count. */
export interface ExportedTallyEntry {
  id: string;
  area: string;
  counts: Record<string, Record<string, number>>;
}

/** A rate-limit window counting the person's calls. */
export interface ExportedRateLimit {
  id: string;
  key: string;
  points: number;
  expire_at: string | null;
}

/** A signing certificate in the zip. */
export interface ExportedCertificate {
  offer_id: string;
  /** Its path inside the zip. */
  file: string;
}

/** data.json: everything stored about the person, one field per collection; null or [] where there is nothing. */
export interface CareersExport {
  format: typeof EXPORT_FORMAT;
  exported_at: string;
  /** Firebase Auth's account. */
  account: ExportedAccount | null;
  /** users/{uid}. */
  user: Serialized<UserDocument> | null;
  /** adminRoles/{uid}, for an admin. */
  /** Without `updated_by`: who granted the role is another person (an admin's uid). */
  admin_role: Serialized<Omit<AdminRole, 'updated_by'>> | null;
  /**
   * teamMembers/{email}, the role granted to their address (docs/features/team.md): the address,
   * the role and when it last changed; not who granted it (another person).
   */
  team_member: { email: string; role: TeamRole; updated_at: string } | null;
  /** selfIdentifications/{uid}: their voluntary self-identification (sex, race_ethnicity, updated_at), or null. */
  self_identification: { sex: string; race_ethnicity: string; updated_at: string } | null;
  /**
   * scorecards/*: the interviewers' scorecards of their applications (ratings, recommendations and
   * notes are personal data about them), without who wrote each (another person).
   */
  scorecards: ExportedScorecard[];
  /**
   * recruitingApplications/{uid}, the application to the specification's posting, without its
   * search index (derived from the name and email).
   */
  recruiting_application: Serialized<Omit<RecruitingApplication, 'search'>> | null;
  /** Every recruiting application of theirs, one per posting (that one included), oldest first, without the search index. */
  recruiting_applications: Serialized<Omit<RecruitingApplication, 'search'>>[];
  /** screeningApplications/{uid}, the specification's posting's, without its search index. */
  screening_application: Serialized<Omit<ScreeningApplication, 'search'>> | null;
  /** screeningApplications/{uid}/assessments, oldest first. */
  assessments: ExportedAssessmentRun[];
  /**
   * Their screening applications to the other screening postings (`{uid}__{slug}`), each with its
   * assessment runs, oldest first, without the search index.
   */
  screening_applications: (Serialized<Omit<ScreeningApplication, 'search'>> & {
    assessments: ExportedAssessmentRun[];
  })[];
  /** screeningDrafts/{uid}, the specification's posting's. */
  screening_draft: Serialized<ScreeningDraftDocument> | null;
  /** screeningStatus/{uid}, the specification's posting's. */
  screening_status: Serialized<ScreeningStatusDocument> | null;
  /** Their drafts for the other screening postings, each with its id (`{uid}__{slug}`). */
  screening_drafts: (Serialized<ScreeningDraftDocument> & { id: string })[];
  /** Their status mirrors of the other screening postings, each with its id. */
  screening_statuses: (Serialized<ScreeningStatusDocument> & { id: string })[];
  /** offers with user_id == uid, without their search index, oldest first. */
  offers: Serialized<Omit<Offer, 'search'>>[];
  /** mail with user_id == uid (or about their screening application), oldest first. */
  mails: ExportedMail[];
  /** auditLog entries about their documents (their applications, their offer), by them, the hiring team or the system, oldest first. */
  audit_entries: ExportedAuditEntry[];
  /** tallyEntries of their applications. */
  tally_entries: ExportedTallyEntry[];
  /** rateLimits windows keyed by their uid (they expire at the end of their minute). */
  rate_limits: ExportedRateLimit[];
  /** The signing certificates in the zip. */
  certificates: ExportedCertificate[];
}
