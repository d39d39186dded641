// The admin tables at size (admin-tables.spec.ts): more than 500 job offers and more than 500
// screening applications, dated 1990, older than any other test's rows, so sorted oldest first
// they fill the first pages by themselves.
//
// Both are written once before the browser tests (global-setup.ts), under a tag of their own, with
// the background triggers paused: 510 documents of a collection with a trigger are 510 trigger
// events (the screening applications' tally, the offers' pipeline figures), which the functions
// emulator works through one after another, so written during the run they held every other
// test's triggers behind them for half a minute or more (an interview's calendar mail missed its
// 30 s; a hire's offer never reached its dialog). The screening tally then takes them in as an
// operator's backfill does after the trigger was off (`npm run tallies -- --repair`,
// scripts/tallies.ts: reconcileAllTallies), so the dashboards still equal the stored counts. The
// offers need no backfill: their applications do not exist, so no pipeline figure counts them.
import { SCREENING_TALLY } from '@careers/domain/screening';
import { COLLECTIONS, searchIndexFor } from '@careers/domain/shared';
import { makeAccount, makeApplication, makeOffer } from '@careers/domain/testing';
import { adminDb } from '../../support/admin-app';
import { pauseBackgroundTriggers } from '../../support/triggers';
import { reconcileAllTallies } from '../../../functions/src/stores/tallies';

/** More rows than the 500 the old tables held. */
export const AT_SIZE_ROWS = 510;

/** The variable global-setup.ts hands the rows' tag to the tests in. */
const TAG_VARIABLE = 'E2E_AT_SIZE_TAG';

/** The tag of this run's job offers and screening applications at size. */
export function atSizeTag(): string {
  const tag = process.env[TAG_VARIABLE];
  if (!tag) throw new Error(`${TAG_VARIABLE} is not set: the rows at size are written by global-setup.ts`);
  return tag;
}

const BASE = Date.UTC(1990, 0, 1);

/** Row i's candidate: 'P000 Zqabcdef' ... in creation order. */
export function atSizePerson(tag: string, i: number) {
  const name = `P${String(i).padStart(3, '0')} ${tag[0]?.toUpperCase()}${tag.slice(1)}`;
  return { ...makeAccount({ name, email: `p${i}.${tag}@example.com` }), created_at: new Date(BASE + i * 60_000) };
}

/** Writes documents in batches of 255 at once (Firestore's batch limit is 500). */
async function writeAll(writes: { collection: string; id: string; data: object }[]) {
  const batches = [];
  for (let i = 0; i < writes.length; i += 255) {
    const batch = adminDb.batch();
    for (const write of writes.slice(i, i + 255))
      batch.set(adminDb.collection(write.collection).doc(write.id), write.data);
    batches.push(batch.commit());
  }
  await Promise.all(batches);
}

function offers(tag: string) {
  return Array.from({ length: AT_SIZE_ROWS }, (_, i) => {
    const who = atSizePerson(tag, i);
    const offer = makeOffer(makeApplication(who, 'hired', { created_at: who.created_at }), 'pending', {
      created_at: who.created_at,
    });
    return { collection: COLLECTIONS.offers, id: offer.id, data: offer };
  });
}

/**
 * What the screening table shows of an application, and its search index: a whole stored
 * application holds every answer, which 510 of would only slow the write.
 */
function screeningApplications(tag: string) {
  return Array.from({ length: AT_SIZE_ROWS }, (_, i) => {
    const who = atSizePerson(tag, i);
    const application = {
      id: who.uid,
      user_id: who.uid,
      user_name: who.name,
      user_email: who.email,
      job_slug: 'fullstack-engineer',
      fs_status: 'screening_failed',
      fs_overall_score: 4.2,
      fs_failure_reason: 'Weighted score 4.2 is below the pass mark of 6.0',
      search: searchIndexFor(who.name, who.email, who.uid),
      created_at: who.created_at,
      updated_at: who.created_at,
    };
    return { collection: COLLECTIONS.screeningApplications, id: who.uid, data: application };
  });
}

/**
 * Writes the job offers and the screening applications at size under `tag` (before any test runs,
 * the triggers paused) and hands the tag to the tests. Its resume is what starts the triggers for
 * the tests in `npm test`, where the clear before them leaves them paused
 * (scripts/test-stages.mjs). Answers the screening tally's backfill, still running: it reconciles
 * every screening application, 510 transactions that took 10 s here, while the first tests run
 * (the screening dashboard's tests, which compare its counts with the stored ones, wait for the
 * tally as they wait for its trigger). It resolves to its error, if any.
 */
export async function writeAtSize(tag: string): Promise<{ backfilled: Promise<unknown> }> {
  const resume = await pauseBackgroundTriggers();
  try {
    await writeAll([...offers(tag), ...screeningApplications(tag)]);
  } finally {
    await resume();
  }
  process.env[TAG_VARIABLE] = tag;
  return {
    backfilled: reconcileAllTallies(SCREENING_TALLY).then(
      () => null,
      (error: unknown) => error,
    ),
  };
}
