/** Development only: the e-mail outbox page (not part of the API). */
export { devRoutes } from './dev.routes';
