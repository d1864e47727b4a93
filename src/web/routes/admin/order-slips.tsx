import { Printer } from '#src/web/components/ui/icons';
import { Form } from 'react-router';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { slotDayLabel, slotLabel } from '#src/shared/delivery-slot';
import { PackingSlip, isSlotId, slipsDay } from '#src/web/features/admin-orders/index';
import { AdminPage, AdminPanel, adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/order-slips';

const T = ADMIN_ORDERS_TEXT.slip;

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(T.dayTitle, matches);
}

/**
 * A delivery slot's slips (`?slot=<template id>@<YYYY-MM-DD>`, issue 16), else the day's in the address
 * (`?date=YYYY-MM-DD`, a shop day); none or not a day: today on the shop's clock (decision 058).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const slot = params.get('slot');
  const asked = params.get('date');
  const query = isSlotId(slot) ? { slot } : { date: slipsDay(asked, context.publicConfig.timeZone) };
  return adminLoad({ context, request }, (api) => api.adminOrders.slips({ query }));
}

/** A day's packing slips, or a delivery slot's: every confirmed order placed that day (or booked into it). */
export default function OrderSlips({ loaderData }: Route.ComponentProps) {
  const { date, slot, slips, total } = loaderData;
  const booked = slot ? slips.find((candidate) => candidate.slot?.id === slot)?.slot : null;
  const slotText = slot ? (booked ? slotLabel(booked) : slotDayLabel(date)) : null;
  return (
    <AdminPage
      title={slotText ? T.slotTitle(slotText) : T.dayTitle}
      description={<span className="print:hidden">{slotText ? T.slotIntro : T.dayIntro}</span>}
      actions={
        slips.length > 0 ? (
          <Button className="print:hidden" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {T.printAll}
          </Button>
        ) : null
      }
    >
      <AdminPanel className="mb-5 p-4 print:hidden">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <Field id="slips-date" name="date" type="date" label={T.day} defaultValue={date} required />
          <Button type="submit" variant="secondary" className="mb-px h-12">
            {T.show}
          </Button>
        </Form>
      </AdminPanel>
      <p className="mb-4 text-sm font-semibold text-slate-700 print:hidden" aria-live="polite">
        {total === 0 ? (slot ? T.slotNone : T.none) : T.count(slips.length, total)}
      </p>
      <div className="space-y-5 print:space-y-0">
        {slips.map((slip, index) => (
          <PackingSlip key={slip.id} slip={slip} first={index === 0} />
        ))}
      </div>
    </AdminPage>
  );
}
