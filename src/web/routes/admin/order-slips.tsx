import { Printer } from 'lucide-react';
import { Form } from 'react-router';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { PackingSlip, isDay, todayUtc } from '#src/web/features/admin-orders/index';
import { AdminPage, AdminPanel, adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/order-slips';

const T = ADMIN_ORDERS_TEXT.slip;

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(T.dayTitle, matches);
}

/** The day in the address (`?date=YYYY-MM-DD`, a UTC day); none or not a day: today. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('date');
  const date = isDay(asked) ? asked : todayUtc();
  return adminLoad({ context, request }, (api) => api.adminOrders.slips({ query: { date } }));
}

/** A day's packing slips: every confirmed order placed that day, one printed page each. */
export default function OrderSlips({ loaderData }: Route.ComponentProps) {
  const { date, slips, total } = loaderData;
  return (
    <AdminPage
      title={T.dayTitle}
      description={<span className="print:hidden">{T.dayIntro}</span>}
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
        {total === 0 ? T.none : T.count(slips.length, total)}
      </p>
      <div className="space-y-5 print:space-y-0">
        {slips.map((slip, index) => (
          <PackingSlip key={slip.id} slip={slip} first={index === 0} />
        ))}
      </div>
    </AdminPage>
  );
}
