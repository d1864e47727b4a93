/**
 * The back office's words (issue 14, decision 021). Not part of `TEXT`: every storefront page imports `TEXT`, and
 * the admin screens' words would grow the shop's first-load JavaScript. Admin pages and the admin endpoints import
 * `ADMIN_TEXT` from here; lint treats it like `TEXT` (no literal messages in errors).
 */
export const ADMIN_TEXT = {
  backOffice: 'Back office',
  /** The side navigation, in order. */
  nav: {
    label: 'Back office',
    overview: 'Overview',
    orders: 'Orders',
    products: 'Products',
    categories: 'Categories',
    banners: 'Banners',
    importExport: 'Import / export',
    audit: 'Audit log',
  },
  viewShop: 'View shop',
  signedInAs: (name: string, role: string) => `${name} · ${role}`,
  roles: { owner: 'Owner', manager: 'Manager', packer: 'Packer', staff: 'Staff' } as Record<string, string>,
  openMenu: 'Open navigation',
  closeMenu: 'Close navigation',
  skipToContent: 'Skip to content',
  notFoundTitle: 'Not available',
  notFoundBody: 'This page does not exist, or your role cannot open it.',
  backToOverview: 'Back to the overview',
  overview: {
    title: 'Overview',
    intro: 'The catalogue at a glance.',
    products: 'Products',
    lowStock: 'Low-stock packs',
    lowStockHint: (threshold: number) => `1 to ${threshold} left`,
    outOfStock: 'Sold-out packs',
    outOfStockHint: 'None left',
  },
  table: {
    empty: 'Nothing to show',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Previous page',
    next: 'Next page',
    pagination: 'Pages',
  },
  /** `npm run admin` (scripts/admin.ts). */
  cli: {
    usage: `Usage:
  npm run admin -- create --email E --name N [--password-stdin]
      Creates a verified owner account (the password is asked on the terminal, or read from stdin with
      --password-stdin), or makes an existing account an owner (its password stays).
  npm run admin -- role --email E --role owner|manager|packer|staff|none
      Gives an existing account a back-office role, or takes it away (none). "admin" still means owner.
Every role change is written to the audit log (by "command line"). Invite staff from the back office (/admin/staff).
Uses the server's configuration: DATABASE_URL, else the embedded database under DATA_DIR (default ./data; stop
the server first). Migrates the database first.`,
    invalidEmail: (email: string) => `"${email}" is not a valid e-mail address`,
    nameNeeded: 'A new account needs a name: --name "Your Name"',
    passwordNeeded: 'A new account needs a password',
    passwordPrompt: 'Password for the new owner (at least 8 characters): ',
    passwordAgain: 'Password again: ',
    passwordsDiffer: 'The two passwords differ',
    noTerminal: 'No terminal to ask the password on: pipe it in with --password-stdin',
    noAccount: (email: string) => `No account with the e-mail ${email}: create it first (npm run admin -- create)`,
    badRole: (role: string) => `Unknown role "${role}": use owner, manager, packer, staff or none`,
    missing: (option: string) => `Missing --${option}`,
    unknownCommand: (command: string) => `Unknown command "${command}"`,
    created: (email: string) => `Created the owner account ${email} (verified). Sign in at /signIn, then open /admin.`,
    promoted: (email: string) => `${email} is now an owner (password unchanged). The back office is at /admin.`,
    lastOwner: (email: string) => `${email} is the shop's last owner: make someone else an owner first`,
    roleSet: (email: string, role: string | null) =>
      role
        ? `${email} is now ${role === 'owner' ? 'an owner' : role === 'staff' ? 'staff' : `a ${role}`}.`
        : `${email} no longer has a back-office role.`,
  },
  audit: {
    title: 'Audit log',
    intro: 'Every change made in the back office: who, when, from where, and what it was before and after.',
    filters: 'Filters',
    entity: 'Entity',
    allEntities: 'Every entity',
    entityId: 'Entity id',
    actor: 'Changed by (e-mail)',
    apply: 'Apply filters',
    clear: 'Clear',
    when: 'When',
    who: 'Who',
    ip: 'IP',
    action: 'Action',
    change: 'Change',
    before: 'Before',
    after: 'After',
    nothing: '—',
    empty: 'No changes recorded yet.',
    emptyFiltered: 'No changes match these filters.',
    total: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`,
    caption: 'Back-office changes, newest first',
  },
} as const;

/** A role's name in the back office; a role the texts do not know yet shows as it is stored. */
export const roleLabel = (role: string): string => ADMIN_TEXT.roles[role] ?? role;
