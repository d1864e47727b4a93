/** The back office's own endpoints: who is signed in, the overview and dashboard, customers (issues 14, 15). It owns no tables. */
export { adminRoutes } from './admin.routes';
