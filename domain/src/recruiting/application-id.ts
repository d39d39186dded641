// Which recruiting application a call means: a candidate holds one per posting (issue 33). The
// specification's posting keeps the id it always had, the candidate's uid, so every stored
// application and every specification call (which names no posting) keeps working unchanged; an
// application to any other posting is `{uid}__{slug}` (a slug is lower-case letters, digits and
// single hyphens, so the separator cannot occur in one).
import { JOB_SLUGS } from '../jobs/jobs';

/** The posting a recruiting call means when it names none: the specification's. */
export const DEFAULT_RECRUITING_SLUG = JOB_SLUGS.marketingAnalyst;

const SEPARATOR = '__';

/**
 * The ids `prefix` + any of `uid`'s applications to postings other than the specification's span
 * (`[from, to)`): how the erase finds what names one after the applications themselves are gone
 * (the audit entries about them and their offers), whatever the postings were.
 */
export function otherApplicationIdsSpan(uid: string, prefix = ''): { from: string; to: string } {
  return { from: `${prefix}${uid}${SEPARATOR}`, to: `${prefix}${uid}${SEPARATOR}\uf8ff` };
}

/** The id of `uid`'s recruiting application to the posting `jobSlug`. */
export function recruitingApplicationId(uid: string, jobSlug: string = DEFAULT_RECRUITING_SLUG): string {
  return jobSlug === DEFAULT_RECRUITING_SLUG ? uid : `${uid}${SEPARATOR}${jobSlug}`;
}
