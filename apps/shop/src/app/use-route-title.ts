import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeAt, titleKeyOf } from './routes';

/** The route at the current location: its page and what the shell needs to know of it. */
export function useCurrentRoute() {
  // `routeAt` always answers: anything unknown is the `*` route.
  return routeAt(useLocation().pathname)!;
}

/** The current page's title of §2, in the interface language. */
export function useRouteTitle() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return t(titleKeyOf(useCurrentRoute().handle, new URLSearchParams(search)));
}
