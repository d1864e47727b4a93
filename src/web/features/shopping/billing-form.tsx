import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import type { FormEvent, ReactNode } from 'react';
import { TEXT } from '#src/shared/texts';
import { type Billing, type BillingField } from './billing';
import { Field, SelectField } from '#src/web/components/ui/field';
import { INDIAN_STATES } from '#src/shared/indian-states';
import { GST_TEXT } from '#src/shared/texts/gst';

const T = SHOP_PAGES_TEXT;

type FieldSpec = {
  label: string;
  autoComplete: string;
  type?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  wide?: boolean;
};

/**
 * Labels and browser autofill hints; the phone is a number input and the e-mail an e-mail input (spec 5). Made at
 * render, so the labels are in the page's language (issue 33).
 */
const fields = (): Record<BillingField, FieldSpec> => ({
  fullName: { label: T.fullName, autoComplete: 'name', wide: true },
  country: { label: T.country, autoComplete: 'country-name', wide: true },
  streetAddressLine1: {
    label: T.streetAddress,
    autoComplete: 'address-line1',
    placeholder: T.streetLine1Placeholder,
    wide: true,
  },
  streetAddressLine2: {
    label: T.streetLine2Label,
    autoComplete: 'address-line2',
    placeholder: T.streetLine2Placeholder,
    wide: true,
  },
  city: { label: T.city, autoComplete: 'address-level2' },
  state: { label: T.state, autoComplete: 'address-level1' },
  zipCode: { label: T.zipCode, autoComplete: 'postal-code' },
  phoneNumber: { label: T.phoneNumber, autoComplete: 'tel', type: 'number', inputMode: 'tel' },
  email: { label: T.email, autoComplete: 'email', type: 'email', wide: true },
});

type Props = {
  id: string;
  values: Billing;
  invalid: BillingField | null;
  /** The message under the invalid field when it is not the spec's 'Please fill …' (a malformed e-mail). */
  invalidMessage?: string | null;
  disabled: boolean;
  /** Above the fields (the saved-address picker) and under them (Save this address). */
  before?: ReactNode;
  after?: ReactNode;
  onChange: (field: BillingField, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** 'Billing Details': the spec's nine fields; the page checks them in order on submit. */
export function BillingForm({
  id,
  values,
  invalid,
  invalidMessage,
  disabled,
  before,
  after,
  onChange,
  onSubmit,
}: Props) {
  return (
    <form
      id={id}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {T.billingDetails}
      </h2>
      {before}
      <div className="mt-5 grid gap-x-4 gap-y-5 sm:grid-cols-2">
        {Object.entries(fields()).map(([key, spec]) => {
          const field = key as BillingField;
          const error = invalid === field ? (invalidMessage ?? TEXT.checkout[field]) : null;
          // The place of supply (docs/decisions/053): a state or union territory of India, by its name.
          if (field === 'state')
            return (
              <SelectField
                key={field}
                id={`billing-${field}`}
                name={field}
                label={spec.label}
                autoComplete={spec.autoComplete}
                value={values[field]}
                disabled={disabled}
                error={error}
                onChange={(event) => onChange(field, event.target.value)}
              >
                <option value="">{GST_TEXT.chooseState}</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state.code} value={state.name}>
                    {state.name}
                  </option>
                ))}
                {values[field] && !INDIAN_STATES.some((state) => state.name === values[field]) ? (
                  <option value={values[field]}>{values[field]}</option>
                ) : null}
              </SelectField>
            );
          return (
            <Field
              key={field}
              id={`billing-${field}`}
              name={field}
              label={spec.label}
              type={spec.type ?? 'text'}
              inputMode={spec.inputMode}
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
              value={values[field]}
              readOnly={disabled}
              error={error}
              onChange={(event) => onChange(field, event.target.value)}
              className={spec.wide ? 'sm:col-span-2' : undefined}
            />
          );
        })}
      </div>
      {after}
    </form>
  );
}
