/** The newsletter (issue 16, docs/decisions/030): double opt-in subscriptions, unsubscribe links, the admin list. */
export { adminNewsletterRoutes, newsletterRoutes } from './newsletter.routes';
export { unsubscribeLink } from './newsletter.service';
