// What a signed-in candidate's server-rendered screens read for a verified user (the page function
// renders them from this): their own documents only.
import { isJobOpen, jobFlow } from '@careers/domain/jobs';
import { recruitingApplicationId, type ApplyPageData } from '@careers/domain/recruiting';
import {
  checkExistingResponse,
  DEFAULT_SCREENING_SLUG,
  screeningApplicationId,
  type ScreeningPageData,
} from '@careers/domain/screening';
import type { SessionUser } from '@careers/domain/users';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { readScreeningApplication } from '../stores/screening-applications';
import { readScreeningDraft } from '../stores/screening-drafts';
import { loadPublicPage } from './public-pages';
import { applicationStatus } from './recruiting';

/** The signed-in user as the browser's session holds them, from their verified token. */
function sessionUserOf(token: DecodedIdToken): SessionUser {
  return {
    uid: token.uid,
    email: token.email ?? null,
    displayName: typeof token.name === 'string' ? token.name : null,
    photoURL: token.picture ?? null,
    emailVerified: token.email_verified === true,
  };
}

/** The screening page's first render for the user `token` names: where they stand on the specification's posting, and their draft. */
export async function loadScreeningPage(token: DecodedIdToken): Promise<ScreeningPageData> {
  const jobSlug = DEFAULT_SCREENING_SLUG;
  const id = screeningApplicationId(token.uid, jobSlug);
  const [application, draft] = await Promise.all([readScreeningApplication(id), readScreeningDraft(id)]);
  return {
    user: sessionUserOf(token),
    jobSlug,
    check: checkExistingResponse(application?.fs_status ?? null),
    draft: draft ?? null,
  };
}

/**
 * The apply flow's first render for the user `token` names on the posting `slug`: the posting as
 * its public page reads it, and where they stand with it; null when that is not the first step of
 * an open recruiting posting (no such posting, a closed one, one of the screening flow, or an
 * application already made), which the browser renders.
 */
export async function loadApplyPage(
  token: DecodedIdToken,
  slug: string,
  now = new Date(),
): Promise<ApplyPageData | null> {
  const [page, status] = await Promise.all([
    loadPublicPage({ kind: 'job', slug }, now),
    applicationStatus(recruitingApplicationId(token.uid, slug)),
  ]);
  const job = page.kind === 'job' ? page.job : null;
  if (!job || !isJobOpen(job, now) || jobFlow(job) !== 'recruiting') return null;
  if (!status.ok || status.value.status !== 'new_user') return null;
  return { user: sessionUserOf(token), job, status: status.value };
}
