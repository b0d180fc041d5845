import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { titleKeyOf, type RouteHandle } from './routes';

/** The current page's title of §2, in the interface language. */
export function useRouteTitle() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle;
  return t(titleKeyOf(handle, new URLSearchParams(search)));
}

export function useRouteHandle() {
  return useMatches().at(-1)?.handle as RouteHandle;
}
