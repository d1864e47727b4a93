import { CalendarClock, CircleAlert } from '#src/web/components/ui/icons';
import type { Ref } from 'react';
import type { TDeliveryDay } from '#src/contracts/delivery';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import { Button } from '#src/web/components/ui/button';
import { Skeleton } from '#src/web/components/ui/skeleton';
import { SlotPicker } from './slot-picker';

const T = DELIVERY_PAGE_TEXT.checkout;

type Props = {
  ref?: Ref<HTMLElement>;
  /** The slots; null while they load or when they could not be read (`failed`). */
  days: TDeliveryDay[] | null;
  failed: boolean;
  onRetry: () => void;
  value: string | null;
  onChange: (slotId: string) => void;
  disabled: boolean;
  error: string | null;
};

/** The checkout's 'Delivery slot' card (issue 16), shown when the zip code's zone has slots. */
export function SlotStep({ ref, days, failed, onRetry, value, onChange, disabled, error }: Props) {
  const open = days?.some((day) => day.slots.some((slot) => slot.available)) ?? false;
  return (
    <section
      ref={ref}
      aria-labelledby="delivery-slot-title"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 sm:p-8"
    >
      <h2 id="delivery-slot-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarClock className="size-5 text-brand-600" aria-hidden="true" />
        {T.slotsTitle}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{T.slotsIntro}</p>
      {days ? (
        <>
          {open ? null : (
            <p className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {T.noSlots}
            </p>
          )}
          <SlotPicker days={days} value={value} onChange={onChange} disabled={disabled} error={error} />
        </>
      ) : failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm font-medium text-red-700">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {T.slotsFailed}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={T.loadingSlots} className="space-y-2">
          <Skeleton className="h-5 w-40" />
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        </div>
      )}
    </section>
  );
}
