import { Plus, Trash2 } from '#src/web/components/ui/icons';
import { Pencil } from '#src/web/components/ui/back-office-icons';
import { useState } from 'react';
import type { TAdminClosedDate, TAdminDelivery, TAdminSlotTemplate, TAdminZone } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { Badge } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { formatPrice } from '#src/web/lib/format';
import {
  AdminPage,
  AdminPanel,
  DataTable,
  LINK,
  adminApi,
  useAdminAction,
  type Column,
} from '#src/web/features/admin/index';
import { ClosedDates } from './closed-dates';
import { dayText, type ClosedDraft, type SlotRequest, type ZoneRequest } from './delivery-form';
import { ConfirmDialog, HeadingRow, focusById, type Confirmation } from './parts';
import { SlotForm } from './slot-form';
import { UnsavedChangesGuard } from './unsaved';
import { ZoneForm } from './zone-form';

const T = ADMIN_DELIVERY_PAGE;
type Ask = (confirmation: Confirmation) => void;

const NEW_ZONE_ID = 'delivery-new-zone';
const zoneAnchor = (zone: TAdminZone) => `zone-${zone.id}`;
const pincodesOf = (zone: TAdminZone) =>
  zone.isDefault ? T.everywhere : [...zone.codes, ...zone.prefixes.map((prefix) => `${prefix}…`)].join(', ') || T.none;
const slotName = (slot: TAdminSlotTemplate) => T.slotName(slot.weekday, slot.start, slot.end);

const ZONE_COLUMNS: Column<TAdminZone>[] = [
  {
    key: 'name',
    header: T.columns.name,
    className: 'min-w-[9rem]',
    cell: (zone) => (
      <a className={LINK} href={`#${zoneAnchor(zone)}`}>
        {zone.name}
      </a>
    ),
  },
  { key: 'pincodes', header: T.columns.pincodes, className: 'min-w-[10rem] max-w-[20rem]', cell: pincodesOf },
  {
    key: 'fee',
    header: T.columns.fee,
    className: 'whitespace-nowrap tabular-nums',
    cell: (zone) => formatPrice(zone.fee),
  },
  {
    key: 'freeFrom',
    header: T.columns.freeFrom,
    className: 'whitespace-nowrap tabular-nums',
    cell: (zone) => (zone.freeFrom === null ? T.never : formatPrice(zone.freeFrom)),
  },
  {
    key: 'minimum',
    header: T.columns.minimum,
    className: 'whitespace-nowrap tabular-nums',
    cell: (zone) => (zone.minimumOrder ? formatPrice(zone.minimumOrder) : T.none),
  },
  { key: 'slots', header: T.columns.slots, className: 'text-right tabular-nums', cell: (zone) => zone.slots.length },
  { key: 'status', header: T.columns.status, cell: (zone) => (zone.active ? T.active : T.inactive) },
];

/** A zone's weekly slots: the table with each slot's edit and delete, and the form that adds or edits one. */
function ZoneSlots({ zone, ask }: { zone: TAdminZone; ask: Ask }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const run = useAdminAction();
  const editingSlot = typeof editing === 'number' ? zone.slots.find((slot) => slot.id === editing) : undefined;
  const addId = `${zoneAnchor(zone)}-add-slot`;
  const editId = (slot: TAdminSlotTemplate) => `slot-${slot.id}-edit`;
  /** Closes the form, the focus back on the button that opened it. */
  const close = (focusId: string) => {
    setEditing(null);
    focusById(focusId);
  };

  const create = (body: SlotRequest) =>
    run(
      async () => {
        await adminApi.adminDelivery.createSlot({ params: { id: zone.id }, body });
        close(addId);
      },
      T.slotCreated(T.slotName(body.weekday, body.start, body.end)),
    );
  const update = (slot: TAdminSlotTemplate) => (body: SlotRequest) =>
    run(
      async () => {
        await adminApi.adminDelivery.updateSlot({ params: { id: slot.id }, body });
        close(editId(slot));
      },
      T.slotSaved(T.slotName(body.weekday, body.start, body.end)),
    );
  const remove = (slot: TAdminSlotTemplate) =>
    ask({
      ...T.confirmSlot,
      title: T.confirmSlot.title(slotName(slot)),
      focusAfter: addId,
      run: () =>
        run(
          async () => {
            await adminApi.adminDelivery.removeSlot({ params: { id: slot.id } });
            if (editing === slot.id) setEditing(null);
          },
          T.slotRemoved(slotName(slot)),
        ),
    });

  const columns: Column<TAdminSlotTemplate>[] = [
    { key: 'day', header: T.columns.day, cell: (slot) => T.weekdays[slot.weekday] },
    {
      key: 'time',
      header: T.columns.time,
      className: 'whitespace-nowrap tabular-nums',
      cell: (slot) => `${slot.start}–${slot.end}`,
    },
    {
      key: 'capacity',
      header: T.columns.capacity,
      className: 'text-right tabular-nums',
      cell: (slot) => slot.capacity,
    },
    {
      key: 'cutoff',
      header: T.columns.cutoff,
      className: 'whitespace-nowrap',
      cell: (s) => T.cutoffHours(s.cutoffHours),
    },
    { key: 'status', header: T.columns.status, cell: (slot) => (slot.active ? T.active : T.inactive) },
    {
      key: 'actions',
      header: <span className="sr-only">{T.columns.actions}</span>,
      className: 'w-px py-1.5 whitespace-nowrap',
      cell: (slot) => (
        <span className="flex gap-1">
          <Button
            id={editId(slot)}
            variant="quiet"
            size="icon"
            aria-label={T.editSlot(slotName(slot))}
            title={T.editSlot(slotName(slot))}
            aria-expanded={editing === slot.id}
            onClick={() => setEditing(editing === slot.id ? null : slot.id)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="quiet"
            size="icon"
            aria-label={T.deleteSlot(slotName(slot))}
            title={T.deleteSlot(slotName(slot))}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => remove(slot)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="grid gap-3">
      <HeadingRow
        actions={
          <Button
            id={addId}
            variant="secondary"
            size="sm"
            aria-label={T.addSlotTo(zone.name)}
            aria-expanded={editing === 'new'}
            onClick={() => setEditing(editing === 'new' ? null : 'new')}
          >
            <Plus className="size-4" aria-hidden="true" />
            {T.addSlot}
          </Button>
        }
      >
        <h3 className="font-bold text-slate-900">{T.weeklySlots}</h3>
      </HeadingRow>
      <DataTable
        caption={T.slots(zone.name)}
        columns={columns}
        rows={zone.slots}
        rowKey={(slot) => slot.id}
        empty={T.noSlots}
        maxHeight="28rem"
      />
      {editing === 'new' ? (
        <SlotForm
          slot={null}
          title={T.slotForm.newTitle(zone.name)}
          submitLabel={T.slotForm.add}
          onSubmit={create}
          onCancel={() => close(addId)}
        />
      ) : editingSlot ? (
        <SlotForm
          key={editingSlot.id}
          slot={editingSlot}
          title={T.slotForm.editTitle(slotName(editingSlot))}
          submitLabel={T.slotForm.save}
          onSubmit={update(editingSlot)}
          onCancel={() => close(editId(editingSlot))}
        />
      ) : null}
    </div>
  );
}

/** The closed days of a zone (`zone`) or of the whole shop (null), with the form that closes another. */
function ClosedDays({
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
function ZoneSection({
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
