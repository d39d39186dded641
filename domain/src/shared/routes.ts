// The site's page paths, typed once: the route table, links, redirects and the server's
// `redirect_to` all read them from here.

/** A path built from a pattern's `:name` segments, e.g. fillPath('/jobs/:slug', { slug: 'x' }). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/**
 * A path with a query string of the parameters that have a value (none, no '?'), encoded:
 * withQuery('/api/x', { job_slug: 'a', after: undefined }) is '/api/x?job_slug=a'.
 */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const present = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return present.length > 0 ? `${path}?${new URLSearchParams(present).toString()}` : path;
}

/** Every page of the site. Patterns with `:param` are route-table patterns; use the builders to link. */
export const ROUTES = {
  home: '/',
  positions: '/#positions',
  about: '/#about',
  welcome: '/welcome',
  signIn: '/signin',
  privacy: '/privacy',
  /** The published summary of the automated screening assessment's fairness figures. */
  aiAssessment: '/ai-assessment',
  terms: '/terms',
  job: '/jobs/:slug',
  apply: '/jobs/:slug/apply',
  application: '/application',
  profile: '/profile',
  sales: '/sales',
  salesApply: '/sales/apply',
  salesSuccess: '/success',
  jobOffers: '/job-offers',
  jobOffer: '/job-offers/:offerId',
  screening: '/fullstack-screening',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    applications: '/admin/applications',
    interviews: '/admin/interviews',
    jobOffers: '/admin/job-offers',
    positions: '/admin/positions',
    team: '/admin/team',
    teamRoles: '/admin/team-roles',
    fairness: '/admin/fairness',
    /** The recruiting flow's pipeline figures: funnel, time in stage, time to hire, sources, offers. */
    analytics: '/admin/analytics',
    screening: '/admin/fullstack-screening',
    screeningDashboard: '/admin/fullstack-screening/dashboard',
    screeningApplications: '/admin/fullstack-screening/applications',
    screeningHumanReviews: '/admin/fullstack-screening/human-reviews',
  },
  fullstackAdmin: {
    root: '/fullstack-admin',
    dashboard: '/fullstack-admin/dashboard',
    applications: '/fullstack-admin/applications',
    shortlisted: '/fullstack-admin/shortlisted',
    team: '/fullstack-admin/team',
    /** The screening flow's pipeline figures, as /admin/analytics shows the recruiting flow's. */
    analytics: '/fullstack-admin/analytics',
  },
  /**
   * The hiring team's own pages: their interviews and each one's scorecard (any role), and the
   * applications of the postings a recruiter or hiring manager runs.
   */
  team: {
    interviews: '/team/interviews',
    interview: '/team/interviews/:applicationId',
    hiring: '/team/hiring',
  },
} as const;

/** The path of a job's detail page. */
export const jobPath = (slug: string) => fillPath(ROUTES.job, { slug });

/** The path of a job's application flow. */
export const applyPath = (slug: string) => fillPath(ROUTES.apply, { slug });

/** The path of one job offer. */
export const jobOfferPath = (offerId: string) => fillPath(ROUTES.jobOffer, { offerId });

/** The sign-in page that comes back to `path` afterwards. */
export const signInPath = (path: string) => `${ROUTES.signIn}?redirect=${encodeURIComponent(path)}`;
