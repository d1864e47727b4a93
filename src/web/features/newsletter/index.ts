/** The newsletter's confirm and unsubscribe pages (issue 16, docs/decisions/030). */
export { NewsletterLinkPage } from './newsletter-link-page';
