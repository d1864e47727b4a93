import { translatable } from './language';

/**
 * The newsletter's words beyond the footer box (issue 16, docs/decisions/030): server answers, e-mails and the
 * confirm/unsubscribe pages. Not part of `TEXT`: the footer's own words stay in shell.ts, and these would grow
 * every page's first-load JavaScript; the two pages and the server import `NEWSLETTER_TEXT` from here.
 */
export const NEWSLETTER_TEXT_EN = {
  /** The subscribe answer, whatever the address's state (no enumeration). */
  checkInbox: 'Thank you! Please confirm your subscription with the link we have e-mailed you.',
  confirmed: 'Your subscription is confirmed. Welcome!',
  linkInvalid: 'This link is not valid or has expired. Please subscribe again from the footer of any page.',
  unsubscribed: 'You are unsubscribed and will get no more newsletters.',
  mail: {
    subject: (shop: string) => `Confirm your subscription to ${shop}`,
    intro: (shop: string) =>
      `Someone, hopefully you, asked to receive the ${shop} newsletter at this address. Please confirm with this link:`,
    validity: 'The link works for 7 days.',
    /** Without PUBLIC_URL the mail carries no link (never the request's Host), only the page's path after this. */
    introWithoutLink: (shop: string) =>
      `Someone, hopefully you, asked to receive the ${shop} newsletter at this address. To confirm, open the ${shop} website and add this to its address:`,
    ifNotYou: 'If this was not you, ignore this e-mail: you will not be subscribed.',
    signature: (shop: string) => `The ${shop} team`,
    welcomeSubject: (shop: string) => `Welcome to the ${shop} newsletter`,
    welcome: (shop: string) => `You are subscribed to the ${shop} newsletter. To stop receiving it, use this link:`,
    welcomeWithoutLink: (shop: string) =>
      `You are subscribed to the ${shop} newsletter. To stop receiving it, open the ${shop} website and add this to its address:`,
  },
  page: {
    confirmTitle: 'Confirm your subscription',
    confirmBody: (shop: string) => `Press the button to receive the ${shop} newsletter.`,
    confirmButton: 'Confirm subscription',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeBody: (shop: string) => `Press the button to stop receiving the ${shop} newsletter.`,
    unsubscribeButton: 'Unsubscribe',
    backHome: 'Continue shopping',
  },
} as const;

/** In the current language: the request's for the answers and mails, the page's for the two pages. */
export const NEWSLETTER_TEXT: typeof NEWSLETTER_TEXT_EN = translatable('newsletter', NEWSLETTER_TEXT_EN);
