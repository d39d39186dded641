import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query';

/**
 * Layout route around every signed-in and admin screen (and /profile): loaded lazily, it brings
 * TanStack Query, which the public pages never load.
 */
export default function QueryScope() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
