import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { usePersonal, useSession } from '../features/accounts';
import { useApprovalWatch } from '../features/buyers';
import { PageLoading } from '../shared/ui/page-loading';
import { PageNavBar } from '../shared/ui/page-nav-bar';
import { UpdateBanner } from './update-banner';
import { AppTabBar } from './app-tab-bar';
import { PageTitle } from '../shared/routing/page-title';
import { paths } from '../shared/routing/paths';
import { PageErrorBoundary } from './route-error.page';
import { useCurrentRoute, useRouteTitle } from './use-route-title';

type LoginState = { from?: string } | null;

/**
 * The app shell of STYLE.md §8: a flex column with the navigation bar on top, the page
 * scrolling in the middle and the tab bar at the bottom. It also guards the routes.
 */
export function AppShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession();
  const { Page, handle } = useCurrentRoute();
  const title = useRouteTitle();

  // §4: with a stored session, the profile is reloaded on launch and merged over it.
  usePersonal();
  useApprovalWatch();

  useEffect(() => {
    document.title = `${title} · Facet`;
  }, [title]);

  if (handle.access === 'member' && !user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login} replace state={{ from } satisfies LoginState} />;
  }
  if (handle.access === 'guest' && user) {
    return <Navigate to={(location.state as LoginState)?.from ?? paths.home} replace />;
  }

  // The first page of a visit has nowhere to go back to but home.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <div className="app-shell">
      {!handle.customNav && <PageNavBar title={title} onBack={handle.tab ? undefined : goBack} />}
      {/* Focusable so that a page without links (an agreement) still scrolls by keyboard. */}
      <main className="app-body" key={location.pathname} tabIndex={0}>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <PageTitle value={title}>
              <Page />
            </PageTitle>
          </Suspense>
        </PageErrorBoundary>
      </main>
      <UpdateBanner />
      {handle.tab && <AppTabBar />}
    </div>
  );
}
