// The rules-test harness: the real firestore.rules in the emulator, a context per kind of
// caller, and a who x operation matrix that every collection's test file fills in.
// RULES_FILE and RULES_PROJECT_ID (environment) point a run at another rules file in its own
// emulator project: scripts/rules-mutants.mjs runs the suite against loosened copies that way.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@careers/domain/shared';
import { type AdminRole } from '@careers/domain/users';
import type { TeamRole } from '@careers/domain/team';
import { makeAdminRole } from '@careers/domain/testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  setLogLevel,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

/** The emulator project of this run (the emulator keeps rules and data per project). */
export const RULES_PROJECT_ID = process.env.RULES_PROJECT_ID || 'demo-careers-rules';

/** The rules under test: firestore.rules unless RULES_FILE names another file. */
export const RULES_FILE = process.env.RULES_FILE || 'firestore.rules';

/** The hiring team's roles below admin, as callers: each with its claim and active role document. */
export type TeamActor = 'recruiter' | 'hiringManager' | 'interviewer';
export type Actor = 'anonymous' | 'owner' | 'otherUser' | 'admin' | 'demotedAdmin' | TeamActor;
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const TEAM_ACTORS: Record<TeamActor, TeamRole> = {
  recruiter: 'recruiter',
  hiringManager: 'hiring_manager',
  interviewer: 'interviewer',
};
const ACTORS: readonly Actor[] = [
  'anonymous',
  'owner',
  'otherUser',
  'admin',
  'demotedAdmin',
  ...(Object.keys(TEAM_ACTORS) as TeamActor[]),
];
const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

/**
 * The uids behind the actors; `owner` owns the document under test. `demotedAdmin` still carries
 * the `admin` claim in their token, but their role was revoked (adminRoles/{uid} inactive). The
 * team actors carry their role's claim (`role`) and an active role document naming it.
 */
export const UIDS = {
  owner: 'alice',
  otherUser: 'bob',
  admin: 'ada-admin',
  demotedAdmin: 'dan-demoted',
  recruiter: 'rita-recruiter',
  hiringManager: 'hugo-manager',
  interviewer: 'ivy-interviewer',
} as const;

/** The verified address of a team actor (its token's `email`). */
export const teamEmailOf = (actor: TeamActor): string => `${UIDS[actor]}@example.com`;

/**
 * The posting whose hiring team names every team actor, each in their own part (every test starts
 * with it): the specification's recruiting posting, the owner's first application's.
 */
export const TEAM_POSTING = 'marketing-analyst-recruiting';

/**
 * allowed[actor][operation]: what the rules must let through; everything else must fail. A team
 * actor left out is held to `otherUser`'s row: a role grants nothing in a collection whose matrix
 * does not say so.
 */
export type Matrix = Record<Exclude<Actor, TeamActor>, Record<Operation, boolean>> &
  Partial<Record<TeamActor, Record<Operation, boolean>>>;

/** No operation allowed. */
export const NONE: Record<Operation, boolean> = {
  get: false,
  list: false,
  create: false,
  update: false,
  delete: false,
};

/** A collection no client may touch, an admin included (no `match` in the rules: functions only). */
export const CLOSED_TO_EVERY_CLIENT: Matrix = {
  anonymous: NONE,
  owner: NONE,
  otherUser: NONE,
  demotedAdmin: NONE,
  admin: NONE,
  recruiter: NONE,
  hiringManager: NONE,
  interviewer: NONE,
};

interface MatrixSpec {
  /** Writes the documents the operations act on (rules disabled). Runs before update/delete/get/list. */
  seed: (db: Firestore) => Promise<void>;
  /** Each operation, as the given caller performs it. */
  operations: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>>;
  allowed: Matrix;
}

// Denials are the expected outcome of half the matrix; the SDK would log each one.
setLogLevel('silent');

let env: RulesTestEnvironment;

// One Firestore per kind of caller for the whole file (the environment makes a new app, with its
// own connection, for every context asked of it): the database is cleared between tests, the
// callers are not.
const callers = new Map<string, Firestore>();
const caller = (key: string, make: () => Firestore): Firestore => {
  let db = callers.get(key);
  if (!db) callers.set(key, (db = make()));
  return db;
};

/** The Firestore of a caller. Admins (current and demoted) carry the `admin` custom claim; others none. */
export function firestoreAs(actor: Actor): Firestore {
  switch (actor) {
    case 'anonymous':
      return caller(actor, () => asModular(env.unauthenticatedContext().firestore()));
    case 'admin':
    case 'demotedAdmin':
      return caller(actor, () => asModular(env.authenticatedContext(UIDS[actor], { admin: true }).firestore()));
    case 'recruiter':
    case 'hiringManager':
    case 'interviewer':
      return caller(actor, () =>
        asModular(
          env
            .authenticatedContext(UIDS[actor], {
              role: TEAM_ACTORS[actor],
              email: teamEmailOf(actor),
              email_verified: true,
            })
            .firestore(),
        ),
      );
    default:
      return caller(actor, () => asModular(env.authenticatedContext(UIDS[actor]).firestore()));
  }
}

/** The uid of the callers of `firestoreWithClaims`. */
export const CLAIMS_UID = 'mallory';

/** A caller with these token claims (e.g. `admin: false` or `admin: 'true'`), uid `mallory`. */
export function firestoreWithClaims(claims: Record<string, unknown>): Firestore {
  return caller(`claims ${JSON.stringify(claims)}`, () =>
    asModular(env.authenticatedContext(CLAIMS_UID, claims).firestore()),
  );
}

/** An adminRoles/{uid} document as the server writes it (an admin's, or another role's). */
export function adminRole(uid: string, active: boolean, role?: TeamRole): AdminRole {
  return { ...makeAdminRole({ uid, email: null }), active, ...(role ? { role } : {}) };
}

/** Writes adminRoles/{uid} (rules disabled): `active` says whether the uid's admin claim counts. */
export function seedAdminRole(uid: string, active: boolean): Promise<void> {
  return withoutRules((db) => setDoc(doc(db, COLLECTIONS.adminRoles, uid), adminRole(uid, active)));
}

/**
 * The documents every test starts with: the role documents (the admin's and the team actors'
 * active, the demoted admin's revoked) and the hiring team of TEAM_POSTING.
 */
function seedAdminRoles(): Promise<void> {
  return withoutRules((db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, COLLECTIONS.adminRoles, UIDS.admin), adminRole(UIDS.admin, true));
    batch.set(doc(db, COLLECTIONS.adminRoles, UIDS.demotedAdmin), adminRole(UIDS.demotedAdmin, false));
    for (const [actor, role] of Object.entries(TEAM_ACTORS) as [TeamActor, TeamRole][]) {
      batch.set(doc(db, COLLECTIONS.adminRoles, UIDS[actor]), adminRole(UIDS[actor], true, role));
    }
    batch.set(doc(db, COLLECTIONS.hiringTeams, TEAM_POSTING), {
      job_slug: TEAM_POSTING,
      recruiters: [teamEmailOf('recruiter')],
      hiring_managers: [teamEmailOf('hiringManager')],
      interviewers: [teamEmailOf('interviewer')],
      updated_by: UIDS.admin,
      updated_at: new Date(0),
    });
    return batch.commit();
  });
}

// The file's rules-free Firestore: the emulator lets the token 'owner' past the rules, which is
// what env.withSecurityRulesDisabled does with a new app on every call.
let owner: { app: FirebaseApp; db: Firestore } | undefined;

/** Writes with the rules switched off. */
export function withoutRules(write: (db: Firestore) => Promise<void>): Promise<void> {
  if (!owner) {
    const app = initializeApp({ projectId: RULES_PROJECT_ID }, `rules-owner-${Date.now()}-${Math.random()}`);
    const db = getFirestore(app);
    const [host, port] = emulatorAddress();
    connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
    owner = { app, db };
  }
  return write(owner.db);
}

/** Where the Firestore emulator listens. */
function emulatorAddress(): [string, number] {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return [host ?? '127.0.0.1', Number(port)];
}

/** The harness types its contexts' Firestore as the compat class; it is the modular instance underneath. */
function asModular(db: unknown): Firestore {
  return db as Firestore;
}

/** Boots the environment once per file and clears the database before each test. */
export function useRulesEnvironment(): void {
  beforeAll(async () => {
    const [host, port] = emulatorAddress();
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: { rules: readFileSync(RULES_FILE, 'utf8'), host, port },
    });
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seedAdminRoles();
  });
  afterAll(async () => {
    callers.clear();
    if (owner) await deleteApp(owner.app);
    owner = undefined;
    await env.cleanup();
  });
}

/** One test per cell of the matrix: allowed cells must succeed, all others must be denied. */
export function describeMatrix(collection: string, spec: MatrixSpec): void {
  describe(`${collection}: who x operation`, () => {
    useRulesEnvironment();
    for (const actor of ACTORS) {
      for (const operation of OPERATIONS) {
        const allowed = (spec.allowed[actor as keyof Matrix] ?? spec.allowed.otherUser)[operation];
        it(`${actor} ${allowed ? 'may' : 'may not'} ${operation}`, async () => {
          if (operation !== 'create') await withoutRules(spec.seed);
          const attempt = spec.operations[operation](firestoreAs(actor), actor);
          await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
        });
      }
    }
  });
}
