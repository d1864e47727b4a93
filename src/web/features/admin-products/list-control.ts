/** The product list's inputs (filters and the inline price and stock cells). */
export const LIST_CONTROL =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none';
