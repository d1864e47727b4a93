import { Trash2 } from '#src/web/components/ui/icons';
import { Pencil } from '#src/web/components/ui/back-office-icons';
import { useState } from 'react';
import type { TAdminClosedDate, TAdminZone } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { Badge } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { adminApi, useAdminAction } from '#src/web/features/admin/index';
import { ClosedDates } from './closed-dates';
import { dayText, type ClosedDraft, type ZoneRequest } from './delivery-form';
import { HeadingRow, focusById } from './parts';
import { ZoneForm } from './zone-form';

const T = ADMIN_DELIVERY_PAGE;
import { NEW_ZONE_ID, pincodesOf, zoneAnchor, type Ask } from './zone-names';
import { ZoneSlots } from './zone-slots';

/** The closed days of a zone (`zone`) or of the whole shop (null), with the form that closes another. */
export function ClosedDays({
  zone,
  closed,
  today,
}: {
  zone: TAdminZone | null;
  closed: readonly TAdminClosedDate[];
  today: string;
}) {
  const run = useAdminAction();
  const add = ({ day, note }: ClosedDraft) =>
    run(
      () => adminApi.adminDelivery.closeDate({ body: { zoneId: zone?.id ?? null, day, note } }),
      T.closedAdded(dayText(day)),
    );
  const reopen = (row: TAdminClosedDate) =>
    void run(() => adminApi.adminDelivery.reopenDate({ params: { id: row.id } }), T.reopened(dayText(row.day)));
  return (
    <ClosedDates
      label={zone ? T.closedDatesOf(zone.name) : T.shopClosed}
      where={zone ? zone.name : T.shopClosed}
      closed={closed}
      today={today}
      onAdd={add}
      onReopen={reopen}
    />
  );
}

/** One zone: its name and state, edit and delete (not the default zone's delete), its slots and closed days. */
export function ZoneSection({
  zone,
  closed,
  today,
  ask,
}: {
  zone: TAdminZone;
  closed: readonly TAdminClosedDate[];
  today: string;
  ask: Ask;
}) {
  const [editing, setEditing] = useState(false);
  const run = useAdminAction();
  const headingId = `${zoneAnchor(zone)}-title`;
  const editId = `${zoneAnchor(zone)}-edit`;
  const close = () => {
    setEditing(false);
    focusById(editId);
  };

  const update = (body: ZoneRequest) =>
    run(
      async () => {
        await adminApi.adminDelivery.updateZone({ params: { id: zone.id }, body });
        close();
      },
      T.saved(body.name ?? zone.name),
    );
  const remove = () =>
    ask({
      ...T.confirmZone,
      title: T.confirmZone.title(zone.name),
      run: () => run(() => adminApi.adminDelivery.removeZone({ params: { id: zone.id } }), T.removed(zone.name)),
      focusAfter: NEW_ZONE_ID,
    });

  return (
    <section
      id={zoneAnchor(zone)}
      aria-labelledby={headingId}
      className="mt-8 scroll-mt-20 rounded-2xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="border-b border-slate-200 px-4 py-3">
        <HeadingRow
          actions={
            <>
              <Button
                id={editId}
                variant="quiet"
                size="sm"
                aria-label={T.editZone(zone.name)}
                aria-expanded={editing}
                onClick={() => setEditing(!editing)}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {T.edit}
              </Button>
              {zone.isDefault ? null : (
                <Button
                  variant="quiet"
                  size="sm"
                  aria-label={T.deleteZone(zone.name)}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  onClick={remove}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {T.delete}
                </Button>
              )}
            </>
          }
        >
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {T.zoneSection(zone.name)}
          </h2>
          {zone.isDefault ? <Badge tone="info">{T.defaultBadge}</Badge> : null}
          {zone.active ? null : <Badge>{T.inactive}</Badge>}
        </HeadingRow>
        <p className="mt-1 text-sm text-slate-600">{pincodesOf(zone)}</p>
      </div>
      {editing ? (
        <div className="border-b border-slate-200 bg-slate-50">
          <ZoneForm
            zone={zone}
            title={T.zoneForm.editTitle(zone.name)}
            submitLabel={T.zoneForm.save}
            onSubmit={update}
            onCancel={close}
          />
        </div>
      ) : null}
      <div className="grid gap-8 p-4">
        <ZoneSlots zone={zone} ask={ask} />
        <div className="grid gap-3">
          <h3 className="font-bold text-slate-900">{T.closedDates}</h3>
          <ClosedDays zone={zone} closed={closed} today={today} />
        </div>
      </div>
    </section>
  );
}
