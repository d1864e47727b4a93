/**
 * The back office's rights (issue 28 §4, decision 045): each admin endpoint's contract names the one permission it
 * needs (`auth: { permission: 'catalogue' }`), and a role is a named set of permissions. The two roles of today,
 * `admin` and `staff`, grant exactly the rights their old levels gave: staff work the orders (with their refunds) and
 * look up customers; admins may do everything. Contracts, server and web read these names from here only.
 */
export const PERMISSIONS = [
  /** Products, variants (price, old price and stock inline), images, categories, banners, the catalogue CSVs. */
  'catalogue',
  /** The stock overview: how many products, what is low or out of stock. */
  'stock',
  /**
   * The orders list, detail, status, picking (unavailable or substituted lines), slips, slots, the orders CSV, and
   * the dashboard of the orders' figures.
   */
  'orders',
  /** Money back to shoppers: an order's or a line's refund retried, the payments that need settling. */
  'refunds',
  /** The customers list and detail. */
  'customers',
  /** Delivery zones, weekly slots and closed dates. */
  'delivery',
  /** Hiding and showing shoppers' reviews. */
  'reviews',
  /** The newsletter's subscribers and their CSV (personal data kept for marketing, not for an order). */
  'newsletter',
  /** Coupons and automatic offers (issue 29 §2). */
  'promotions',
  /** The shop's own settings. */
  'settings',
  /** Reading the audit log. */
  'audit',
  /** Inviting staff, changing and removing their roles (`/admin/staff`; `npm run admin` for the first owner). */
  'staff',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The back-office roles (issue 31 §4, docs/decisions/059-staff-roles-and-invitations.md): `owner` (was `admin`:
 * everything), `manager` (runs the shop: everything but the staff and the shop's settings), `packer` (the orders and
 * the stock), and `staff` (the old staff role, kept with exactly its rights: orders, refunds, customers).
 */
export const ROLES = ['owner', 'manager', 'packer', 'staff'] as const;
/** A back-office role as `users.role` stores it; a shopper has none (null). */
export type Role = (typeof ROLES)[number];

/** What each role may do. Adding a role is one line here (and the value in `users.role`'s check). */
export const ROLE_PERMISSIONS: { readonly [R in Role]: readonly Permission[] } = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((permission) => permission !== 'staff' && permission !== 'settings'),
  packer: ['orders', 'stock'],
  staff: ['orders', 'refunds', 'customers'],
};

/** The role that may do everything, and of which the shop always keeps one (the last owner cannot be removed). */
export const OWNER_ROLE: Role = 'owner';

/** Whether a text names a role (the command line, an invitation's body). */
export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Whether a user with this role (null: a shopper) holds the permission. */
export function roleGrants(role: Role | null, permission: Permission): boolean {
  return role !== null && ROLE_PERMISSIONS[role].includes(permission);
}
