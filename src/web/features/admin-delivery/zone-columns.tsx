import type { TAdminZone } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { PAY_ON_DELIVERY_ADMIN_TEXT } from '#src/shared/texts/pay-on-delivery';
import { formatPrice } from '#src/web/lib/format';
import { LINK, type Column } from '#src/web/features/admin/index';

const T = ADMIN_DELIVERY_PAGE;
import { pincodesOf, zoneAnchor } from './zone-names';

/** The zones-at-a-glance table's columns. */
export const ZONE_COLUMNS: Column<TAdminZone>[] = [
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
  {
    key: 'payOnDelivery',
    header: PAY_ON_DELIVERY_ADMIN_TEXT.zoneColumn,
    className: 'whitespace-nowrap',
    cell: (zone) =>
      zone.payOnDelivery
        ? PAY_ON_DELIVERY_ADMIN_TEXT.zoneTerms(zone.payOnDeliveryMaxOrder, zone.payOnDeliveryMaxOpen)
        : PAY_ON_DELIVERY_ADMIN_TEXT.zoneOff,
  },
  { key: 'slots', header: T.columns.slots, className: 'text-right tabular-nums', cell: (zone) => zone.slots.length },
  { key: 'status', header: T.columns.status, cell: (zone) => (zone.active ? T.active : T.inactive) },
];
