import { useState, type FormEvent } from 'react';
import { GST_LABEL_MAX } from '#src/shared/constants';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { EMPTY_RATE, rateRequest, type RateDraft, type RateErrors } from './rate-draft';

const M = ADMIN_GST_TEXT.rates;
/** The rate box: where the focus goes after a removal (the removed row's button is gone). */
export const NEW_RATE_ID = 'gst-rate-new';
const NEW_LABEL_ID = 'gst-rate-new-label';

/**
 * Adds a rate: the rate in percent and its name, checked here as the server checks them (each wrong field says why
 * under it and the first one gets the focus); the server's refusal (the rate exists) goes to the alert bar.
 */
export function AddRateForm({ onAdd }: { onAdd: (body: { rateBps: number; label: string }) => Promise<boolean> }) {
  const [draft, setDraft] = useState<RateDraft>(EMPTY_RATE);
  const [errors, setErrors] = useState<RateErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = rateRequest(draft);
    if (request.errors) {
      setErrors(request.errors);
      document.getElementById(request.errors.rate ? NEW_RATE_ID : NEW_LABEL_ID)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const done = await onAdd(request.body);
    setBusy(false);
    if (done) setDraft(EMPTY_RATE);
  };
  const edit = (field: keyof RateDraft, value: string) => {
    setDraft({ ...draft, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={M.addTitle}
      noValidate
      className="grid gap-4 p-4 sm:grid-cols-[minmax(8rem,1fr)_minmax(12rem,2fr)_auto]"
    >
      <Field
        id={NEW_RATE_ID}
        label={M.rate}
        hint={M.rateHint}
        error={errors.rate}
        value={draft.rate}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => edit('rate', event.target.value)}
      />
      <Field
        id={NEW_LABEL_ID}
        label={M.label}
        error={errors.label}
        value={draft.label}
        maxLength={GST_LABEL_MAX + 10}
        autoComplete="off"
        onChange={(event) => edit('label', event.target.value)}
      />
      <div className="sm:pt-7">
        <Button type="submit" busy={busy} busyText={M.add}>
          {M.add}
        </Button>
      </div>
    </form>
  );
}
