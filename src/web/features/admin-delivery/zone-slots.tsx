import { Plus } from '#src/web/components/ui/icons';
import { useState } from 'react';
import type { TAdminSlotTemplate, TAdminZone } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { PACKER_SETUP_TEXT } from '#src/shared/texts/packer-setup';
import { Button } from '#src/web/components/ui/button';
import { DataTable, adminApi, useAdminAction } from '#src/web/features/admin/index';
import { type SlotRequest } from './delivery-form';
import { HeadingRow, focusById } from './parts';
import { SlotForm } from './slot-form';
import { slotColumns } from './slot-columns';
import { slotName, zoneAnchor, type Ask } from './zone-names';

const T = ADMIN_DELIVERY_PAGE;

/** A zone's weekly slots: the table with each slot's edit and delete, and the form that adds or edits one. */
export function ZoneSlots({ zone, ask }: { zone: TAdminZone; ask: Ask }) {
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

  // One request for every weekday ticked (issue 31 §6); one weekday says the slot's name as before.
  const create = (body: SlotRequest, weekdays: number[]) =>
    run(
      async () => {
        const { weekday: _one, ...times } = body;
        await adminApi.adminDelivery.createSlotWeek({ params: { id: zone.id }, body: { ...times, weekdays } });
        close(addId);
      },
      weekdays.length === 1
        ? T.slotCreated(T.slotName(weekdays[0]!, body.start, body.end))
        : PACKER_SETUP_TEXT.slots.added(weekdays.length),
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

  const columns = slotColumns({
    editId,
    editing,
    onEdit: (slot) => setEditing(editing === slot.id ? null : slot.id),
    onRemove: remove,
  });

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
