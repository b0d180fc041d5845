import type { CallSpec } from '../call-spec';
import {
  AdminHistoryQuery,
  ChatBuyerProfile,
  ChatHistory,
  Conversation,
  ConversationQuery,
  HistoryQuery,
  Inbox,
  InboxQuery,
  MediaRequested,
  RequestMediaBody,
} from './index';

/** The chat calls of the call table (../calls.ts). */
export const CHAT_CALLS = {
  'Im/Conversation': { method: 'GET', data: Conversation, capability: 'chat' },
  'Im/History': { method: 'GET', query: HistoryQuery, data: ChatHistory, capability: 'chat' },
  'Admin/Im/Inbox': { method: 'GET', query: InboxQuery, data: Inbox, capability: 'chat' },
  'Admin/Im/History': {
    method: 'GET',
    query: AdminHistoryQuery,
    data: ChatHistory,
    capability: 'chat',
  },
  'Admin/Im/Buyer': {
    method: 'GET',
    query: ConversationQuery,
    data: ChatBuyerProfile,
    capability: 'chat',
  },
  'Diamonds/RequestMedia': {
    method: 'POST',
    body: RequestMediaBody,
    data: MediaRequested,
    capability: 'chat',
  },
} as const satisfies Record<string, CallSpec>;
