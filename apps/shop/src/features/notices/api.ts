import { type ChatHistory, type Notice, type NoticeKind, type NoticeList } from '@facet/contract';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { calls } from '../../shared/transport/http';
import { queryClient } from '../../shared/transport/query-client';
import { sessionStore } from '../accounts';
import { CHAT_HISTORY_CALL, chatHistoryQuery } from './chat-call';
import { newsKeys } from './news-query';

/** Notices per page: a couple of phone screens. */
export const NOTICE_PAGE_SIZE = 15;

type Paged = Pick<NoticeList, 'PageIndex' | 'PageSize' | 'Total'>;
const nextPageOf = (page: Paged) =>
  page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined;

const fetchNotices = (kind: NoticeKind, PageIndex: number, PageSize: number, signal: AbortSignal) =>
  calls.get('Im_SystemNotice/GetList', { Kind: kind, PageIndex, PageSize }, { signal });

/** Notices newest first: those published to every buyer, or the buyer's own notifications. */
export function useNoticeList(kind: NoticeKind) {
  return useInfiniteQuery({
    queryKey: newsKeys.list(kind),
    queryFn: ({ pageParam, signal }) => fetchNotices(kind, pageParam, NOTICE_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The newest notice of a kind, for the News page's entry to the notifications. */
export function useLatestNotice(kind: NoticeKind) {
  return useQuery({
    queryKey: newsKeys.latest(kind),
    queryFn: async ({ signal }) => (await fetchNotices(kind, 1, 1, signal)).List[0] ?? null,
  });
}

type NoticePages = InfiniteData<NoticeList>;

/** A notice already in a loaded list, to show while its own call is on its way. */
function cachedNotice(queryClient: QueryClient, id: number): Notice | undefined {
  for (const [, data] of queryClient.getQueriesData<NoticePages>({ queryKey: newsKeys.lists })) {
    const found = data?.pages?.flatMap((page) => page.List).find((notice) => notice.Id === id);
    if (found) return found;
  }
  return undefined;
}

/** One notice. Quiet: a withdrawn notice (NOT_FOUND) is a state the page shows. */
export function useNoticeDetail(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery<Notice>({
    queryKey: newsKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      calls.get('Im_SystemNotice/Detail', { Id: id ?? 0 }, { signal, quiet: true }),
    enabled: id !== null,
    placeholderData: () => (id === null ? undefined : cachedNotice(queryClient, id)),
  });
}

/** Marks notices read in every loaded list at once, so going back shows no stale dots. */
function markReadInLists(queryClient: QueryClient, isRead: (notice: Notice) => boolean) {
  queryClient.setQueriesData<NoticePages>({ queryKey: newsKeys.lists }, (data) => {
    if (!data?.pages) return data;
    return {
      ...data,
      pages: data.pages.map((page) => {
        const List = page.List.map((notice) =>
          !notice.Read && isRead(notice) ? { ...notice, Read: true } : notice,
        );
        const newlyRead = List.filter((notice, index) => notice !== page.List[index]).length;
        return { ...page, List, Unread: Math.max(0, page.Unread - newlyRead) };
      }),
    };
  });
  void queryClient.invalidateQueries({ queryKey: newsKeys.unread });
}

/** Opening a notice reads it. */
export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => calls.post('Im_SystemNotice/Read', { Id: id }),
    onSuccess: (_null, id) => {
      queryClient.setQueryData<Notice>(newsKeys.detail(id), (notice) =>
        notice ? { ...notice, Read: true } : notice,
      );
      markReadInLists(queryClient, (notice) => notice.Id === id);
    },
  });
}

/** "Mark all read" for the notices of one kind. */
export function useReadAllNotices(kind: NoticeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => calls.post('Im_SystemNotice/Read', { All: true, Kind: kind }),
    onSuccess: () => {
      markReadInLists(
        queryClient,
        (notice) => kind === 'all' || notice.Personal === (kind === 'personal'),
      );
      void queryClient.invalidateQueries({ queryKey: newsKeys.lists });
    },
  });
}

/** The conversation with customer service: its unread count and last message. */
export function useConversation() {
  return useQuery({
    queryKey: newsKeys.conversation,
    queryFn: ({ signal }) => calls.get('Im/Conversation', undefined, { signal }),
  });
}

/**
 * The conversation's history, newest page first: each next page holds the messages before the
 * oldest one loaded (scrolling up). Messages arriving live come from the chat connection.
 */
const chatHistory = infiniteQueryOptions({
  queryKey: newsKeys.history,
  queryFn: ({ pageParam, signal }) =>
    calls.get(CHAT_HISTORY_CALL, chatHistoryQuery(pageParam), { signal }),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (page: ChatHistory) => (page.HasMore ? page.Messages[0]?.Id : undefined),
  // Opening the chat shows what was said meanwhile on other devices too: only the answer the
  // page's opening asked for (its preload, below) is not asked for again.
  staleTime: 2_000,
});

export function useChatHistory() {
  return useInfiniteQuery(chatHistory);
}

/**
 * The history asked for as the app opens on the chat, beside the page's code (the route's
 * preload): the HTML may have asked already (first-call.ts), and the page's first render then
 * finds the conversation in the cache rather than drawing its loading state over the shell's
 * welcome.
 */
export function prefetchChatHistory() {
  if (sessionStore.get()) void queryClient.prefetchInfiniteQuery(chatHistory);
}
