/**
 * The back office's endpoints (methods and paths) for the browser: replaced at build by the table as plain data
 * (vite.config.ts, `apiRouteTable`), like src/web/lib/api-routes.ts, and only in the admin pages' chunks.
 */
export { backOfficeRouteTable as default } from '#src/contracts/routes';
