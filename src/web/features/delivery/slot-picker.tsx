import { CircleAlert } from '#src/web/components/ui/icons';
import { useId, type KeyboardEvent } from 'react';
import type { TDeliveryDay } from '#src/contracts/delivery';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import { cn } from '#src/web/components/ui/cn';
import { slotDayLabel } from '#src/shared/delivery-slot';

const T = DELIVERY_PAGE_TEXT.checkout;

/** Whether a slots answer offers any slot at all (a zone without weekly slots has no slot step). */
export const hasSlots = (days: TDeliveryDay[]) => days.some((day) => day.slots.length > 0);

const dayHeading = (date: string, index: number) =>
  index === 0 ? T.today(slotDayLabel(date)) : index === 1 ? T.tomorrow(slotDayLabel(date)) : slotDayLabel(date);

const NEXT: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

type Props = {
  /** Today first, as `GET /api/delivery/slots` lists them. */
  days: TDeliveryDay[];
  value: string | null;
  onChange: (slotId: string) => void;
  disabled?: boolean;
  /** Why the step stops the checkout (no slot chosen), under the legend and tied to the group. */
  error?: string | null;
};

/**
 * The checkout's slot step: one radio per slot under its day's heading, each day a labelled radiogroup inside one
 * fieldset. The radios share one name, so the whole grid is one tab stop and the arrow keys walk the slots that can
 * be chosen across days (wrapping), choosing as they go. A slot that cannot be chosen — full, past its cut-off, on
 * a closed day — is disabled and says why in words ('Full', 'Booking closed', 'Closed'), not only in colour.
 */
export function SlotPicker({ days, value, onChange, disabled = false, error }: Props) {
  const id = useId();
  const name = `${id}-slot`;
  const errorId = `${id}-error`;

  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = NEXT[event.key];
    if (!step) return;
    event.preventDefault();
    const radios = [
      ...(event.currentTarget.form ?? event.currentTarget.closest('fieldset'))!.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${name}"]:not(:disabled)`,
      ),
    ];
    const at = radios.indexOf(event.currentTarget);
    const next = radios[(at + step + radios.length) % radios.length];
    if (!next || next === event.currentTarget) return;
    next.focus();
    onChange(next.value);
  };

  return (
    <fieldset disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{T.slotsLegend}</legend>
      {error ? (
        <p id={errorId} className="mb-3 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div className="space-y-5 sm:space-y-3">
        {days.map((day, index) =>
          day.slots.length === 0 ? null : (
            <div key={day.date} className="sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start sm:gap-3">
              <h3 id={`${id}-${day.date}`} className="mb-2 text-sm font-bold text-slate-900 sm:mb-0 sm:pt-3">
                {dayHeading(day.date, index)}
              </h3>
              <div
                role="radiogroup"
                aria-labelledby={`${id}-${day.date}`}
                className="grid grid-cols-2 gap-2 sm:grid-cols-3"
              >
                {day.slots.map((slot) => {
                  const checked = slot.id === value;
                  return (
                    <label
                      key={slot.id}
                      className={cn(
                        'relative flex cursor-pointer items-start gap-2.5 rounded-xl border px-3 py-2.5 transition-colors',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                        slot.available
                          ? checked
                            ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                            : 'border-slate-300 bg-white hover:border-brand-600'
                          : 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50',
                      )}
                    >
                      <input
                        type="radio"
                        name={name}
                        value={slot.id}
                        checked={checked}
                        disabled={!slot.available}
                        onChange={() => onChange(slot.id)}
                        onKeyDown={move}
                        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                      />
                      <span className="min-w-0">
                        <span
                          className={cn(
                            'block font-semibold tabular-nums',
                            slot.available ? 'text-slate-900' : 'text-slate-600 line-through decoration-slate-400',
                          )}
                        >
                          {slot.startTime}–{slot.endTime}
                        </span>
                        <span
                          className={cn(
                            'block text-xs',
                            slot.available ? 'text-slate-600' : 'font-semibold text-slate-700',
                          )}
                        >
                          {slot.available ? T.placesLeft(slot.remaining) : slot.reasonText}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </div>
          ),
        )}
      </div>
    </fieldset>
  );
}
