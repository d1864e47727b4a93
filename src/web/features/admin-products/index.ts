/** The back office's product pages (issue 14): the list with inline edits, and the editor. */
export { ProductList } from './product-list';
export { ProductEditor } from './product-editor';
