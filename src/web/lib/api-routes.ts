/**
 * The endpoints' methods and paths for the browser's client. The build replaces this module with the table as
 * plain data (vite.config.ts, `apiRouteTable`), so the zod schemas behind it never reach a page (decision 016).
 * The back office's groups are not in it (src/web/features/admin/api-routes.ts has them, decision 021).
 */
export { storefrontRouteTable as default } from '#src/contracts/routes';
