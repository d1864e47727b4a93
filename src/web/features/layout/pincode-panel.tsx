import { PincodeForm } from '#src/web/features/delivery/index';

/** The header's "Do we deliver to you?" panel (loaded on first open): the remembered pincode is checked at once. */
export default function PincodePanel({ pincode }: { pincode: string | null }) {
  return <PincodeForm initial={pincode} checkInitial={pincode !== null} titleAs="p" autoFocus />;
}
