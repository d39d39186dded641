// The screening page's data for a verified user (the page function renders it from this): where
// they stand on the specification's screening posting, and their saved draft.
import {
  checkExistingResponse,
  DEFAULT_SCREENING_SLUG,
  screeningApplicationId,
  type ScreeningPageData,
} from '@careers/domain/screening';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { readScreeningApplication } from '../stores/screening-applications';
import { readScreeningDraft } from '../stores/screening-drafts';

/** What the page's first render reads for the user `token` names (their own documents only). */
export async function loadScreeningPage(token: DecodedIdToken): Promise<ScreeningPageData> {
  const jobSlug = DEFAULT_SCREENING_SLUG;
  const id = screeningApplicationId(token.uid, jobSlug);
  const [application, draft] = await Promise.all([readScreeningApplication(id), readScreeningDraft(id)]);
  return {
    user: {
      uid: token.uid,
      email: token.email ?? null,
      displayName: typeof token.name === 'string' ? token.name : null,
      photoURL: token.picture ?? null,
      emailVerified: token.email_verified === true,
    },
    jobSlug,
    check: checkExistingResponse(application?.fs_status ?? null),
    draft: draft ?? null,
  };
}
