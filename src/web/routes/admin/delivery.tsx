import type { TAdminSlotTemplate, TAdminZone } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_TEXT } from '#src/shared/texts/admin-delivery';
import { AdminPage, DataTable, adminLoad, adminTitle, type Column } from '#src/web/features/admin/index';
import { formatPrice } from '#src/web/lib/format';
import type { Route } from './+types/delivery';

const T = ADMIN_DELIVERY_TEXT;

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(T.title, matches);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, (api) => api.adminDelivery.settings());
}

const ZONE_COLUMNS: Column<TAdminZone>[] = [
  { key: 'name', header: T.columns.name, className: 'font-semibold text-slate-900', cell: (zone) => zone.name },
  {
    key: 'pincodes',
    header: T.columns.pincodes,
    className: 'max-w-[20rem]',
    cell: (zone) =>
      zone.isDefault
        ? T.everywhere
        : [...zone.codes, ...zone.prefixes.map((prefix) => `${prefix}…`)].join(', ') || T.none,
  },
  { key: 'fee', header: T.columns.fee, className: 'tabular-nums', cell: (zone) => formatPrice(zone.fee) },
  {
    key: 'freeFrom',
    header: T.columns.freeFrom,
    className: 'tabular-nums',
    cell: (zone) => (zone.freeFrom === null ? T.never : formatPrice(zone.freeFrom)),
  },
  {
    key: 'minimum',
    header: T.columns.minimum,
    className: 'tabular-nums',
    cell: (zone) => (zone.minimumOrder ? formatPrice(zone.minimumOrder) : T.none),
  },
  { key: 'status', header: T.columns.status, cell: (zone) => (zone.active ? T.active : T.inactive) },
];

const SLOT_COLUMNS: Column<TAdminSlotTemplate>[] = [
  { key: 'day', header: T.columns.day, cell: (slot) => T.weekdays[slot.weekday] },
  { key: 'time', header: T.columns.time, className: 'tabular-nums', cell: (slot) => `${slot.start}–${slot.end}` },
  { key: 'capacity', header: T.columns.capacity, className: 'tabular-nums', cell: (slot) => slot.capacity },
  { key: 'cutoff', header: T.columns.cutoff, cell: (slot) => T.cutoffHours(slot.cutoffHours) },
  { key: 'status', header: T.columns.status, cell: (slot) => (slot.active ? T.active : T.inactive) },
];

/** Delivery zones and each zone's weekly slots (issue 16, docs/decisions/029); changes go through the API for now. */
export default function DeliverySettings({ loaderData }: Route.ComponentProps) {
  const { zones, timeZone } = loaderData;
  return (
    <AdminPage title={T.title} description={`${T.intro} (${timeZone})`}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{T.zones}</h2>
      <DataTable caption={T.zones} columns={ZONE_COLUMNS} rows={zones} rowKey={(zone) => zone.id} />
      {zones.map((zone) => (
        <section key={zone.id} className="mt-8">
          <h2 className="mb-3 text-lg font-bold text-slate-900">{T.slots(zone.name)}</h2>
          <DataTable
            caption={T.slots(zone.name)}
            columns={SLOT_COLUMNS}
            rows={zone.slots}
            rowKey={(slot) => slot.id}
            empty={T.noSlots}
          />
        </section>
      ))}
    </AdminPage>
  );
}
