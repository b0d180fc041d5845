import type { NoticeKind, NoticeUnread } from '@facet/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../accounts';
import { calls } from '../../shared/transport/http';
import { queryKeysFactory } from '@facet/web-client';

// The News tab's badge loads with the first screen: its query stays apart from the notice and
// chat calls of the news pages (api.ts), like the cart badge's (cart/cart-query.ts).

const newsScope = queryKeysFactory('news');
export const newsKeys = {
  ...newsScope,
  unread: [...newsScope.all, 'unread'] as const,
  lists: [...newsScope.all, 'list'] as const,
  list: (kind: NoticeKind) => [...newsScope.all, 'list', kind] as const,
  latest: (kind: NoticeKind) => [...newsScope.all, 'latest', kind] as const,
  conversation: [...newsScope.all, 'conversation'] as const,
  history: [...newsScope.all, 'history'] as const,
};

/** The badge follows notices published while the app is open: a look every minute. */
const UNREAD_REFRESH_MS = 60_000;

const unreadQuery = (signedIn: boolean) => ({
  queryKey: newsKeys.unread,
  // A badge nobody asked to refresh fails without a toast (see `background`).
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    calls.get('Im_SystemNotice/Unread', undefined, { signal, background: true }),
  enabled: signedIn,
  refetchInterval: UNREAD_REFRESH_MS,
  // Back in the app after a while: the badge may be out of date.
  refetchOnWindowFocus: true,
});

/** Unread published notices, own notices and chat messages, one count each. */
export function useNewsUnread() {
  return useQuery(unreadQuery(useSession() !== null));
}

/** The News tab's badge: all three together, re-rendering only when the sum changes. */
export function useNewsUnreadTotal() {
  return useQuery({
    ...unreadQuery(useSession() !== null),
    select: (unread: NoticeUnread) => unread.Published + unread.Personal + unread.Chat,
  });
}
