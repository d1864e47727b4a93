import type { NotificationChannel } from './channel';
import { emailChannel } from './email';
import { webhookChannel } from './webhook';

/**
 * Every notification channel, in the order their rows are written. Adding one (a WhatsApp notice, an outgoing
 * webhook) is its folder or file beside `email.ts` and one line here (docs/ARCHITECTURE.md).
 */
export const CHANNELS: readonly NotificationChannel[] = [emailChannel, webhookChannel];
