import { formatPrice } from '#src/shared/format-price';
import { translatable } from './language';

const rupees = formatPrice;

/**
 * Coupons' and offers' words for shoppers (issue 29 §2, docs/decisions/048): the code box, the reason each code is
 * refused, and the discount lines of the cart, checkout, order and e-mails. Not part of `TEXT`: only the cart,
 * checkout and order pages show them.
 */
export const COUPON_TEXT_EN = {
  codeLabel: 'Coupon code',
  codePlaceholder: 'Enter a coupon code',
  apply: 'Apply',
  remove: 'Remove',
  applied: (code: string) => `Coupon ${code} applied`,
  removed: 'Coupon removed',
  discounts: 'Discounts',
  totalAfterDiscounts: 'Total after discounts',
  discountLine: (label: string) => `Discount (${label})`,
  freeDelivery: 'Free delivery',
  /** Why a code gives nothing — each refusal its own message. */
  refusals: {
    unknown: (code: string) => `${code} is not a valid coupon code`,
    paused: (code: string) => `${code} is not available at the moment`,
    notYetValid: (code: string) => `${code} is not valid yet`,
    expired: (code: string) => `${code} has expired`,
    minimumOrder: (code: string, missing: number) => `Add ${rupees(missing)} more to use ${code}`,
    usedUp: (code: string) => `${code} has been used the maximum number of times`,
    usedByYou: (code: string) => `You have already used ${code} the maximum number of times`,
    firstOrderOnly: (code: string) => `${code} is for your first order only`,
  },
  codeRequired: 'Please enter a coupon code',
  /** Starting the payment with a code that no longer applies: told before anything is charged. */
  noLongerApplies: (reason: string) => `${reason}. Please remove the coupon to continue.`,
  /** Placing the order found the code gone (its last use taken while paying): refused and refunded. */
  lostWhilePaying: (code: string) =>
    `Sorry, coupon ${code} could no longer be used while you were paying. Your payment will be refunded; please check out again.`,
} as const;

export const COUPON_TEXT: typeof COUPON_TEXT_EN = translatable('coupons', COUPON_TEXT_EN);
