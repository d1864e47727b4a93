import { CircleAlert } from '#src/web/components/ui/icons';
import { useState, type FormEvent } from 'react';
import type { TGstRate } from '#src/contracts/gst';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { Button } from '#src/web/components/ui/button';
import { percentOf } from '#src/shared/constants';
import { labelError } from './rate-draft';

const M = ADMIN_GST_TEXT.rates;

/** A rate's name, edited in its row: "Save name" sends it when it changed; a wrong name says why under the box. */
export function RenameRateForm({ rate, onRename }: { rate: TGstRate; onRename: (label: string) => Promise<boolean> }) {
  const [label, setLabel] = useState(rate.label);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `gst-rate-${rate.rateBps}-label`;
  const percent = percentOf(rate.rateBps);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = labelError(label);
    setError(wrong);
    if (wrong) return document.getElementById(id)?.focus();
    if (label.trim() === rate.label) return setLabel(rate.label);
    setBusy(true);
    await onRename(label.trim());
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-start gap-2">
      <div className="min-w-[10rem] flex-1">
        <input
          id={id}
          aria-label={M.nameOf(percent)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={label}
          autoComplete="off"
          onChange={(event) => {
            setLabel(event.target.value);
            setError(undefined);
          }}
          className="h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-[0.9375rem] text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 aria-[invalid=true]:border-red-600"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary" size="sm" busy={busy} aria-label={M.saveLabel(percent)}>
        {M.save}
      </Button>
    </form>
  );
}
