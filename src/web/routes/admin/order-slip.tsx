import { ArrowLeft, Printer } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { PackingSlip } from '#src/web/features/admin-orders/index';
import { AdminPage, adminLoad, adminTitle } from '#src/web/features/admin/index';
import { idParam } from '#src/web/lib/not-found';
import type { Route } from './+types/order-slip';

const T = ADMIN_ORDERS_TEXT.slip;

export function meta({ matches, params }: Route.MetaArgs) {
  return adminTitle(T.title(Number(params.id)), matches);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const slip = await adminLoad({ context, request }, (api) => api.adminOrders.slip({ params: { id } }));
  return { slip };
}

/** One order's packing slip; printed, only the slip (the shell hides itself in print). */
export default function OrderSlip({ loaderData }: Route.ComponentProps) {
  const { slip } = loaderData;
  return (
    <AdminPage
      title={T.title(slip.id)}
      actions={
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to={`/admin/orders/${slip.id}`} className={buttonClasses('quiet', 'md')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {T.backToOrder}
          </Link>
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {T.print}
          </Button>
        </div>
      }
    >
      <PackingSlip slip={slip} />
    </AdminPage>
  );
}
