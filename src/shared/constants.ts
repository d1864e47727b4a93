/**
 * Business constants: section 9 of the spec, plus the limits our decisions add. One source for server and web, one
 * file per area under constants/; every importer keeps importing '#src/shared/constants'.
 */
export * from './constants/storefront';
export * from './constants/accounts';
export * from './constants/media';
export * from './constants/mail';
export * from './constants/catalog';
export * from './constants/orders';
export * from './constants/payments';
export * from './constants/back-office';
export * from './constants/delivery';
export * from './constants/server';
