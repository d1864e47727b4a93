/** The cart's public surface: the shopper's lines at current prices, and what placing an order needs of them. */
export { cartRoutes } from './cart.routes';
export { cartLines, listCart, lockCartForCheckout, removeCartLines, type CartLine } from './cart.service';
export { addOrderedLines } from './buy-again';
export { assertLinesWithinMax } from './cart.variants';
export { overMaxPerOrder, quantitiesByVariant, shortOfStock, type StockLine } from './cart.stock';
