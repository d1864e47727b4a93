import type { TAddress } from '#src/contracts/addresses';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { SelectField } from '#src/web/components/ui/field';
import { addressLabel } from './checkout-memory';

const AB = SHOPPER_TEXT.addressBook;

/** The address book as a picker above the billing form; nothing when the book is empty. */
export function SavedAddressPicker({
  addresses,
  disabled,
  onPick,
}: {
  addresses: TAddress[];
  disabled: boolean;
  onPick: (id: string) => void;
}) {
  if (addresses.length === 0) return null;
  return (
    <SelectField
      id="billing-saved"
      label={AB.useSaved}
      className="mt-4"
      defaultValue=""
      disabled={disabled}
      onChange={(event) => onPick(event.target.value)}
    >
      <option value="" disabled>
        {AB.choose}
      </option>
      {addresses.map((address) => (
        <option key={address.id} value={address.id}>
          {addressLabel(address)}
        </option>
      ))}
    </SelectField>
  );
}

/** "Save this address" under the billing form. */
export function SaveAddressBox({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mt-5 flex items-center gap-3 text-sm font-semibold text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        className="size-5 rounded border-slate-300 accent-brand-600"
      />
      {AB.save}
    </label>
  );
}
