// The back office's catalogue tables: the product list (admin-list) and one product's reads and writes
// (admin-products), re-exported for the back office's services.
export * from './admin-list.repository';
export * from './admin-products.repository';
