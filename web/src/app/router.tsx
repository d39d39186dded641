// The route table: every route of both specifications, with its guard. Screens load lazily,
// so a page downloads only its own code.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { placeholder } from '../components/PlaceholderPage';
import { RequireAdmin } from '../features/auth/components/RequireAdmin';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { RootLayout } from './layout/RootLayout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Public
      { path: '/', lazy: page(() => import('../features/jobs/components/HomePage')) },
      { path: '/welcome', lazy: page(() => import('../features/welcome/components/WelcomePage')) },
      { path: '/signin', lazy: page(() => import('../features/auth/components/SignInPage')) },
      { path: '/jobs/:slug', lazy: page(() => import('../features/jobs/components/JobDetailPage')) },
      { path: '/sales', lazy: page(() => import('../features/sales/components/SalesLandingPage')) },
      {
        path: '/privacy',
        lazy: async () => {
          const { default: LegalPage } = await import('../features/legal/components/LegalPage');
          return { Component: () => <LegalPage page="privacy" /> };
        },
      },
      {
        path: '/terms',
        lazy: async () => {
          const { default: LegalPage } = await import('../features/legal/components/LegalPage');
          return { Component: () => <LegalPage page="terms" /> };
        },
      },
      // Public, with live Firestore data for a signed-in visitor (shows 'Not Signed In' itself)
      {
        lazy: page(() => import('../components/FirestoreScope')),
        children: [{ path: '/profile', lazy: page(() => import('../features/profile/components/ProfilePage')) }],
      },
      // Signed in
      {
        element: <RequireAuth />,
        children: [
          // The sales form and its confirmation use no Firestore (local storage only)
          { path: '/sales/apply', lazy: page(() => import('../features/sales/components/SalesApplyPage')) },
          { path: '/success', lazy: page(() => import('../features/sales/components/SalesSuccessPage')) },
          {
            lazy: page(() => import('../components/FirestoreScope')),
            children: [
              {
                path: '/jobs/:slug/apply',
                lazy: page(() => import('../features/application/components/ApplicationPage')),
              },
              {
                path: '/application',
                lazy: page(() => import('../features/application/components/MyApplicationPage')),
              },
              { path: '/job-offers', lazy: placeholder('My Job Offers') },
              { path: '/job-offers/:offerId', lazy: placeholder('Job Offer') },
              { path: '/fullstack-screening', lazy: placeholder('Full-Stack Screening Application') },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('../components/NotFoundPage')) },
    ],
  },
  // Admin
  {
    element: <RequireAdmin />,
    children: [
      {
        lazy: page(() => import('../components/FirestoreScope')),
        children: [
          {
            path: '/admin',
            lazy: page(() => import('../features/admin/components/AdminLayout')),
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', lazy: placeholder('Admin Dashboard') },
              { path: 'applications', lazy: placeholder('All Applications') },
              { path: 'interviews', lazy: placeholder('Interview Management') },
              { path: 'job-offers', lazy: placeholder('Job Offers Management') },
              { path: 'team', lazy: placeholder('Our Team') },
              { path: 'fullstack-screening', lazy: placeholder('Full-Stack Screening Dashboard') },
              { path: 'fullstack-screening/dashboard', lazy: placeholder('Full-Stack Screening Dashboard') },
              { path: 'fullstack-screening/applications', lazy: placeholder('Screening Applications') },
            ],
          },
          {
            path: '/fullstack-admin',
            lazy: page(() => import('../features/screening-admin/components/FullstackAdminLayout')),
            children: [
              { index: true, element: <Navigate to="/fullstack-admin/dashboard" replace /> },
              { path: 'dashboard', lazy: placeholder('Full-Stack Admin Dashboard') },
              { path: 'applications', lazy: placeholder('Full-Stack Applications') },
              { path: 'shortlisted', lazy: placeholder('Shortlisted') },
              { path: 'team', lazy: placeholder('Full-Stack Team') },
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
