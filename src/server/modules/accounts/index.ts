/** Accounts: sign-up and sign-in, codes, password reset, Google, the profile. */
export { accountsRoutes } from './accounts.routes';
export { profileImagesOf } from './profile.service';
// The auth plugin's session check (src/server/plugins/auth.ts): who a verified token signs in, if anyone.
export { findSessionUser, type SessionClaims } from './sessions.service';
// Back-office roles: the first owner from the command line (scripts/admin.ts), staff invited from the back office
// (decisions 021, 059); every change audited.
export { accountExists, createAdmin, RoleError, setRole, userEmails, type RoleChange } from './roles.service';
export { adminStaffRoutes, staffInvitationRoutes } from './staff.routes';
// The back office's customers (docs/decisions/028): read-only, never a secret.
export { findCustomers, getCustomer, type CustomerRow } from './customers.service';
// Back-office users' opt-in to the shop's alerts by e-mail (issue 31 §1, docs/decisions/057).
export { orderMailRecipients, setStaffAlerts, staffAlertsOf } from './staff-alerts.repository';
// The language a shopper's e-mails are written in (issue 33): the account's saved one, else English.
export { mailLanguageOfAddress } from './language.service';
