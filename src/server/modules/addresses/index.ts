/** The address book: a shopper's saved delivery addresses (docs/decisions/026). */
export { addressesRoutes } from './addresses.routes';
export { listAddresses } from './addresses.service';
