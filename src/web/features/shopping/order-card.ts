/** The white card every section of the order page sits in. */
export const ORDER_CARD = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 sm:p-6';
