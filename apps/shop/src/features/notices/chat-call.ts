import {
  CHAT_HISTORY_LIMIT_DEFAULT,
  type CallInput,
  type CallsBy,
  type ChatHistory,
} from '@facet/contract';
import { callPath } from '@facet/web-client';

/*
 * What the chat asks for first, in a module of its own: the history's query and the HTML's
 * first-paint script (src/boot) share it, the script without the query or the page.
 */

export const CHAT_HISTORY_CALL = 'Im/History' satisfies CallsBy<'GET'>;

/** A page of the conversation: the newest messages, or those before `before`. */
export const chatHistoryQuery = (before?: number) =>
  ({
    Before: before,
    Limit: CHAT_HISTORY_LIMIT_DEFAULT,
  }) satisfies CallInput<typeof CHAT_HISTORY_CALL>;

/** The newest page's address as the app's client writes it (a test holds them equal). */
export const CHAT_HISTORY_ADDRESS = `${callPath(CHAT_HISTORY_CALL)}?Limit=${CHAT_HISTORY_LIMIT_DEFAULT}`;

/** A conversation with nothing said yet: the chat shows its welcome. */
export const isEmptyConversation = (history: Partial<ChatHistory> | null | undefined) =>
  Array.isArray(history?.Messages) && history.Messages.length === 0 && history.HasMore === false;
