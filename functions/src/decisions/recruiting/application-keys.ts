// The migration of stored recruiting applications to their keys: one application per
// candidate and posting, the uid for the specification's posting and `{uid}__{slug}` for another
// (domain application-id.ts). An application stored under its candidate's uid for another posting
// (possible while a candidate held one application whatever the posting) moves to its key, with
// what names it by id: its offer (`offer-{application id}`) and its interview place. Its mails and
// audit entries keep the id they were written with (history). And an offer made before offers
// named their posting gets its application's `job_slug` (Job Offers Management's posting filter).
// `npm run migrate:applications`.
import { applicationIdParts, DEFAULT_RECRUITING_SLUG } from '@careers/domain/jobs';
import { offerIdFor } from '@careers/domain/offers';
import { recruitingApplicationId, type RecruitingApplication } from '@careers/domain/recruiting';
import { inTransaction } from '../../stores/firestore';
import { readSeatIn, updateSeatIn } from '../../stores/interviews';
import { deleteOfferIn, newestOffers, readOfferIn, setOfferIn, updateOfferIn } from '../../stores/offers';
import type { PageCursor } from '@careers/domain/shared';
import {
  createApplicationIn,
  deleteApplicationIn,
  pageOfApplications,
  readApplicationIn,
} from '../../stores/recruiting-applications';

/** An application not under its key: where it is, where it belongs. */
export interface MisplacedApplication {
  from: string;
  to: string;
  jobSlug: string;
}

/** What moving one application did. */
export type MoveResult = 'moved' | 'already moved' | 'taken';

/** Where `application` belongs, or null when it is there. */
export function misplaced(application: Pick<RecruitingApplication, 'id' | 'user_id' | 'job_slug'>) {
  const key = recruitingApplicationId(application.user_id, application.job_slug);
  return key === application.id ? null : { from: application.id, to: key, jobSlug: application.job_slug };
}

/** Every stored application not under its key (a scan of the collection, 500 at a time). */
export async function misplacedApplications(): Promise<MisplacedApplication[]> {
  const found: MisplacedApplication[] = [];
  let after: PageCursor | undefined;
  for (;;) {
    const page = await pageOfApplications({ sort: 'created_at', direction: 'asc', limit: 500, after });
    for (const application of page.rows) {
      const move = misplaced(application);
      if (move) found.push(move);
    }
    const last = page.rows.at(-1);
    if (!page.more || !last) return found;
    after = { id: last.id, value: last.created_at.toISOString() };
  }
}

/**
 * Moves the application `from` to its key in one transaction, with its offer and its interview
 * place; 'taken' (nothing changed, for an admin to look at) when an application is already stored
 * under the key, 'already moved' when `from` is gone or in place (a second run).
 */
export function moveApplication(from: string): Promise<MoveResult> {
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, from);
    const move = application && misplaced(application);
    if (!application || !move) return 'already moved';
    if (await readApplicationIn(tx, move.to)) return 'taken';
    const offer = await readOfferIn(tx, offerIdFor(from));
    const seat = application.interview_seat_id ? await readSeatIn(tx, application.interview_seat_id) : undefined;
    deleteApplicationIn(tx, from);
    createApplicationIn(tx, { ...application, id: move.to });
    if (offer) {
      deleteOfferIn(tx, offer.id);
      setOfferIn(tx, { ...offer, id: offerIdFor(move.to), application_id: move.to, job_slug: application.job_slug });
    }
    if (seat && seat.application_id === from)
      updateSeatIn(tx, application.interview_seat_id!, { application_id: move.to });
    return 'moved';
  });
}

/** Every offer that names no posting (made before offers did): a scan of the offers, 500 at a time. */
export async function offersWithoutPosting(): Promise<string[]> {
  const found: string[] = [];
  let after: PageCursor | undefined;
  for (;;) {
    const page = await newestOffers(500, after);
    found.push(...page.rows.filter((offer) => !offer.job_slug).map((offer) => offer.id));
    const last = page.rows.at(-1);
    if (!page.more || !last) return found;
    after = { id: last.id, value: last.created_at.toISOString() };
  }
}

/**
 * Gives the offer `id` the posting of its application, in one transaction: 'added', or 'already'
 * when it names one (a second run) or is gone. An application erased since leaves its posting in
 * its id (`{uid}__{slug}`, or the uid for the specification's posting).
 */
export function addOfferPosting(id: string): Promise<'added' | 'already'> {
  return inTransaction(async (tx) => {
    const offer = await readOfferIn(tx, id);
    if (!offer || offer.job_slug) return 'already';
    const application = await readApplicationIn(tx, offer.application_id);
    updateOfferIn(tx, id, {
      job_slug: application?.job_slug ?? applicationIdParts(offer.application_id, DEFAULT_RECRUITING_SLUG).jobSlug,
    });
    return 'added';
  });
}
