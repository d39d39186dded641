// The apply flow's first step (/jobs/{slug}/apply) is rendered on the server for a signed-in
// candidate who has not applied to an open recruiting posting: the page function verifies their
// session cookie and reads what the page's first render needs, the web app's server renderer
// turns it into HTML (web/src/app/server/render.tsx). This is what both agree on.
import type { Job } from '../jobs/jobs';
import type { Serialized } from '../shared/serialize';
import type { SessionUser } from '../users/user';
import type { ApplicationStatusResponse } from './model';

/** What the page's first render reads, as the page function reads it for the verified user. */
export interface ApplyPageData {
  user: SessionUser;
  /** The posting, as its public page reads it. */
  job: Serialized<Job>;
  /** What POST /api/check-application-status answers the user for the posting. */
  status: ApplicationStatusResponse;
}

/** The server renderer of the apply page: its full HTML, from the built SPA shell. */
export type RenderApplyPage = (input: { template: string; page: ApplyPageData }) => Promise<string>;
