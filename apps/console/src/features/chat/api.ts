import { skipToken, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { CHAT_HISTORY_LIMIT_DEFAULT, type ChatHistory } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { fileForm } from '../../shared/transport/file-form';

/** Every chat query sits under `chat`: the live connection refreshes them all at once. */
export const chatKeys = {
  all: ['chat'] as const,
  inboxes: () => [...chatKeys.all, 'inbox'] as const,
  inbox: (keyword: string) => [...chatKeys.inboxes(), keyword] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  histories: () => [...chatKeys.all, 'history'] as const,
  history: (conversationId: number) => [...chatKeys.histories(), conversationId] as const,
  buyer: (conversationId: number) => [...chatKeys.all, 'buyer', conversationId] as const,
};

/** Pages of a conversation: the newest first, each older one fetched before the previous. */
export type HistoryPages = InfiniteData<ChatHistory>;

// No keyword is every conversation: the query string leaves it out rather than sending it empty.
const fetchInbox = (keyword: string, limit: number | undefined, signal: AbortSignal) =>
  calls.get('Admin/Im/Inbox', { Keyword: keyword || undefined, Limit: limit }, { signal });

/** The conversations, latest first, narrowed to buyers whose nickname or email match. */
export function useInbox(keyword: string) {
  return useQuery({
    queryKey: chatKeys.inbox(keyword),
    queryFn: ({ signal }) => fetchInbox(keyword, undefined, signal),
    // The live connection keeps it current; a refetch would only reorder under the clerk.
    staleTime: Infinity,
  });
}

/** Buyer messages no clerk has read, for the menu badge and the dashboard. */
export function useChatUnread() {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => fetchInbox('', 1, signal),
    select: (inbox) => inbox.Unread,
    staleTime: Infinity,
  });
}

/** `Before` 0 asks for the newest messages. */
const NEWEST = 0;

export function useChatHistory(conversationId: number | undefined) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(conversationId ?? 0),
    queryFn:
      conversationId === undefined
        ? skipToken
        : ({ pageParam, signal }) =>
            calls.get(
              'Admin/Im/History',
              {
                ConversationId: conversationId,
                Before: pageParam === NEWEST ? undefined : pageParam,
                Limit: CHAT_HISTORY_LIMIT_DEFAULT,
              },
              { signal },
            ),
    initialPageParam: NEWEST,
    getNextPageParam: (page) => (page.HasMore ? page.Messages[0]?.Id : undefined),
    staleTime: Infinity,
  });
}

export function useChatBuyer(conversationId: number | undefined) {
  return useQuery({
    queryKey: chatKeys.buyer(conversationId ?? 0),
    queryFn:
      conversationId === undefined
        ? skipToken
        : ({ signal }) =>
            calls.get('Admin/Im/Buyer', { ConversationId: conversationId }, { signal }),
  });
}

/** A picture for a chat message; the message that shows it is sent over the socket. */
export const uploadChatPicture = (file: File) =>
  calls.upload('Upload/Image', fileForm(file), { Purpose: 'chat' });
