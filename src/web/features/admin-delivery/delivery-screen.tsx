import { Plus } from '#src/web/components/ui/icons';
import { useState } from 'react';
import type { TAdminDelivery } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { Button } from '#src/web/components/ui/button';
import { AdminPage, AdminPanel, DataTable, adminApi, useAdminAction } from '#src/web/features/admin/index';
import { type ZoneRequest } from './delivery-form';
import { ConfirmDialog, focusById, type Confirmation } from './parts';
import { UnsavedChangesGuard } from './unsaved';
import { ZoneForm } from './zone-form';

const T = ADMIN_DELIVERY_PAGE;
import { NEW_ZONE_ID } from './zone-names';
import { ZONE_COLUMNS } from './zone-columns';
import { ClosedDays, ZoneSection } from './zone-section';

/**
 * /admin/delivery (issue 16, docs/decisions/029): the zones at a glance and, per zone, its settings, weekly slots
 * and closed days; then the days the whole shop is closed. Every write goes through the adminDelivery API, says
 * its answer in the alert bar (a refusal such as a pincode another zone serves, 409, included) and reloads the
 * page's data. Deleting asks first; unsaved edits are guarded when leaving the page.
 */
export function DeliveryScreen({ settings, today }: { settings: TAdminDelivery; today: string }) {
  const { zones, closedDates, timeZone } = settings;
  const [creating, setCreating] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const run = useAdminAction();
  const close = () => {
    setCreating(false);
    focusById(NEW_ZONE_ID);
  };

  const create = (body: ZoneRequest) =>
    run(
      async () => {
        await adminApi.adminDelivery.createZone({ body: { ...body, name: body.name ?? '' } });
        close();
      },
      T.created(body.name ?? ''),
    );

  return (
    <UnsavedChangesGuard>
      <AdminPage
        title={T.title}
        description={T.intro(timeZone)}
        actions={
          <Button id={NEW_ZONE_ID} aria-expanded={creating} onClick={() => setCreating(!creating)}>
            <Plus className="size-4" aria-hidden="true" />
            {T.newZone}
          </Button>
        }
      >
        {creating ? (
          <AdminPanel className="mb-8">
            <ZoneForm
              zone={null}
              title={T.zoneForm.newTitle}
              submitLabel={T.zoneForm.add}
              onSubmit={create}
              onCancel={close}
            />
          </AdminPanel>
        ) : null}
        <h2 className="mb-3 text-lg font-bold text-slate-900">{T.zones}</h2>
        <DataTable caption={T.zones} columns={ZONE_COLUMNS} rows={zones} rowKey={(zone) => zone.id} />
        {zones.map((zone) => (
          <ZoneSection
            key={zone.id}
            zone={zone}
            closed={closedDates.filter((row) => row.zoneId === zone.id)}
            today={today}
            ask={setConfirmation}
          />
        ))}
        <AdminPanel className="mt-8 grid gap-3 p-4">
          <h2 className="text-lg font-bold text-slate-900">{T.shopClosed}</h2>
          <p className="text-sm text-slate-600">{T.shopClosedIntro}</p>
          <ClosedDays zone={null} closed={closedDates.filter((row) => row.zoneId === null)} today={today} />
        </AdminPanel>
      </AdminPage>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </UnsavedChangesGuard>
  );
}
