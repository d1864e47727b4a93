import { SHELL_TEXT } from './shell';
import { translatable } from './language';

/**
 * Delivery's words on the shopper's pages (issue 16): the pincode check (header panel, cart), the cart's and the
 * checkout's delivery rows, the checkout's slot step and the order page's slot. Not in `TEXT`, which is in the home
 * page's first-load JavaScript: only the code that shows them imports this file, and it loads on demand (the header's
 * panel on first open, the cart, checkout and order routes). Server answers are in `DELIVERY_TEXT` (delivery.ts).
 */
export const DELIVERY_PAGE_TEXT_EN = {
  check: {
    title: SHELL_TEXT.shell.deliveryQuestion,
    label: 'Pincode',
    placeholder: '560001',
    hint: 'Your 6-digit pincode',
    submit: 'Check',
    checking: 'Checking...',
    fee: (fee: string) => `Delivery fee ${fee}`,
    freeDelivery: 'Free delivery',
    freeFrom: (amount: string) => `free on orders of ${amount} or more`,
    minimum: (amount: string) => `Minimum order ${amount}`,
    change: 'Change pincode',
  },
  cart: {
    /** Under the Shipping row: where the fee is for. */
    deliveryTo: (pincode: string) => `Delivery to ${pincode}`,
    unavailable: 'Unavailable',
    addForFree: (amount: string) => `Add ${amount} more for free delivery`,
  },
  checkout: {
    deliveryFee: 'Delivery fee',
    enterPincode: 'Enter your pincode',
    checking: 'Checking...',
    forPincode: (pincode: string) => `For pincode ${pincode}`,
    slotsTitle: 'Delivery slot',
    slotsIntro: 'Choose when we deliver your order. We hold the slot for you while you pay.',
    slotsLegend: 'Choose a delivery slot',
    loadingSlots: 'Loading the delivery slots…',
    slotsFailed: 'The delivery slots could not be loaded. Please try again.',
    retry: 'Try again',
    noSlots: 'Every slot of the next 7 days is taken. Please try again later.',
    placesLeft: (n: number) => (n === 1 ? '1 place left' : `${n} places left`),
    today: (day: string) => `Today, ${day}`,
    tomorrow: (day: string) => `Tomorrow, ${day}`,
    /** The phone header's earliest slot (issue 32 §4): "Today 18:00–20:00", "Tomorrow 07:00–09:00", "Thu 26 Nov …". */
    earliest: (day: 'today' | 'tomorrow' | string, start: string, end: string) =>
      `${day === 'today' ? 'Today' : day === 'tomorrow' ? 'Tomorrow' : day} ${start}–${end}`,
  },
  order: {
    slot: 'Delivery slot',
    slotLine: (slot: string) => `Delivery slot: ${slot}`,
    deliveryFee: 'Delivery fee',
  },
} as const;

export const DELIVERY_PAGE_TEXT: typeof DELIVERY_PAGE_TEXT_EN = translatable('delivery-pages', DELIVERY_PAGE_TEXT_EN);
