import { translatable } from './language';

/**
 * "Notify me" on a sold-out pack (issue 32 §4, docs/decisions/062): the product page's button and answers, and the
 * e-mail when the pack is back. Not part of `TEXT`: only the product page and the server import these.
 */
export const BACK_IN_STOCK_TEXT_EN = {
  notifyMe: 'Notify me',
  notifyMeHint: 'We will e-mail you once when this pack is back in stock.',
  requested: 'We will e-mail you when it is back in stock.',
  cancel: 'Don’t notify me',
  cancelled: 'You will not be e-mailed about this pack.',
  signIn: 'Please sign in to be told when it is back in stock',
  inStock: 'This pack is in stock: add it to your cart instead',
  variantNotFound: 'This pack was not found',
  requestNotFound: 'You are not waiting for this pack (it may be back in stock already)',
  tooMany: (max: number) => `You are waiting for ${max} packs already: remove one from a product page first`,
  mail: {
    subject: (shop: string, item: string) => `Back in stock at ${shop}: ${item}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (item: string) => `${item} is back in stock. Packs go fast: order while there are some.`,
    open: 'See it in the shop:',
    once: 'You asked to be told once; this is that e-mail. Ask again on the product page if it sells out before you order.',
  },
} as const;

/** In the current language: the product page's (its Hindi twin is in the browser's Hindi chunk) and the shopper's mail. */
export const BACK_IN_STOCK_TEXT: typeof BACK_IN_STOCK_TEXT_EN = translatable('back-in-stock', BACK_IN_STOCK_TEXT_EN);
