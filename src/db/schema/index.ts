// Each server module owns the tables of its file(s) here (eslint.config.js, decision 016).
export * from './accounts';
export * from './addresses';
export * from './alerts';
export * from './audit';
export * from './cart';
export * from './catalog';
export * from './mail';
export * from './delivery';
export * from './invoices';
export * from './media';
export * from './newsletter';
export * from './orders';
export * from './payments';
export * from './promotions';
export * from './reviews';
export * from './settings';
export * from './wishlist';
