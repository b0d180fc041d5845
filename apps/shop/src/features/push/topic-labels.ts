import type { PushTopic } from '@facet/contract';

/** What the Settings page calls each topic a phone may be told of. */
export const TOPIC_LABELS = {
  'order.status_changed': 'push.topics.orders',
  'chat.replied': 'push.topics.chat',
  'hold.expiring': 'push.topics.holds',
  'saved_search.matched': 'push.topics.savedSearches',
  'offer.answered': 'push.topics.offers',
  'memo.due': 'push.topics.memos',
} as const satisfies Record<PushTopic, string>;
