import { Trash2 } from '#src/web/components/ui/icons';
import { useState } from 'react';
import type { TGstRate } from '#src/contracts/gst';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { Button } from '#src/web/components/ui/button';
import {
  adminApi,
  AdminPage,
  AdminPanel,
  ConfirmDialog,
  DataTable,
  useAdminAction,
  useMay,
  type Column,
  type Confirmation,
} from '#src/web/features/admin/index';
import { AddRateForm, NEW_RATE_ID } from './add-rate-form';
import { percentOf } from '#src/shared/constants';
import { RenameRateForm } from './rename-rate-form';
import { SummaryPanel } from './summary-panel';

const M = ADMIN_GST_TEXT.rates;

/**
 * The shop's GST rates (issue 30 §2, docs/decisions/053): each rate with its name and how many products use it,
 * renamed in its row and removed after a confirmation (a rate in use is refused by the server, in the alert bar);
 * a form adds one; below, the monthly GST summary's download. Changing rates and the summary are the owner's
 * (`settings`); a role that may only read the rates (`catalogue`, for the product editor) sees the table alone.
 */
export function GstScreen({ rates }: { rates: TGstRate[] }) {
  const may = useMay('settings');
  const run = useAdminAction();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const add = (body: { rateBps: number; label: string }) =>
    run(() => adminApi.adminGst.createRate({ body }), M.added(body.label));
  const rename = (rate: TGstRate) => (label: string) =>
    run(() => adminApi.adminGst.updateRate({ params: { rateBps: rate.rateBps }, body: { label } }), M.renamed(label));
  const askRemove = (rate: TGstRate) =>
    setConfirmation({
      title: M.confirmTitle(rate.label),
      body: M.confirmBody,
      confirm: M.remove,
      keep: M.keep,
      run: () => run(() => adminApi.adminGst.removeRate({ params: { rateBps: rate.rateBps } }), M.removed(rate.label)),
      focusAfter: NEW_RATE_ID,
    });

  const columns: Column<TGstRate>[] = [
    {
      key: 'rate',
      header: M.rate,
      className: 'whitespace-nowrap tabular-nums',
      cell: (rate) => M.percent(percentOf(rate.rateBps)),
    },
    {
      key: 'label',
      header: M.label,
      className: 'min-w-[14rem]',
      cell: (rate) => (may ? <RenameRateForm rate={rate} onRename={rename(rate)} /> : rate.label),
    },
    { key: 'products', header: M.products, className: 'text-right tabular-nums', cell: (rate) => rate.products },
  ];
  if (may) {
    columns.push({
      key: 'remove',
      header: <span className="sr-only">{M.remove}</span>,
      className: 'w-0 text-right',
      cell: (rate) => (
        <Button
          variant="quiet"
          size="sm"
          aria-label={M.removeLabel(rate.label)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => askRemove(rate)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {M.remove}
        </Button>
      ),
    });
  }

  return (
    <AdminPage title={M.title} description={M.intro}>
      <div className="grid gap-6">
        {may ? (
          <AdminPanel>
            <h2 className="px-4 pt-4 text-lg font-bold text-slate-900">{M.addTitle}</h2>
            <AddRateForm onAdd={add} />
          </AdminPanel>
        ) : (
          <p className="text-[0.9375rem] text-slate-600">{M.readOnly}</p>
        )}
        <DataTable caption={M.caption} columns={columns} rows={rates} rowKey={(rate) => rate.rateBps} empty={M.empty} />
        {may ? <SummaryPanel /> : null}
      </div>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </AdminPage>
  );
}
