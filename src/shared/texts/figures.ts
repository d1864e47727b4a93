/**
 * Figures net of refunds and discounts (issue 29 §4, docs/decisions/050): the back office's order money panel, the
 * dashboard's and customer page's hints, the order-per-row CSV. Admin pages import `FIGURES_TEXT` from here (not
 * part of `TEXT`, like the other back-office texts).
 */
export const FIGURES_TEXT = {
  money: {
    title: 'Money',
    caption: 'What was paid, given back and kept',
    amount: 'Order total',
    discount: 'Discount (coupons and offers)',
    refunded: 'Refunded',
    net: 'Net',
    /** The panel's summary line: `Refunded Rs X · Net Rs Y` (amounts already formatted). */
    summary: (refunded: string, net: string) => `Refunded ${refunded} · Net ${net}`,
    netHint: 'What the shop kept: the order total less every refund, or what was collected at the door.',
  },
  dashboard: {
    revenueHint: 'Net of refunds and discounts',
  },
  customers: {
    spent: 'Spent (net of refunds)',
  },
  csv: {
    exportTotals: 'CSV, one row per order',
    exportingTotals: 'Preparing…',
    downloadedTotals: 'The order totals CSV is downloaded',
  },
} as const;
