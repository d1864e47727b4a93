import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { ADMIN_DELIVERY_TEXT } from '#src/shared/texts/admin-delivery';

export type BackOfficeRole = 'admin' | 'staff';

/**
 * The side navigation, in order. `role: 'admin'`: hidden from staff (their pages answer 404 for staff anyway).
 * Each item's page is a child route of routes/admin/layout.tsx (src/web/routes.ts).
 */
export const ADMIN_NAV = [
  { to: '/admin', label: ADMIN_TEXT.nav.overview, role: 'staff', end: true },
  { to: '/admin/orders', label: ADMIN_TEXT.nav.orders, role: 'staff', end: false },
  { to: '/admin/customers', label: ADMIN_CUSTOMERS_TEXT.nav.customers, role: 'staff', end: false },
  { to: '/admin/products', label: ADMIN_TEXT.nav.products, role: 'admin', end: false },
  { to: '/admin/categories', label: ADMIN_TEXT.nav.categories, role: 'admin', end: false },
  { to: '/admin/banners', label: ADMIN_TEXT.nav.banners, role: 'admin', end: false },
  { to: '/admin/import-export', label: ADMIN_TEXT.nav.importExport, role: 'admin', end: false },
  { to: '/admin/reviews', label: ADMIN_CUSTOMERS_TEXT.nav.reviews, role: 'admin', end: false },
  { to: '/admin/delivery', label: ADMIN_DELIVERY_TEXT.nav, role: 'admin', end: false },
  { to: '/admin/audit', label: ADMIN_TEXT.nav.audit, role: 'admin', end: false },
] as const satisfies readonly { to: string; label: string; role: BackOfficeRole; end: boolean }[];

export const navFor = (role: BackOfficeRole) => ADMIN_NAV.filter((item) => role === 'admin' || item.role === 'staff');
