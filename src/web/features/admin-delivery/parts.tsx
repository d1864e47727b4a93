import { type ReactNode } from 'react';
import { Button } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';

/** A labelled checkbox (the label is the whole line, so it is easy to hit). */
export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <label className={cn('flex items-center gap-2 text-[0.9375rem] text-slate-800', className)}>
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** A form's buttons: cancel (when it can close) and submit. */
export function FormButtons({
  busy,
  submit,
  cancel,
  onCancel,
}: {
  busy: boolean;
  submit: string;
  cancel?: string;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {onCancel ? (
        <Button variant="quiet" onClick={onCancel}>
          {cancel}
        </Button>
      ) : null}
      <Button type="submit" busy={busy} busyText={submit}>
        {submit}
      </Button>
    </div>
  );
}

// The confirm dialog is the back office's (features/admin), shared with the staff page.
export { ConfirmDialog, focusById, type Confirmation } from '#src/web/features/admin/index';

/** A heading line with buttons on the right, wrapping under it on a phone. */
export function HeadingRow({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-2">{children}</div>
      {actions ? <div className="flex flex-wrap items-center gap-1">{actions}</div> : null}
    </div>
  );
}
