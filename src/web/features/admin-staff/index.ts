/** The back office's staff page (issue 31 §4, docs/decisions/059): members with their roles, invitations. */
export { StaffScreen } from './staff-screen';
