/** The place-order workflow: the browser's order create and the provider's webhook (no tables of its own). */
export { checkoutRoutes } from './checkout.routes';
