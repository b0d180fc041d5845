// The News section's three small pages share one chunk: each is little more than the notice
// list, and every lazy route costs every first screen its entry in the route table.
export { default as NewsPage } from './news.page';
export { default as NoticeDetailsPage } from './notice-details.page';
export { default as NotificationsPage } from './notifications.page';
