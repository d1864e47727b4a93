/** The back office's own endpoints: who is signed in and the overview (issue 14). It owns no tables. */
export { adminRoutes } from './admin.routes';
