/** The back office's alerts screens (issue 31 §1, docs/decisions/057): my notifications, the webhooks. */
export { NotificationsScreen } from './notifications-screen';
export { WebhooksScreen } from './webhooks-screen';
