// The emulator-backed fuzz layer: sends generated requests (arbitraries.ts) to an endpoint of the
// API, served against the auth and Firestore emulators, from a few parallel "lanes", each with its
// own real accounts, and checks every answer against properties 1-3 (answers.ts) and a fourth:
//   4. a refused request (4xx) stores or changes nothing the caller can reach.
// Requests are sampled from fast-check arbitraries with a printed seed, so a failure can be
// replayed (FUZZ_SEED=<seed>); they are not shrunk (lanes run in parallel).
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { adminDb } from '../support/admin-app';
import { idTokenFor } from '../support/tokens';
import {
  createAccount,
  createApplication,
  createOffer,
  createScreeningApplication,
  demoteAdmin,
} from '../support/writers';
import { bodyLimitOf } from '../../functions/src/http/body-limit';
import { requestStream, type GeneratedRequest } from './arbitraries';
import { brokenProperty, PLACEHOLDERS, send, short, shortAnswer, type Answer, type Endpoint } from './answers';

interface Account extends TestAccount {
  token: string;
}

/** The accounts one lane calls with; replaced before any of them nears the write or read limit. */
interface Lane {
  caller: Account;
  other: Account;
  demoted: Account;
  admin: Account | null;
  targetId: string;
  offerId: string | null;
  calls: number;
}

/**
 * Calls one account may make before the lane takes new accounts (the API allows 60 writes and
 * 120 reads a minute).
 */
const CALLS_PER_LANE = 50;

async function account(admin = false): Promise<Account> {
  const made = makeAccount({ admin });
  await createAccount(made);
  return { ...made, token: await idTokenFor(made) };
}

async function newLane(endpoint: Endpoint): Promise<Lane> {
  const [caller, other, demoted, admin] = await Promise.all([
    account(),
    account(),
    account(true),
    endpoint.access === 'admin' ? account(true) : Promise.resolve(null),
  ]);
  await demoteAdmin(demoted);
  if (endpoint.caller === 'awaitingNda') await createApplication(caller, 'meeting_scheduled', { nda_signed: false });
  else if (endpoint.caller) await createApplication(caller, endpoint.caller);
  if (endpoint.target) await createApplication(other, endpoint.target);
  if (endpoint.screeningTarget) await createScreeningApplication(other, endpoint.screeningTarget);
  const offer = endpoint.offer ? await createOffer(await createApplication(caller, 'hired'), endpoint.offer) : null;
  return { caller, other, demoted, admin, targetId: other.uid, offerId: offer?.id ?? null, calls: 0 };
}

/** An ID token the auth emulator issued, re-dated to have expired an hour ago (the emulator does not sign). */
function expired(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, number>;
  const now = Math.floor(Date.now() / 1000);
  const redated = { ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 };
  return [header, Buffer.from(JSON.stringify(redated)).toString('base64url'), signature ?? ''].join('.');
}

/** The token a generated request carries, from the lane's accounts. */
function tokenFor(lane: Lane, endpoint: Endpoint, variant: GeneratedRequest['token']): string | undefined {
  const own = endpoint.access === 'admin' ? lane.admin! : lane.caller;
  switch (variant) {
    case 'valid':
      return own.token;
    case 'none':
      return undefined;
    case 'garbage':
      return 'not-a-token';
    case 'expired':
      return expired(own.token);
    case 'otherUser':
      return lane.other.token;
    case 'demotedAdmin':
      return lane.demoted.token;
  }
}

/** Sends a request as the lane's caller (or its admin, for an admin endpoint). */
function sendAs(base: string, endpoint: Endpoint, lane: Lane, request: GeneratedRequest): Promise<Answer> {
  return send(base, endpoint, request, {
    token: tokenFor(lane, endpoint, request.token),
    ownToken: lane.caller.token,
    uid: lane.caller.uid,
    targetId: lane.targetId,
    offerId: lane.offerId,
  });
}

/**
 * Everything a lane's calls could change, as JSON: the caller's profile, role and applications
 * (recruiting and screening, with the screening status mirror and draft), the named applications,
 * the audit entries about either, and the mail queued about either.
 */
async function stateOf(lane: Lane): Promise<string> {
  const caller = lane.admin ?? lane.caller;
  const refs = [
    adminDb.collection(COLLECTIONS.users).doc(caller.uid),
    adminDb.collection(COLLECTIONS.adminRoles).doc(caller.uid),
    adminDb.collection(COLLECTIONS.recruitingApplications).doc(lane.caller.uid),
    adminDb.collection(COLLECTIONS.recruitingApplications).doc(lane.targetId),
    ...[lane.caller.uid, lane.targetId].flatMap((uid) => [
      adminDb.collection(COLLECTIONS.screeningApplications).doc(uid),
      adminDb.collection(COLLECTIONS.screeningStatus).doc(uid),
    ]),
    adminDb.collection(COLLECTIONS.screeningDrafts).doc(lane.caller.uid),
    ...(lane.offerId ? [adminDb.collection(COLLECTIONS.offers).doc(lane.offerId)] : []),
  ];
  const [documents, audit, mail] = await Promise.all([
    adminDb.getAll(...refs),
    adminDb
      .collection(COLLECTIONS.auditLog)
      .where('target.id', 'in', [lane.caller.uid, lane.targetId, ...(lane.offerId ? [lane.offerId] : [])])
      .get(),
    // Mail queued about either application (send-interview-email).
    adminDb.collection(COLLECTIONS.mail).where('application_id', 'in', [lane.caller.uid, lane.targetId]).get(),
  ]);
  return JSON.stringify({
    documents: documents.map((d) => [d.ref.path, d.data() ?? null]),
    audit: audit.docs.map((d) => [d.id, d.data()]).sort(),
    mail: mail.docs.map((d) => d.id).sort(),
  });
}

export interface FuzzReport {
  requests: number;
  seed: number;
  /** Answers by status code. */
  statuses: Record<number, number>;
  failures: { property: string; request: GeneratedRequest; answer: Answer }[];
  /** Time spent calling the API and reading the lanes' state, summed over the lanes (ms). */
  timings: { calls: number; state: number; wall: number };
}

/** Requests every endpoint gets, whatever its time share (the fixed ones first). */
export const MIN_REQUESTS = 20;

/**
 * Sends generated requests to `endpoint` from `lanes` parallel lanes, `runs` of them or as many as
 * fit before `deadline` (at least MIN_REQUESTS), and reports every broken property (at most 20
 * failures are kept).
 */
export async function fuzzEndpoint(
  base: string,
  endpoint: Endpoint,
  { runs = 1000, lanes = 6, deadline = Infinity } = {},
): Promise<FuzzReport> {
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
  // Bodies are generated once, with placeholders each lane fills with its own accounts.
  const valid = endpoint.body({
    uid: PLACEHOLDERS.uid,
    targetId: PLACEHOLDERS.targetId,
    idToken: PLACEHOLDERS.idToken,
  });
  const stream = requestStream(valid, seed, {
    takesBody: endpoint.method !== 'GET',
    bodyLimit: bodyLimitOf(endpoint.path),
  });
  let taken = 0;
  /** The next request to send, or undefined once `runs` were taken or the time is up. */
  const next = (): GeneratedRequest | undefined => {
    if (taken >= runs || (taken >= MIN_REQUESTS && Date.now() > deadline)) return undefined;
    taken += 1;
    return stream.next().value;
  };
  const report: FuzzReport = {
    requests: 0,
    seed,
    statuses: {},
    failures: [],
    timings: { calls: 0, state: 0, wall: 0 },
  };
  const started = Date.now();

  // A GET changes nothing, whatever it answers: its lane's state is compared once, at the end,
  // with the state it started from. A write is checked after every request, since a 2xx changes
  // the state legitimately and a refusal must not.
  const readsOnly = endpoint.method === 'GET';
  const runLane = async (first: Lane) => {
    let lane = first;
    let state = await stateOf(lane);
    let last: GeneratedRequest | undefined;
    for (let request = next(); request; request = next()) {
      last = request;
      if (lane.calls >= CALLS_PER_LANE) {
        if (readsOnly && (await stateOf(lane)) !== state && report.failures.length < 20) {
          report.failures.push({
            property: 'a read changed stored data',
            request: short(request),
            answer: { status: 0, contentType: '', text: '', urlLength: 0, bodyBytes: 0 },
          });
        }
        lane = await newLane(endpoint);
        state = await stateOf(lane);
      }
      const sent = Date.now();
      const answer = await sendAs(base, endpoint, lane, request);
      report.timings.calls += Date.now() - sent;
      lane.calls += 1;
      report.requests += 1;
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      let broken = brokenProperty(endpoint, request, answer);
      if (!readsOnly) {
        const read = Date.now();
        const after = await stateOf(lane);
        report.timings.state += Date.now() - read;
        if (!broken && answer.status >= 400 && after !== state) broken = 'a refused request changed stored data';
        state = after;
      }
      if (broken && report.failures.length < 20)
        report.failures.push({ property: broken, request: short(request), answer: shortAnswer(answer) });
    }
    if (readsOnly && last && (await stateOf(lane)) !== state && report.failures.length < 20) {
      report.failures.push({
        property: 'a read changed stored data',
        request: short(last),
        answer: { status: 0, contentType: '', text: '', urlLength: 0, bodyBytes: 0 },
      });
    }
  };

  const firstLanes = await Promise.all(Array.from({ length: lanes }, () => newLane(endpoint)));
  await Promise.all(firstLanes.map((lane) => runLane(lane)));
  report.timings.wall = Date.now() - started;
  return report;
}
