// The erase of a person's account and data (docs/features/data-rights.md), one command for its
// three entry points: POST /api/me/erase (the person, on /profile), the Auth onDelete trigger (an
// account deleted any other way, and the second run after the first) and `npm run erase` (a
// request by mail). What happens to each document is decided in erase.ts; this runs it.
//
// Idempotent and safe to run twice at once: the erase's own audit entry has a deterministic id
// and is written once, before anything is deleted; the Auth account goes next (no call can sign
// in and write again meanwhile); then every document is deleted (a delete of a missing document
// is a no-op) or rewritten in its own transaction that reads it first (the offer moved to its
// pseudonym's id, the NDA evidence kept beside the application's delete, an audit entry
// pseudonymised: a second run finds nothing of the person and writes nothing); the tallies are
// reconciled against the deleted applications (the tally trigger does the same, idempotently).
import { offerIdFor } from '@careers/domain/offers';
import {
  auditTargetIdsOf,
  ERASE_ACTORS,
  withDecision,
  type EraseReport,
  type EraseSource,
} from '@careers/domain/privacy';
import { COLLECTIONS, auditEntry } from '@careers/domain/shared';
import type { Account, Accounts } from '../../adapters/auth';
import { deleteSelfIdentification } from '../../stores/self-identifications';
import { readAdminIdentities } from '../../stores/admin-identities';
import { deleteAdminRole, readAdminRole } from '../../stores/admin-roles';
import { deleteTeamMembers } from '../../stores/team-members';
import { removeFromHiringTeams } from '../../stores/hiring-teams';
import { deletePanels, removeFromPanels } from '../../stores/interview-panels';
import { deleteScorecardsOf, pseudonymiseScorecardsBy } from '../../stores/scorecards';
import { readApplicantHistoryIn, writeApplicantHistoryIn } from '../../stores/applicant-history';
import { appendAuditEntryOnce, auditEntriesAbout, readAuditEntryIn, replaceAuditEntryIn } from '../../stores/audit-log';
import { inTransaction } from '../../stores/firestore';
import { dropCountsOf } from './erase-counts';
import { eraseScreening } from './erase-screening';
import { deleteMail, mailsOf } from '../../stores/mail-outbox';
import { deleteOfferIn, offersOf, readOfferIn, setOfferIn } from '../../stores/offers';
import { deleteRateLimitWindow, rateLimitWindowsOf } from '../../stores/rate-limits';
import {
  applicationsOfUser,
  deleteApplicationIn,
  readApplication,
  readApplicationIn,
} from '../../stores/recruiting-applications';
import { deleteSeatIn } from '../../stores/interviews';
import { keepEvidenceIn } from '../../stores/retained-evidence';
import { screeningApplicationsOf } from '../../stores/screening-applications';
import { deleteUser, readUser } from '../../stores/users';
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { lastDecisionOf, offerErasure, pseudonymisedAuditEntry, retainedNdaEvidence, type ErasedPerson } from './erase';
import { accountIdentityHashes, applicantKeyOfAccount, erasePseudonymOf } from './identity';

/** The erase's audit entry id: one per erased person, whatever the number of runs. */
export const eraseAuditId = (pseudonym: string) => `erase-${pseudonym}`;

/** Who the person is, from every place that names them (before anything is deleted), and whether there is any. */
async function personOf(
  accounts: Accounts,
  uid: string,
  pseudonym: string,
  knownEmail: string | null,
  deletedAccount: Account | undefined,
): Promise<{ person: ErasedPerson; found: boolean; applicationIds: string[]; screeningIds: string[] }> {
  const [account, user, applications, screenings, role] = await Promise.all([
    accounts.find(uid).then((found) => found ?? deletedAccount),
    readUser(uid),
    recruitingApplicationsOf(uid),
    screeningApplicationsOf(uid),
    readAdminRole(uid),
  ]);
  // Whether they held the admin role: on this account, or (a revoked admin's new account) on their identity.
  const identities = account ? await readAdminIdentities(await accountIdentityHashes(account)) : [];
  const accountEmails = [knownEmail, account?.email, user?.email];
  const emails = [...accountEmails, ...applications.map((a) => a.email), ...screenings.map((s) => s.user_email)];
  const names = [
    account?.displayName,
    user?.name,
    ...applications.map((a) => a.name),
    ...screenings.map((s) => s.user_name),
  ];
  const phones = applications.map((a) => a.phone_number);
  const distinct = (values: (string | null | undefined)[], lower: boolean) => [
    ...new Set(values.filter((v): v is string => !!v?.trim()).map((v) => (lower ? v.trim().toLowerCase() : v.trim()))),
  ];
  const found = Boolean(account ?? user ?? applications[0] ?? screenings[0]);
  const person: ErasedPerson = {
    uid,
    pseudonym,
    emails: distinct(emails, true),
    accountEmails: distinct(accountEmails, true),
    names: distinct(names, false),
    phones: distinct(phones, false),
    staff: role !== undefined || identities.length > 0,
    applicantKey: account ? await applicantKeyOfAccount(account) : null,
  };
  return {
    person,
    found,
    applicationIds: applications.map((application) => application.id),
    screeningIds: screenings.map((application) => application.id),
  };
}

/** Every recruiting application of `uid` (one per posting; the specification's, id `uid`, read by id too). */
async function recruitingApplicationsOf(uid: string): Promise<RecruitingApplication[]> {
  const [own, all] = await Promise.all([readApplication(uid), applicationsOfUser(uid)]);
  return [...new Map([...(own ? [own] : []), ...all].map((application) => [application.id, application])).values()];
}

const count = (report: EraseReport, kind: 'deleted' | 'pseudonymised', collection: string, n = 1) => {
  if (n > 0) report[kind][collection] = (report[kind][collection] ?? 0) + n;
};

/** Moves or deletes each offer of the person, each in one transaction that reads it first. */
async function eraseOffers(person: ErasedPerson, applicationIds: string[], report: EraseReport, now: Date) {
  const ids = new Set([
    ...(await offersOf(person.uid)).map((offer) => offer.id),
    ...[person.uid, ...applicationIds].map(offerIdFor),
  ]);
  for (const id of ids) {
    const result = await inTransaction(async (tx) => {
      const offer = await readOfferIn(tx, id);
      if (!offer || offer.user_id !== person.uid) return null;
      const erasure = offerErasure(offer, person.pseudonym, now);
      if (erasure.kind === 'keep') setOfferIn(tx, erasure.offer);
      deleteOfferIn(tx, id);
      return erasure.kind;
    });
    if (result === 'keep') count(report, 'pseudonymised', COLLECTIONS.offers);
    if (result === 'delete') count(report, 'deleted', COLLECTIONS.offers);
  }
}

/**
 * Deletes the recruiting application `id` and keeps its NDA signature's evidence under the
 * pseudonym, and its decision in the applicant history (for its posting's re-application period),
 * in one transaction that reads them (a second run finds no application and keeps nothing again).
 */
function eraseRecruitingApplication(
  person: ErasedPerson,
  id: string,
  now: Date,
): Promise<{ deleted: boolean; kept: boolean; untallied: boolean }> {
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, id);
    if (!application || application.user_id !== person.uid) return { deleted: false, kept: false, untallied: false };
    const evidence = retainedNdaEvidence(application, person.pseudonym, now);
    const key = application.applicant_key ?? person.applicantKey;
    const history = key ? await readApplicantHistoryIn(tx, key) : undefined;
    const kept = evidence ? await keepEvidenceIn(tx, evidence) : false;
    const decision = lastDecisionOf(application);
    if (key) writeApplicantHistoryIn(tx, key, withDecision(history, 'recruiting', decision, application.job_slug));
    const untallied = deleteApplicationIn(tx, id);
    // The place booked in an interview window (it names the person's uid) goes with it, and frees.
    if (application.interview_seat_id) deleteSeatIn(tx, application.interview_seat_id);
    return { deleted: true, kept, untallied };
  });
}

/** Pseudonymises each audit entry about the person, each in one transaction that reads it first. */
async function pseudonymiseAuditLog(person: ErasedPerson, report: EraseReport): Promise<void> {
  // Their team grants' entries name their address (teamMembers/{email}).
  const targets = [...auditTargetIdsOf(person.uid), ...person.accountEmails];
  const found = await auditEntriesAbout(person.uid, targets, person.accountEmails);
  for (const { id } of found) {
    const changed = await inTransaction(async (tx) => {
      const entry = await readAuditEntryIn(tx, id);
      const next = entry && pseudonymisedAuditEntry(entry, person);
      if (next) replaceAuditEntryIn(tx, id, next);
      return next !== null && next !== undefined;
    });
    if (changed) count(report, 'pseudonymised', COLLECTIONS.auditLog);
  }
}

/**
 * Erases the account `uid` and everything stored about them (see the file's comment), answering
 * what this run did. `accounts` is Firebase Auth (adapters/auth.ts, handed in by the caller);
 * `email` is the caller's verified email, when known.
 */
export async function eraseAccount(
  uid: string,
  source: EraseSource,
  accounts: Accounts,
  {
    email = null,
    now = new Date(),
    deletedAccount,
  }: { email?: string | null; now?: Date; deletedAccount?: Account } = {},
): Promise<EraseReport> {
  const pseudonym = await erasePseudonymOf(uid);
  const { person, found, applicationIds, screeningIds } = await personOf(
    accounts,
    uid,
    pseudonym,
    email,
    deletedAccount,
  );
  const report: EraseReport = { pseudonym, deleted: {}, pseudonymised: {}, auth_deleted: false, audited: false };
  const audit = () =>
    appendAuditEntryOnce(
      eraseAuditId(pseudonym),
      auditEntry({
        action: 'account_erased',
        actor: { uid: source === 'self_service' ? pseudonym : ERASE_ACTORS[source], email: null },
        target: { collection: COLLECTIONS.users, id: pseudonym },
        from: null,
        to: 'erased',
        at: now,
        detail: source,
      }),
    );

  // Audited before the first deletion, so the entry names the entry point that asked for the erase
  // (the Auth trigger's run, which the deletion of the account starts, then finds it written).
  if (found) report.audited = await audit();

  // The Auth account first: from now on no new call of theirs verifies. A call verified just before
  // may still land a write; the Auth trigger's run, which this deletion starts, erases it again.
  report.auth_deleted = await accounts.delete(uid);

  // The recruiting applications one after another: each writes the one applicant history.
  const recruitingGone = async () => {
    const erased: Awaited<ReturnType<typeof eraseRecruitingApplication>>[] = [];
    for (const id of applicationIds) erased.push(await eraseRecruitingApplication(person, id, now));
    const total = (field: 'deleted' | 'kept' | 'untallied') => erased.filter((each) => each[field]).length;
    return { deleted: total('deleted'), kept: total('kept'), untallied: total('untallied') };
  };
  // Their interviews' scorecards and panels (about them, as a candidate), before the applications
  // go: found by the applications' ids.
  const [scorecardsAbout, panelsAbout] = await Promise.all([
    deleteScorecardsOf(applicationIds),
    deletePanels(applicationIds),
  ]);
  count(report, 'deleted', COLLECTIONS.scorecards, scorecardsAbout);
  count(report, 'deleted', COLLECTIONS.interviewPanels, panelsAbout);
  const [{ deleted: screening, status, drafts: draft }, recruiting, user, role, grants, teams, written, panels, self] =
    await Promise.all([
      eraseScreening(person, screeningIds),
      recruitingGone(),
      deleteUser(uid),
      deleteAdminRole(uid),
      deleteTeamMembers(person.accountEmails),
      removeFromHiringTeams(person.accountEmails),
      // As an interviewer: the scorecards they wrote stay the candidates' records, under a pseudonym.
      pseudonymiseScorecardsBy(uid, pseudonym),
      removeFromPanels(person.accountEmails),
      deleteSelfIdentification(uid),
    ]);
  count(report, 'deleted', COLLECTIONS.screeningDrafts, Number(draft));
  count(report, 'deleted', COLLECTIONS.screeningStatus, Number(status));
  count(report, 'deleted', COLLECTIONS.screeningApplications, screening);
  count(report, 'deleted', COLLECTIONS.recruitingApplications, recruiting.deleted);
  count(report, 'pseudonymised', COLLECTIONS.retainedEvidence, recruiting.kept);
  count(report, 'deleted', COLLECTIONS.users, Number(user));
  count(report, 'deleted', COLLECTIONS.selfIdentifications, Number(self));
  count(report, 'deleted', COLLECTIONS.adminRoles, Number(role));
  count(report, 'deleted', COLLECTIONS.teamMembers, grants);
  count(report, 'pseudonymised', COLLECTIONS.hiringTeams, teams);
  count(report, 'pseudonymised', COLLECTIONS.scorecards, written);
  count(report, 'pseudonymised', COLLECTIONS.interviewPanels, panels);

  await eraseOffers(person, applicationIds, report, now);

  // The mails after the offers: a change to an offer that commits before its erase (an admin's
  // withdrawal) queues its mail in time to be deleted here.
  const mails = await mailsOf(uid, applicationIds);
  await Promise.all(mails.map(({ id }) => deleteMail(id)));
  count(report, 'deleted', COLLECTIONS.mail, mails.length);
  await pseudonymiseAuditLog(person, report);

  // The counts drop the deleted applications now (erase-counts.ts); the recruiting applications'
  // tally entries went with them, in their transactions (their store keeps the tally).
  const erased = {
    recruiting: [...new Set([uid, ...applicationIds])],
    screening: [...new Set([uid, ...screeningIds])],
  };
  for (const [entries, n] of await dropCountsOf(erased, recruiting.untallied)) count(report, 'deleted', entries, n);

  // Last: the windows of the calls that led here (the erase call's own) go too.
  const windows = await rateLimitWindowsOf(uid);
  await Promise.all(windows.map(({ id }) => deleteRateLimitWindow(id)));
  count(report, 'deleted', COLLECTIONS.rateLimits, windows.length);

  const didSomething =
    report.auth_deleted || Object.keys(report.deleted).length > 0 || Object.keys(report.pseudonymised).length > 0;
  // Anything found only now (an offer or a mail without the rest) is audited too, once.
  if (didSomething && !report.audited) report.audited = await audit();
  return report;
}
