/** The back office's newsletter subscribers page (issue 16, docs/decisions/030). */
export { SubscribersScreen } from './subscribers-screen';
