// Which application a call means: a candidate holds one per posting, in either flow.
// Each flow's specification posting keeps the id it always had, the candidate's uid, so every
// stored application and every specification call (which names no posting) keeps working
// unchanged; an application to any other posting is `{uid}__{slug}` (a slug is lower-case
// letters, digits and single hyphens, so the separator cannot occur in one). The recruiting and
// the screening ids are this one rule with their flow's specification posting.
import { JOB_SLUGS } from './jobs';

/** The posting a recruiting call means when it names none: the specification's. */
export const DEFAULT_RECRUITING_SLUG = JOB_SLUGS.marketingAnalyst;

/** The posting a screening call means when it names none: the specification's full-stack internship. */
export const DEFAULT_SCREENING_SLUG = JOB_SLUGS.fullstackEngineer;

const SEPARATOR = '__';

/** The id of `uid`'s application to `jobSlug`, where `specificationSlug` is the flow's posting that keeps the uid. */
function postingApplicationId(uid: string, jobSlug: string, specificationSlug: string): string {
  return jobSlug === specificationSlug ? uid : `${uid}${SEPARATOR}${jobSlug}`;
}

/**
 * The ids `prefix` + any of `uid`'s applications to postings other than the specification's span
 * (`[from, to)`): how the erase finds what names one after the applications themselves are gone
 * (the audit entries about them and their offers), whatever the postings were.
 */
export function otherApplicationIdsSpan(uid: string, prefix = ''): { from: string; to: string } {
  return { from: `${prefix}${uid}${SEPARATOR}`, to: `${prefix}${uid}${SEPARATOR}\uf8ff` };
}

/**
 * The candidate and the posting of the application id `id` of a flow whose specification posting
 * is `specificationSlug` (the inverse of the ids above): `{uid}` is that posting's, `{uid}__{slug}`
 * another's.
 */
export function applicationIdParts(id: string, specificationSlug: string): { uid: string; jobSlug: string } {
  const at = id.indexOf(SEPARATOR);
  return at < 0
    ? { uid: id, jobSlug: specificationSlug }
    : { uid: id.slice(0, at), jobSlug: id.slice(at + SEPARATOR.length) };
}

/** The id of `uid`'s recruiting application to the posting `jobSlug`. */
export function recruitingApplicationId(uid: string, jobSlug: string = DEFAULT_RECRUITING_SLUG): string {
  return postingApplicationId(uid, jobSlug, DEFAULT_RECRUITING_SLUG);
}

/**
 * The id of `uid`'s screening application to the posting `jobSlug` (also of its status mirror and
 * its draft): the uid for `fullstack-engineer`, `{uid}__{slug}` for another screening posting.
 */
export function screeningApplicationId(uid: string, jobSlug: string = DEFAULT_SCREENING_SLUG): string {
  return postingApplicationId(uid, jobSlug, DEFAULT_SCREENING_SLUG);
}
