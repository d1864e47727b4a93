/** Accounts: sign-up and sign-in, codes, password reset, Google, the profile. */
export { accountsRoutes } from './accounts.routes';
export { profileImagesOf } from './profile.service';
// The auth plugin's session check (src/server/plugins/auth.ts): who a verified token signs in, if anyone.
export { findSessionUser, type SessionClaims } from './sessions.service';
// Back-office roles: given by the command line only (scripts/admin.ts, decision 021).
export { accountExists, createAdmin, RoleError, setRole, userEmails, type RoleChange } from './roles.service';
// The back office's customers (docs/decisions/028): read-only, never a secret.
export { findCustomers, getCustomer, type CustomerRow } from './customers.service';
