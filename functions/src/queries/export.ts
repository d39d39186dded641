// The candidate's export (GET /api/me/export): everything stored about the signed-in person,
// across every collection, in the versioned shape of domain/src/privacy/export.ts, and the offers
// whose signing certificate goes into the zip beside it. Reads only.
import { isTeamMail } from '@careers/domain/mail';
import { teamEmailKey } from '@careers/domain/team';
import { type Offer } from '@careers/domain/offers';
import { type ScreeningAssessmentRun } from '@careers/domain/screening';
import {
  EXPORT_FORMAT,
  exportCertificatePath,
  type CareersExport,
  type ExportedAccount,
  type ExportedActor,
  type ExportedAuditEntry,
} from '@careers/domain/privacy';
import { COLLECTIONS, TALLY_AREAS, serialize, type AuditLogEntry } from '@careers/domain/shared';
import type { UserRecord } from 'firebase-admin/auth';
import { auditTargetIdsOf, offerHoldsEvidence } from '@careers/domain/privacy';
import { readSelfIdentification } from '../stores/self-identifications';
import { readAdminRole } from '../stores/admin-roles';
import { readTeamMember } from '../stores/team-members';
import { scorecardsOf } from '../stores/scorecards';
import { auth } from '../lib/firebase';
import { auditEntriesAbout } from '../stores/audit-log';
import { mailsOf } from '../stores/mail-outbox';
import { offersOf } from '../stores/offers';
import { rateLimitWindowsOf } from '../stores/rate-limits';
import { applicationsOfUser } from '../stores/recruiting-applications';
import { assessmentRunsOf, screeningApplicationsOf } from '../stores/screening-applications';
import { screeningIdsOf } from '../stores/screening-keys';
import { readScreeningDraft } from '../stores/screening-drafts';
import { readScreeningStatus } from '../stores/screening-status';
import { tallyEntriesOf } from '../stores/tallies';
import { readUser } from '../stores/users';

/** What the export holds: data.json's content, and the offers whose certificate goes beside it. */
export interface PersonalData {
  data: CareersExport;
  certificateOffers: Offer[];
}

const withoutSearch = <T extends { search?: unknown }>(document: T): Omit<T, 'search'> => {
  const { search: _search, ...rest } = document;
  return rest;
};

const iso = (value: string | undefined) => (value ? new Date(value).toISOString() : null);

/** The Auth account as the export gives it. */
export function exportedAccount(record: UserRecord | undefined): ExportedAccount | null {
  if (!record) return null;
  return {
    uid: record.uid,
    email: record.email ?? null,
    email_verified: record.emailVerified,
    display_name: record.displayName ?? null,
    photo_url: record.photoURL ?? null,
    providers: record.providerData.map((provider) => provider.providerId),
    created_at: iso(record.metadata.creationTime),
    last_sign_in_at: iso(record.metadata.lastSignInTime),
  };
}

/** Who made an audited change, as the person sees it: never another person's uid or email. */
const actorAs = (entry: AuditLogEntry, uid: string): ExportedActor =>
  entry.actor_uid === uid ? 'you' : entry.actor_uid.includes(':') ? 'system' : 'hiring_team';

/** An audit entry as the export gives it. */
export function exportedAuditEntry(id: string, entry: AuditLogEntry, uid: string): ExportedAuditEntry {
  return {
    id,
    action: entry.action,
    by: actorAs(entry, uid),
    target: entry.target,
    from: entry.from,
    to: entry.to,
    at: entry.at.toISOString(),
    detail: entry.detail ?? null,
  };
}

/** The Auth account of `uid`, or undefined when there is none. */
async function accountOf(uid: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/** An assessment run as exported: whether the hiring team asked for it, not who. */
const exportedRun = ({ requested_by, ...run }: ScreeningAssessmentRun) => ({
  ...serialize(run),
  requested_by_hiring_team: requested_by !== null,
});

/** Everything stored about `uid`, read now. */
export async function personalData(uid: string, now = new Date()): Promise<PersonalData> {
  const account = await accountOf(uid);
  const emails = [account?.email].filter((email): email is string => !!email);
  const applications = (await applicationsOfUser(uid)).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  // Every screening application of theirs, one per posting (the specification's, id uid, first).
  const screenings = await screeningApplicationsOf(uid);
  const screeningIds = screenings.map((application) => application.id).filter((id) => id !== uid);
  const applicationIds = applications.map((application) => application.id);
  const targetIds = auditTargetIdsOf(uid, [...applicationIds, ...screeningIds]);
  const recruiting = applications.find((application) => application.id === uid);
  const screening = screenings.find((application) => application.id === uid);
  const [
    user,
    role,
    grant,
    scorecardsAbout,
    runs,
    otherRuns,
    drafts,
    statuses,
    offers,
    mails,
    audit,
    tallies,
    windows,
    selfIdentification,
  ] = await Promise.all([
    readUser(uid),
    readAdminRole(uid),
    account?.email && account.emailVerified ? readTeamMember(teamEmailKey(account.email)) : Promise.resolve(undefined),
    scorecardsOf(applicationIds),
    assessmentRunsOf(uid),
    Promise.all(screeningIds.map(assessmentRunsOf)),
    screeningIdsOf(COLLECTIONS.screeningDrafts, uid).then((ids) =>
      Promise.all(ids.map(async (id) => ({ id, draft: (await readScreeningDraft(id))! }))),
    ),
    screeningIdsOf(COLLECTIONS.screeningStatus, uid).then((ids) =>
      Promise.all(ids.map(async (id) => ({ id, status: (await readScreeningStatus(id))! }))),
    ),
    offersOf(uid),
    mailsOf(uid),
    auditEntriesAbout(uid, targetIds, emails),
    Promise.all(
      [...new Set([uid, ...applicationIds, ...screeningIds])].map((id) => tallyEntriesOf(id, Object.keys(TALLY_AREAS))),
    ),
    rateLimitWindowsOf(uid),
    readSelfIdentification(uid),
  ]);
  const draft = drafts.find((each) => each.id === uid)?.draft;
  const status = statuses.find((each) => each.id === uid)?.status;
  const withoutGranter = ({ updated_by: _by, ...kept }: NonNullable<typeof role>) => kept;
  const oldestFirst = [...offers].sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const certificateOffers = oldestFirst.filter(offerHoldsEvidence);
  const data: CareersExport = {
    format: EXPORT_FORMAT,
    exported_at: now.toISOString(),
    account: exportedAccount(account),
    user: user ? serialize(user) : null,
    admin_role: role ? serialize(withoutGranter(role)) : null,
    team_member: grant ? { email: grant.email, role: grant.role, updated_at: grant.updated_at.toISOString() } : null,
    self_identification: selfIdentification ? serialize(selfIdentification) : null,
    scorecards: scorecardsAbout.map((scorecard) => ({
      application_id: scorecard.application_id,
      job_slug: scorecard.job_slug,
      ratings: scorecard.ratings,
      recommendation: scorecard.recommendation,
      notes: scorecard.notes,
      submitted: scorecard.submitted,
      submitted_at: scorecard.submitted_at?.toISOString() ?? null,
      earlier: scorecard.earlier.map((version) => ({ ...version, submitted_at: version.submitted_at.toISOString() })),
    })),
    recruiting_application: recruiting ? serialize(withoutSearch(recruiting)) : null,
    recruiting_applications: applications.map((application) => serialize(withoutSearch(application))),
    screening_application: screening ? serialize(withoutSearch(screening)) : null,
    assessments: [...runs].reverse().map(exportedRun),
    screening_applications: screeningIds.map((id, at) => ({
      ...serialize(withoutSearch(screenings.find((application) => application.id === id)!)),
      assessments: [...otherRuns[at]!].reverse().map(exportedRun),
    })),
    screening_draft: draft ? serialize(draft) : null,
    screening_status: status ? serialize(status) : null,
    screening_drafts: drafts.filter((each) => each.id !== uid).map(({ id, draft }) => ({ id, ...serialize(draft) })),
    screening_statuses: statuses
      .filter((each) => each.id !== uid)
      .map(({ id, status }) => ({ id, ...serialize(status) })),
    offers: oldestFirst.map((offer) => serialize(withoutSearch(offer))),
    // Their own mails: a hiring team's mail about their application (its id may be their uid) is the member's.
    mails: mails
      .filter(({ mail }) => !isTeamMail(mail.template.name))
      .map(({ id, mail: { requested_by: _by, ...mail } }) => ({ id, ...serialize(mail) })),
    // About their own documents only: an admin's actions on other candidates' are those people's data.
    audit_entries: audit
      .filter(({ entry }) => targetIds.includes(entry.target.id))
      .map(({ id, entry }) => exportedAuditEntry(id, entry, uid)),
    tally_entries: tallies.flat().map(({ id, entry }) => ({ id, area: entry.area, counts: entry.counts as never })),
    rate_limits: windows.map((window) => ({
      id: window.id,
      key: window.key,
      points: window.points,
      expire_at: window.expireAt?.toISOString() ?? null,
    })),
    certificates: certificateOffers.map((offer) => ({ offer_id: offer.id, file: exportCertificatePath(offer.id) })),
  };
  return { data, certificateOffers };
}
