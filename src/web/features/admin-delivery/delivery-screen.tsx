import { Plus } from '#src/web/components/ui/icons';
import { useState } from 'react';
import type { TAdminDelivery } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { PACKER_SETUP_TEXT } from '#src/shared/texts/packer-setup';
import { Button } from '#src/web/components/ui/button';
import { AdminPage, AdminPanel, DataTable, adminApi, useAdminAction } from '#src/web/features/admin/index';
import { type ZoneRequest } from './delivery-form';
import { ConfirmDialog, focusById, type Confirmation } from './parts';
import { UnsavedChangesGuard } from './unsaved';
import { ZoneForm } from './zone-form';

const T = ADMIN_DELIVERY_PAGE;
const Z = PACKER_SETUP_TEXT.zones;
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

  const fallback = zones.find((zone) => zone.isDefault);
  const ownActive = zones.some((zone) => !zone.isDefault && zone.active);
  // Issue 31 §6: the default zone serves every pincode no other zone names, so beside the grocer's own zones it
  // lets a far pincode check out. Stopping it is asked once the first own zone is saved, and warned about after.
  const stopFallback = (): Confirmation | null =>
    fallback
      ? {
          ...Z.stop,
          title: Z.stop.title(fallback.name),
          focusAfter: NEW_ZONE_ID,
          run: () =>
            run(
              () => adminApi.adminDelivery.updateZone({ params: { id: fallback.id }, body: { active: false } }),
              Z.stopped(fallback.name),
            ),
        }
      : null;
  const create = async (body: ZoneRequest) => {
    const firstOwn = !zones.some((zone) => !zone.isDefault);
    const done = await run(
      async () => {
        await adminApi.adminDelivery.createZone({ body: { ...body, name: body.name ?? '' } });
        close();
      },
      T.created(body.name ?? ''),
    );
    if (done && firstOwn && fallback?.active) setConfirmation(stopFallback());
    return done;
  };

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
        {fallback?.active && ownActive ? (
          <div
            className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            data-default-zone-warning
          >
            <p className="min-w-0 flex-1">{Z.warning(fallback.name)}</p>
            <Button variant="secondary" size="sm" onClick={() => setConfirmation(stopFallback())}>
              {Z.stop.confirm}
            </Button>
          </div>
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
