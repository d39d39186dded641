// The hiring season `npm run bench:cost` drives through the emulators' API, as the web app calls it:
// recruiting candidates from sign-in to the interview and a tenth of them through their offer,
// screening candidates through the assessment, and admins opening the admin screens. Waiting (for
// the triggers' offers and assessments) reads with the bench's own Admin SDK, which is not metered.
import { OFFER_DOC_TYPES, OFFERS_API, offerIdFor, type OfferDocumentResponse } from '@careers/domain/offers';
import { INTERVIEWS_API, RECRUITING_API } from '@careers/domain/recruiting';
import { SCREENING_API } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import {
  makeAccount,
  makeApplicationSubmission,
  SCREENING_DEMO_CANDIDATES,
  screeningFormOf,
  type TestAccount,
} from '@careers/domain/testing';
import { AUTH_API } from '@careers/domain/users';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';

/** A signed-in person: the account, its ID token, and the address the platform sees them at. */
export interface Person extends TestAccount {
  token: string;
  address: string;
}

/** How many calls run at once: a steady stream the 4 function workers keep up with. */
const CONCURRENCY = 6;
const POLL_MS = 500;
const WAIT_MS = 300_000;
let addresses = 0;

/** Runs `work` over `items`, CONCURRENCY at a time. */
export async function eachOf<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** Accounts made beforehand (Auth emulator and users/{uid}: setup, not the season). */
export async function people(count: number, admin = false): Promise<Person[]> {
  const made: Person[] = [];
  await eachOf(Array.from({ length: count }), async () => {
    const account = makeAccount({ admin });
    await createAccount(account);
    addresses += 1;
    const address = `203.0.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
    made.push({ ...account, token: await idTokenFor(account), address });
  });
  return made;
}

/** One API call as `person` (Google's front end appends their address, as the emulator's callers must). */
async function api(person: Person, method: string, path: string, body?: unknown) {
  const answer = await call(method, path, {
    token: person.token,
    body,
    headers: { 'X-Forwarded-For': person.address },
  });
  if (answer.status >= 400)
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer;
}

/** Waits until `done` holds (bench reads only), or fails after WAIT_MS. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Each candidate signs in, applies (the criteria are checked on submission), signs the NDA (which
 * books the interview) and looks at the interview; the admins mark each one interviewed, then hire
 * every tenth and reject the others; each hired candidate reads the offer, its three documents,
 * signs them and accepts.
 */
export async function recruitingSeason(candidates: Person[], admins: Person[]): Promise<void> {
  await eachOf(candidates, async (person) => {
    await api(person, 'POST', AUTH_API.verify, { idToken: person.token });
    await api(person, 'POST', RECRUITING_API.checkStatus, {});
    const submission = makeApplicationSubmission({ name: person.name, email: person.email });
    await api(person, 'POST', RECRUITING_API.submit, submission);
    await api(person, 'POST', RECRUITING_API.checkStatus, {});
    await api(person, 'POST', RECRUITING_API.signNda, { application_id: person.uid });
    await api(person, 'GET', INTERVIEWS_API.windows);
  });
  const status = (person: Person) => RECRUITING_API.adminStatus.replace(':id', person.uid);
  await eachOf(candidates, async (person, index) => {
    await api(admins[index % admins.length]!, 'PATCH', status(person), { status: 'interviewed' });
  });
  const hired = candidates.filter((_, index) => index % 10 === 0);
  await eachOf(candidates, async (person, index) => {
    const decision = index % 10 === 0 ? 'hired' : 'rejected_after_interview';
    await api(admins[index % admins.length]!, 'PATCH', status(person), { status: decision });
  });
  const offers = () => adminDb.collection(COLLECTIONS.offers);
  await until('the offers of the hired', async () => {
    const made = await adminDb.getAll(...hired.map((person) => offers().doc(offerIdFor(person.uid))));
    return made.every((snapshot) => snapshot.exists);
  });
  await eachOf(hired, async (person) => {
    const offerId = offerIdFor(person.uid);
    const path = (template: string, docType = '') => template.replace(':offerId', offerId).replace(':docType', docType);
    await api(person, 'POST', AUTH_API.verify, { idToken: person.token });
    await api(person, 'GET', OFFERS_API.myOffers);
    await api(person, 'GET', path(OFFERS_API.offer));
    for (const docType of OFFER_DOC_TYPES) {
      const shown = (await api(person, 'GET', path(OFFERS_API.document, docType)))
        .body as unknown as OfferDocumentResponse;
      await api(person, 'POST', path(OFFERS_API.sign, docType), {
        signed_name: person.name,
        document_version: shown.document.version,
        document_sha256: shown.sha256,
      });
    }
    await api(person, 'POST', path(OFFERS_API.accept), {});
  });
}

const ASSESSED = new Set(['screening_passed', 'screening_failed', 'assessment_failed', 'needs_review']);

/**
 * Each candidate signs in, checks for an earlier application, submits the form (one of the demo
 * forms in turn; the trigger assesses it through the model stand-in) and, once it is assessed,
 * comes back to read the outcome. Answers the statuses the applications ended in.
 */
export async function screeningSeason(candidates: Person[]): Promise<Map<string, number>> {
  await eachOf(candidates, async (person, index) => {
    await api(person, 'POST', AUTH_API.verify, { idToken: person.token });
    await api(person, 'GET', SCREENING_API.checkExisting);
    const form = screeningFormOf(SCREENING_DEMO_CANDIDATES[index % SCREENING_DEMO_CANDIDATES.length]!);
    await api(person, 'POST', SCREENING_API.submit, form);
  });
  const refs = candidates.map((person) => adminDb.collection(COLLECTIONS.screeningApplications).doc(person.uid));
  const statuses = new Map<string, number>();
  await until('the assessments', async () => {
    const stored = await adminDb.getAll(...refs);
    statuses.clear();
    for (const snapshot of stored) {
      const status = String(snapshot.get('fs_status'));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    return stored.every((snapshot) => ASSESSED.has(String(snapshot.get('fs_status'))));
  });
  await eachOf(candidates, async (person) => {
    await api(person, 'GET', SCREENING_API.checkExisting);
  });
  return statuses;
}

/** The REST calls an admin's visit makes: each admin screen's list or counts, opened once. */
export const ADMIN_VISIT: readonly string[] = [
  RECRUITING_API.adminDashboard,
  `${RECRUITING_API.adminApplications}?limit=25`,
  OFFERS_API.adminOffers,
  OFFERS_API.adminStats,
  INTERVIEWS_API.adminDay,
  SCREENING_API.adminDashboard,
  `${SCREENING_API.adminApplications}?limit=25`,
  SCREENING_API.adminSystemStatus,
  '/api/admin/mails/stats',
];

/** `visits` admin visits, shared out among the admins. */
export async function adminVisits(admins: Person[], visits: number): Promise<void> {
  await eachOf(Array.from({ length: visits }), async (_, index) => {
    const admin = admins[index % admins.length]!;
    await api(admin, 'POST', AUTH_API.verify, { idToken: admin.token });
    for (const path of ADMIN_VISIT) await api(admin, 'GET', path);
  });
}
