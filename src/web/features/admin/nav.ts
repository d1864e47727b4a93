import { Mail, Package, Search, Tag, Truck } from '#src/web/components/ui/icons';
import {
  Bell,
  FileSpreadsheet,
  FolderTree,
  History,
  Images,
  ReceiptIndianRupee,
  LayoutDashboard,
  MessageSquareText,
  ShoppingBag,
  Store,
  Webhook,
  UserCog,
  Users,
} from '#src/web/components/ui/back-office-icons';
import type { Icon } from '#src/web/components/ui/icon';
import { roleGrants, type Permission, type Role } from '#src/shared/permissions';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { ADMIN_NEWSLETTER_TEXT } from '#src/shared/texts/admin-newsletter';
import { ADMIN_SETTINGS_TEXT } from '#src/shared/texts/admin-settings';
import { ADMIN_COUPONS_TEXT } from '#src/shared/texts/admin-coupons';
import { SEARCH_ADMIN_TEXT } from '#src/shared/texts/search';
import { ADMIN_NOTIFY_TEXT } from '#src/shared/texts/notify';
import { STAFF_TEXT } from '#src/shared/texts/clock-staff';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';

export type BackOfficeRole = Role;

/**
 * The side navigation, in order: each item names the permission its page needs (src/shared/permissions.ts), and a
 * role sees the items it may use (the others' pages answer 404 for it anyway); the overview is every role's.
 * Every item has its icon (shown before the label). Each item's page is a child route of routes/admin/layout.tsx (src/web/routes.ts).
 */
export const ADMIN_NAV = [
  { to: '/admin', icon: LayoutDashboard, label: ADMIN_TEXT.nav.overview, permission: null, end: true },
  { to: '/admin/orders', icon: ShoppingBag, label: ADMIN_TEXT.nav.orders, permission: 'orders', end: false },
  {
    to: '/admin/customers',
    icon: Users,
    label: ADMIN_CUSTOMERS_TEXT.nav.customers,
    permission: 'customers',
    end: false,
  },
  { to: '/admin/products', icon: Package, label: ADMIN_TEXT.nav.products, permission: 'catalogue', end: false },
  { to: '/admin/categories', icon: FolderTree, label: ADMIN_TEXT.nav.categories, permission: 'catalogue', end: false },
  { to: '/admin/banners', icon: Images, label: ADMIN_TEXT.nav.banners, permission: 'catalogue', end: false },
  { to: '/admin/search-synonyms', icon: Search, label: SEARCH_ADMIN_TEXT.nav, permission: 'catalogue', end: false },
  {
    to: '/admin/import-export',
    icon: FileSpreadsheet,
    label: ADMIN_TEXT.nav.importExport,
    permission: 'catalogue',
    end: false,
  },
  {
    to: '/admin/reviews',
    icon: MessageSquareText,
    label: ADMIN_CUSTOMERS_TEXT.nav.reviews,
    permission: 'reviews',
    end: false,
  },
  { to: '/admin/delivery', icon: Truck, label: ADMIN_DELIVERY_PAGE.nav, permission: 'delivery', end: false },
  { to: '/admin/coupons', icon: Tag, label: ADMIN_COUPONS_TEXT.nav, permission: 'promotions', end: false },
  { to: '/admin/newsletter', icon: Mail, label: ADMIN_NEWSLETTER_TEXT.nav, permission: 'newsletter', end: false },
  { to: '/admin/settings', icon: Store, label: ADMIN_SETTINGS_TEXT.nav, permission: 'settings', end: false },
  { to: '/admin/gst', icon: ReceiptIndianRupee, label: ADMIN_GST_TEXT.rates.nav, permission: 'settings', end: false },
  { to: '/admin/webhooks', icon: Webhook, label: ADMIN_NOTIFY_TEXT.navWebhooks, permission: 'settings', end: false },
  { to: '/admin/staff', icon: UserCog, label: STAFF_TEXT.page.nav, permission: 'staff', end: false },
  { to: '/admin/audit', icon: History, label: ADMIN_TEXT.nav.audit, permission: 'audit', end: false },
  { to: '/admin/notifications', icon: Bell, label: ADMIN_NOTIFY_TEXT.navNotifications, permission: null, end: false },
] as const satisfies readonly { to: string; icon: Icon; label: string; permission: Permission | null; end: boolean }[];

export const navFor = (role: BackOfficeRole) =>
  ADMIN_NAV.filter((item) => item.permission === null || roleGrants(role, item.permission));
