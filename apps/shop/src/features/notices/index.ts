export { useChatHistory } from './api';
export { newsKeys, useNewsUnreadTotal } from './news-query';
export { useRelativeTime } from './news-time';
export { useNewsCount } from './use-news-count';
