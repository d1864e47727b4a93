/**
 * A packer's order screen and fewer setup traps (issue 31 §3 and §6, docs/decisions/060). Back-office words, not
 * part of `TEXT` (like ADMIN_ORDERS_TEXT): every storefront page imports `TEXT`, and these would grow its first load.
 */
export const PACKER_SETUP_TEXT = {
  /** The order screen's line cards (§3). */
  lines: {
    quantity: (count: number) => `× ${count}`,
    quantityLabel: 'Quantity',
    each: (price: string) => `${price} each`,
    outOfStock: 'Also set this pack’s stock to 0 (none left on the shelf)',
    outOfStockHint: 'The shop stops selling it until you add stock again.',
    stockCleared: (item: string) => `${item} is marked unavailable and its stock is now 0`,
  },
  /** The money panel (§3): every figure a packer or the owner asks about, the server's own. */
  money: {
    items: 'Items',
    fee: 'Delivery fee',
    freeDelivery: 'Free',
    discounts: 'Discounts',
    none: 'None',
  },
  /** The timeline's line changes (§3). */
  timeline: {
    unavailable: (item: string) => `${item} marked unavailable`,
    substituted: (item: string, substitute: string) => `${item} substituted with ${substitute}`,
  },
  /** The default zone beside the grocer's own (§6): a far pincode would still check out. */
  zones: {
    warning: (name: string) =>
      `“${name}” still delivers to every pincode your zones do not name, so an order from anywhere can check out. ` +
      'Stop it once your own zones cover where you deliver.',
    stop: {
      title: (name: string) => `Stop delivering everywhere else (“${name}”)?`,
      body: 'Only the pincodes of your own zones can then check out. You can turn it on again by editing it.',
      confirm: 'Stop delivering elsewhere',
      keep: 'Keep delivering everywhere',
    },
    stopped: (name: string) => `“${name}” is off: only your own zones' pincodes can check out`,
  },
  /** Weekly slots on several weekdays at once, and a zone's week copied (§6). */
  slots: {
    sameZone: 'Choose another zone to copy this week to',
    weekTitle: 'Add a slot on several weekdays',
    weekdays: 'Weekdays',
    weekdaysHint: 'The same times and capacity on each weekday ticked: one slot each.',
    noWeekday: 'Tick at least one weekday',
    added: (count: number) => `${count} ${count === 1 ? 'slot' : 'slots'} added`,
    copyTitle: 'Copy this week to another zone',
    copyTo: 'Copy to',
    copy: 'Copy week',
    copied: (added: number, skipped: number, zone: string) =>
      `${added} ${added === 1 ? 'slot' : 'slots'} copied to ${zone}` +
      (skipped > 0 ? ` (${skipped} already there)` : ''),
    copyHint: 'The slots are added beside the other zone’s own; a slot it already has at the same times is kept.',
  },
} as const;
