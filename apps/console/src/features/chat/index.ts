export { useChatUnread } from './api';
export { LiveChatProvider } from './live-chat-provider';
