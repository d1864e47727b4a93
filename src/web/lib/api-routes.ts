/**
 * The endpoints' methods and paths for the browser's client. The build replaces this module with the table as
 * plain data (vite.config.ts, `apiRouteTable`), so the zod schemas behind it never reach a page (decision 016).
 */
export { routeTable as default } from '#src/contracts/routes';
