import { useNewsUnreadTotal } from './news-query';

/**
 * The News badge number: unread notices, own notifications and chat messages, 0 before the
 * counts arrive. Refreshed every minute, on return to the app and when chat messages arrive.
 */
export function useNewsCount(): number {
  return useNewsUnreadTotal().data ?? 0;
}
