import { Mail, Package, Search, Tag, Truck } from '#src/web/components/ui/icons';
import {
  FileSpreadsheet,
  FolderTree,
  History,
  Images,
  LayoutDashboard,
  MessageSquareText,
  ShoppingBag,
  Store,
  Users,
} from '#src/web/components/ui/back-office-icons';
import type { Icon } from '#src/web/components/ui/icon';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { ADMIN_NEWSLETTER_TEXT } from '#src/shared/texts/admin-newsletter';
import { ADMIN_SETTINGS_TEXT } from '#src/shared/texts/settings';
import { ADMIN_COUPONS_TEXT } from '#src/shared/texts/admin-coupons';
import { SEARCH_ADMIN_TEXT } from '#src/shared/texts/search';

export type BackOfficeRole = 'admin' | 'staff';

/**
 * The side navigation, in order. `role: 'admin'`: hidden from staff (their pages answer 404 for staff anyway).
 * Every item has its icon (shown before the label). Each item's page is a child route of routes/admin/layout.tsx (src/web/routes.ts).
 */
export const ADMIN_NAV = [
  { to: '/admin', icon: LayoutDashboard, label: ADMIN_TEXT.nav.overview, role: 'staff', end: true },
  { to: '/admin/orders', icon: ShoppingBag, label: ADMIN_TEXT.nav.orders, role: 'staff', end: false },
  { to: '/admin/customers', icon: Users, label: ADMIN_CUSTOMERS_TEXT.nav.customers, role: 'staff', end: false },
  { to: '/admin/products', icon: Package, label: ADMIN_TEXT.nav.products, role: 'admin', end: false },
  { to: '/admin/categories', icon: FolderTree, label: ADMIN_TEXT.nav.categories, role: 'admin', end: false },
  { to: '/admin/banners', icon: Images, label: ADMIN_TEXT.nav.banners, role: 'admin', end: false },
  { to: '/admin/search-synonyms', icon: Search, label: SEARCH_ADMIN_TEXT.nav, role: 'admin', end: false },
  { to: '/admin/import-export', icon: FileSpreadsheet, label: ADMIN_TEXT.nav.importExport, role: 'admin', end: false },
  { to: '/admin/reviews', icon: MessageSquareText, label: ADMIN_CUSTOMERS_TEXT.nav.reviews, role: 'admin', end: false },
  { to: '/admin/delivery', icon: Truck, label: ADMIN_DELIVERY_PAGE.nav, role: 'admin', end: false },
  { to: '/admin/coupons', icon: Tag, label: ADMIN_COUPONS_TEXT.nav, role: 'admin', end: false },
  { to: '/admin/newsletter', icon: Mail, label: ADMIN_NEWSLETTER_TEXT.nav, role: 'admin', end: false },
  { to: '/admin/settings', icon: Store, label: ADMIN_SETTINGS_TEXT.nav, role: 'admin', end: false },
  { to: '/admin/audit', icon: History, label: ADMIN_TEXT.nav.audit, role: 'admin', end: false },
] as const satisfies readonly { to: string; icon: Icon; label: string; role: BackOfficeRole; end: boolean }[];

export const navFor = (role: BackOfficeRole) => ADMIN_NAV.filter((item) => role === 'admin' || item.role === 'staff');
