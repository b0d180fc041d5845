import { lazy } from 'react';

// The charts bring their library: their own chunk, so the console's first load stays small.
export const DashboardStats = lazy(() => import('./components/dashboard-stats'));
