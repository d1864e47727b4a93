import { adminNotFound } from '#src/web/features/admin/index';

/** An unknown address under /admin: 404, shown by the layout (in the back office for its users, else the shop's). */
export function loader() {
  throw adminNotFound();
}

export default function AdminUnknown() {
  return null;
}
