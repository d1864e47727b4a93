/**
 * The back office's shared parts (issue 14, decision 021), for every admin page:
 * - `adminLoad` in each admin route's loader (the API as the signed-in back-office user; 404 for anyone else);
 * - `adminApi` in the browser (writes: `adminApi.admin.…`), `useAlert()` for the answers, `errorText` for failures;
 * - `AdminPage` (title, description, primary action), `AdminPanel`, `DataTable` (sticky header), `Pager`;
 * - `FilterActions` (a filter form's apply and clear) and `FilteredTable` (count, table, pages) for list pages;
 * - `downloadFile` for a file answer (a CSV export) fetched with the user's token;
 * - `StatusBadge`/`statusLabel` (an order's status), `When`/`whenText` (an instant, on the shop's clock), `LINK` (a link's classes);
 * - `adminTitle` for a route's `meta`; `useAdminAction` (a write with its alert and reload), `useFocusAfterMove`;
 * - `ConfirmDialog` (asks before a deletion, then moves the focus) and `focusById` (a form just opened or closed).
 * Forms reuse `Field` (src/web/components/ui/field.tsx) and `errorText` (src/web/lib/errors.ts).
 */
export { adminApi } from './api';
export { downloadFile } from './download';
export { AdminNotFound } from './admin-not-found';
export { AdminPage, AdminPanel } from './admin-page';
export { ConfirmDialog, focusById, type Confirmation } from './confirm-dialog';
export { AdminShell, type BackOfficeUser } from './admin-shell';
export { DataTable, Pager, type Column } from './data-table';
export { FilterActions, FilteredTable } from './filtered-list';
export { adminLoad, adminNotFound, backOfficeToken } from './loader';
export { pageParam } from './page-param';
export { ADMIN_NAV, navFor, type BackOfficeRole } from './nav';
export { adminTitle } from './meta';
export { LINK, StatusBadge, statusLabel, When, whenText, type WhenPrecision } from './display';
export { AuditChange, changedFields } from './audit-change';
export { AuditEntries, auditHref } from './audit-entries';
export { useAdminAction, useFocusAfterMove, type MoveDirection } from './use-admin-action';
export { useInlineForm } from './use-inline-form';
export { useMay } from './use-may';
export { LiveOrders, orderSound, useOrderSound } from './live-orders';
