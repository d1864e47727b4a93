import { ROLES, type Role } from '#src/shared/permissions';
import { roleLabel } from '#src/shared/texts/admin';

/** The roles a select offers, in the order of `ROLES` (owner first), with the back office's names. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

export const isRoleValue = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** A select's value for "no role": removing the member from the back office. */
export const NO_ROLE = '';

export const SELECT =
  'h-10 w-40 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs outline-none ' +
  'hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/** The id of the page's Invite button: where the focus goes when the form closes or a row went away. */
export const INVITE_BUTTON_ID = 'staff-invite';
