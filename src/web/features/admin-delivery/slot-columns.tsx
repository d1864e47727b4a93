import { Trash2 } from '#src/web/components/ui/icons';
import { Pencil } from '#src/web/components/ui/back-office-icons';
import type { TAdminSlotTemplate } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { Button } from '#src/web/components/ui/button';
import { type Column } from '#src/web/features/admin/index';
import { slotName } from './zone-names';

const T = ADMIN_DELIVERY_PAGE;

/** The weekly slots table's columns; the last holds each slot's edit (opens the form below) and delete. */
export const slotColumns = ({
  editId,
  editing,
  onEdit,
  onRemove,
}: {
  editId: (slot: TAdminSlotTemplate) => string;
  editing: number | 'new' | null;
  onEdit: (slot: TAdminSlotTemplate) => void;
  onRemove: (slot: TAdminSlotTemplate) => void;
}): Column<TAdminSlotTemplate>[] => [
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
          onClick={() => onEdit(slot)}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="quiet"
          size="icon"
          aria-label={T.deleteSlot(slotName(slot))}
          title={T.deleteSlot(slotName(slot))}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => onRemove(slot)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </span>
    ),
  },
];
