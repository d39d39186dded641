// The route table: every route of the product, with its guard. Screens load lazily, so a page
// downloads only its own code; every signed-in and admin screen sits inside QueryScope (TanStack
// Query), which public pages never load.
import type { AnalyticsFlow } from '@careers/domain/analytics';
import { ROUTES } from '@careers/domain/shared';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth';
import { TEAM_ROUTES } from '../features/team';
import type { AdminArea } from './layout/AdminShell';
import { RootLayout } from './layout/RootLayout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Strips the leading '/admin/' (or another parent) from an absolute path, for a nested route. */
const under = (parent: string, path: string) => path.slice(parent.length + 1);

const queryScope = page(() => import('./layout/QueryScope'));

/** The admin shell of an area (one chunk for both areas). */
const adminShell = (area: AdminArea) => async () => {
  const { AdminShell } = await import('./layout/AdminShell');
  return { Component: () => <AdminShell area={area} /> };
};

/** A screen of the screening admin (one chunk a screen; Vite needs each import spelled out). */
const SCREENING_ADMIN_PAGES = {
  ScreeningDashboardPage: () => import('../features/screening-admin/components/ScreeningDashboardPage'),
  ScreeningApplicationsPage: () => import('../features/screening-admin/components/ScreeningApplicationsPage'),
  FullstackDashboardPage: () => import('../features/screening-admin/components/FullstackDashboardPage'),
  FullstackApplicationsPage: () => import('../features/screening-admin/components/FullstackApplicationsPage'),
  FullstackShortlistedPage: () => import('../features/screening-admin/components/FullstackShortlistedPage'),
  FullstackTeamPage: () => import('../features/screening-admin/components/FullstackTeamPage'),
  HumanReviewsPage: () => import('../features/screening-admin/components/HumanReviewsPage'),
  FairnessPage: () => import('../features/screening-admin/components/FairnessPage'),
};
const screeningAdmin = (name: keyof typeof SCREENING_ADMIN_PAGES) => page(SCREENING_ADMIN_PAGES[name]);

/** The Analytics screen of an admin area, of that area's flow (one chunk for both areas). */
const analytics = (flow: AnalyticsFlow) => async () => {
  const { default: AnalyticsPage } = await import('../features/analytics/components/AnalyticsPage');
  return { Component: () => <AnalyticsPage flow={flow} /> };
};

/**
 * What a page shows while its route's code loads on first paint: nothing, since each screen brings
 * its own loading state with its code. Only a page the server did not render paints this; a
 * rendered one hydrates once the router is ready (main.tsx). Named here because the router's
 * default renders the same nothing but warns in the console on every such load.
 */
const BeforeRouteCode = () => null;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: BeforeRouteCode,
    children: [
      // Public
      { path: ROUTES.home, lazy: page(() => import('../features/jobs/components/HomePage')) },
      { path: ROUTES.welcome, lazy: page(() => import('../features/welcome/components/WelcomePage')) },
      { path: ROUTES.signIn, lazy: page(() => import('../features/auth/components/SignInPage')) },
      { path: ROUTES.job, lazy: page(() => import('../features/jobs/components/JobDetailPage')) },
      { path: ROUTES.sales, lazy: page(() => import('../features/sales/components/SalesLandingPage')) },
      {
        path: ROUTES.privacy,
        lazy: async () => {
          const { default: LegalPage } = await import('../features/legal/components/LegalPage');
          return { Component: () => <LegalPage page="privacy" /> };
        },
      },
      {
        path: ROUTES.terms,
        lazy: async () => {
          const { default: LegalPage } = await import('../features/legal/components/LegalPage');
          return { Component: () => <LegalPage page="terms" /> };
        },
      },
      // Public, with live data for a signed-in visitor (shows 'Not Signed In' itself), and the
      // published figures of the automated assessment (a public call)
      {
        lazy: queryScope,
        children: [
          { path: ROUTES.profile, lazy: page(() => import('../features/profile/components/ProfilePage')) },
          {
            path: ROUTES.aiAssessment,
            lazy: page(() => import('../features/ai-assessment/components/AiAssessmentPage')),
          },
        ],
      },
      // Signed in
      {
        element: <RequireAuth />,
        children: [
          // The sales form and its confirmation call no API (local storage only)
          { path: ROUTES.salesApply, lazy: page(() => import('../features/sales/components/SalesApplyPage')) },
          { path: ROUTES.salesSuccess, lazy: page(() => import('../features/sales/components/SalesSuccessPage')) },
          {
            lazy: queryScope,
            children: [
              {
                path: ROUTES.apply,
                lazy: page(() => import('../features/recruiting/components/RecruitingApplicationPage')),
              },
              {
                path: ROUTES.application,
                lazy: page(() => import('../features/recruiting/components/MyRecruitingApplicationPage')),
              },
              { path: ROUTES.jobOffers, lazy: page(() => import('../features/offers/components/MyOffersPage')) },
              { path: ROUTES.jobOffer, lazy: page(() => import('../features/offers/components/OfferPage')) },
              { path: ROUTES.screening, lazy: page(() => import('../features/screening/components/ScreeningPage')) },
            ],
          },
        ],
      },
      // Any team role (the guard asks the server), in the site's own layout
      {
        lazy: queryScope,
        children: [
          {
            lazy: page(() => import('../features/team/components/RequireTeamRole')),
            children: [
              {
                path: TEAM_ROUTES.interviews,
                lazy: page(() => import('../features/team/components/MyInterviewsPage')),
              },
              {
                path: TEAM_ROUTES.interview,
                lazy: page(() => import('../features/team/components/ScorecardPage')),
              },
              {
                path: TEAM_ROUTES.hiring,
                lazy: page(() => import('../features/recruiting-admin/components/HiringPage')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('../components/NotFoundPage')) },
    ],
  },
  // Admin
  {
    lazy: queryScope,
    children: [
      {
        lazy: page(() => import('../features/auth/components/RequireAdmin')),
        children: [
          {
            path: ROUTES.admin.root,
            lazy: adminShell('recruiting'),
            children: [
              { index: true, element: <Navigate to={ROUTES.admin.dashboard} replace /> },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.dashboard),
                lazy: page(() => import('../features/recruiting-admin/components/RecruitingDashboardPage')),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.applications),
                lazy: page(() => import('../features/recruiting-admin/components/RecruitingApplicationsPage')),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.interviews),
                lazy: page(() => import('../features/recruiting-admin/components/RecruitingInterviewsPage')),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.jobOffers),
                lazy: page(() => import('../features/recruiting-admin/components/JobOffersPage')),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.positions),
                lazy: page(() => import('../features/jobs-admin/components/JobsAdminPage')),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.team),
                lazy: page(() => import('../features/recruiting-admin/components/OurTeamPage')),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.teamRoles),
                lazy: page(() => import('../features/team-admin/components/TeamRolesPage')),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.screening),
                lazy: screeningAdmin('ScreeningDashboardPage'),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.screeningDashboard),
                lazy: screeningAdmin('ScreeningDashboardPage'),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.screeningApplications),
                lazy: screeningAdmin('ScreeningApplicationsPage'),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.screeningHumanReviews),
                lazy: screeningAdmin('HumanReviewsPage'),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.fairness),
                lazy: screeningAdmin('FairnessPage'),
              },
              {
                path: under(ROUTES.admin.root, ROUTES.admin.analytics),
                lazy: analytics('recruiting'),
              },
            ],
          },
          {
            path: ROUTES.fullstackAdmin.root,
            lazy: adminShell('fullstack'),
            children: [
              { index: true, element: <Navigate to={ROUTES.fullstackAdmin.dashboard} replace /> },
              {
                path: under(ROUTES.fullstackAdmin.root, ROUTES.fullstackAdmin.dashboard),
                lazy: screeningAdmin('FullstackDashboardPage'),
              },
              {
                path: under(ROUTES.fullstackAdmin.root, ROUTES.fullstackAdmin.applications),
                lazy: screeningAdmin('FullstackApplicationsPage'),
              },
              {
                path: under(ROUTES.fullstackAdmin.root, ROUTES.fullstackAdmin.shortlisted),
                lazy: screeningAdmin('FullstackShortlistedPage'),
              },
              {
                path: under(ROUTES.fullstackAdmin.root, ROUTES.fullstackAdmin.team),
                lazy: screeningAdmin('FullstackTeamPage'),
              },
              {
                path: under(ROUTES.fullstackAdmin.root, ROUTES.fullstackAdmin.analytics),
                lazy: analytics('screening'),
              },
            ],
          },
        ],
      },
    ],
  },
];

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | undefined;

/**
 * The app's router, created on first use: creating it starts the first navigation (history
 * state, the route's lazy module), which a server-rendered page runs in a task of its own
 * (main.tsx).
 */
export function getRouter(): AppRouter {
  router ??= createBrowserRouter(routes);
  return router;
}
