// The screening form's page (/fullstack-screening) is rendered on the server for a signed-in
// candidate who has not sent an application (with their draft, if any): the page function verifies their session cookie and reads
// what the page's first render needs, the web app's server renderer turns it into HTML
// (web/src/app/server/render.tsx). This is what both agree on.
import type { SessionUser } from '../users/user';
import type { ScreeningDraftDocument } from './draft';
import type { ScreeningCheckExistingResponse } from './statuses';

/** What the page's first render reads, as the page function reads it for the verified user. */
export interface ScreeningPageData {
  user: SessionUser;
  /** The screening posting (the specification's: the page serves it without `?job=`). */
  jobSlug: string;
  /** What GET /api/fullstack-screening/check-existing answers the user. */
  check: ScreeningCheckExistingResponse;
  /** The user's saved draft, or null. */
  draft: ScreeningDraftDocument | null;
}

/** The server renderer of the screening page: its full HTML, from the built SPA shell. */
export type RenderScreeningPage = (input: { template: string; page: ScreeningPageData }) => Promise<string>;
