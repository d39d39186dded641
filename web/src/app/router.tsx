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
      { path: '/welcome', lazy: placeholder('Welcome') },
      { path: '/signin', lazy: page(() => import('../features/auth/components/SignInPage')) },
      { path: '/jobs/:slug', lazy: page(() => import('../features/jobs/components/JobDetailPage')) },
      { path: '/sales', lazy: placeholder('Join Our Sales Team') },
      { path: '/profile', lazy: placeholder('Profile') },
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
      // Signed in
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('../components/FirestoreScope')),
            children: [
              { path: '/jobs/:slug/apply', lazy: placeholder('Application') },
              { path: '/application', lazy: placeholder('My Application') },
              { path: '/success', lazy: placeholder('Application Submitted') },
              { path: '/sales/apply', lazy: placeholder('Sales Application') },
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

export const router = createBrowserRouter(routes);
