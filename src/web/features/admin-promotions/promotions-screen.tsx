import { useState } from 'react';
import type { TCoupon, TCouponsPage, TOffer, TOffersPage } from '#src/contracts/coupons';
import { ADMIN_COUPONS_TEXT } from '#src/shared/texts/admin-coupons';
import { Button } from '#src/web/components/ui/button';
import {
  AdminPage,
  AdminPanel,
  DataTable,
  When,
  adminApi,
  useAdminAction,
  type Column,
} from '#src/web/features/admin/index';
import { formatPrice } from '#src/web/lib/format';
import { CouponForm, couponWithActive } from './coupon-form';
import { OfferForm, offerWithActive, type CategoryChoice } from './offer-form';

const T = ADMIN_COUPONS_TEXT;
const C = T.columns;

const amountOf = (row: { kind: 'percent' | 'flat'; value: number }, each = false) =>
  row.kind === 'percent' ? T.percentOff(row.value) : each ? T.flatOffEach(row.value) : T.flatOff(row.value);

function conditionsOf(coupon: TCoupon): string {
  return [
    coupon.minimumOrder > 0 ? T.minimum(coupon.minimumOrder) : null,
    coupon.maximumDiscount !== null ? T.upTo(coupon.maximumDiscount) : null,
    coupon.firstOrderOnly ? T.fields.firstOrderOnly : null,
    coupon.freeDelivery ? T.fields.freeDelivery : null,
    coupon.maxUsesPerShopper !== null
      ? `${coupon.maxUsesPerShopper}× ${T.fields.maxUsesPerShopper.toLowerCase()}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Period({ from, to }: { from: string | null; to: string | null }) {
  if (!from && !to) return <>{T.always}</>;
  return (
    <>
      {from ? <When iso={from} /> : '…'} – {to ? <When iso={to} /> : '…'}
    </>
  );
}

type Promotion = { discountGiven: number; active: boolean };

/** The columns coupons and offers share: the discount given, paused or active, edit and pause/resume. */
function promotionColumns<R extends Promotion>({
  name,
  edit,
  editLabel,
  toggle,
  run,
}: {
  name: (row: R) => string;
  edit: (row: R) => void;
  editLabel: (name: string) => string;
  toggle: (row: R) => Promise<unknown>;
  run: ReturnType<typeof useAdminAction>;
}): Column<R>[] {
  return [
    {
      key: 'given',
      header: C.given,
      className: 'text-right tabular-nums',
      cell: (row) => formatPrice(row.discountGiven),
    },
    { key: 'status', header: C.status, cell: (row) => (row.active ? T.active : T.paused) },
    {
      key: 'actions',
      header: <span className="sr-only">{T.edit}</span>,
      cell: (row) => (
        <div className="flex gap-1">
          <Button size="sm" variant="quiet" onClick={() => edit(row)} aria-label={editLabel(name(row))}>
            {T.edit}
          </Button>
          <Button
            size="sm"
            variant="quiet"
            onClick={() => void run(() => toggle(row), row.active ? T.paused : T.resumed)}
            aria-label={`${row.active ? T.pause : T.resume} ${name(row)}`}
          >
            {row.active ? T.pause : T.resume}
          </Button>
        </div>
      ),
    },
  ];
}

type Editing = { kind: 'coupon'; row: TCoupon | null } | { kind: 'offer'; row: TOffer | null } | null;

/**
 * /admin/coupons (issue 29 §2, docs/decisions/048): the coupons with their uses and the discount they gave, and the
 * automatic offers likewise; create, edit, pause and resume each. Every write is audited by the server.
 */
export function PromotionsScreen({
  coupons,
  offers,
  categories,
}: {
  coupons: TCouponsPage;
  offers: TOffersPage;
  categories: readonly CategoryChoice[];
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const run = useAdminAction(() => setEditing(null));

  const couponColumns: Column<TCoupon>[] = [
    { key: 'code', header: C.code, cell: (row) => <span className="font-semibold">{row.code}</span> },
    { key: 'discount', header: C.discount, cell: (row) => amountOf(row) },
    { key: 'conditions', header: C.conditions, cell: conditionsOf },
    { key: 'period', header: C.period, cell: (row) => <Period from={row.validFrom} to={row.validTo} /> },
    {
      key: 'uses',
      header: C.uses,
      className: 'text-right tabular-nums',
      cell: (row) => `${row.uses} / ${row.maxUses ?? T.unlimited}`,
    },
    ...promotionColumns<TCoupon>({
      name: (row) => row.code,
      edit: (row) => setEditing({ kind: 'coupon', row }),
      editLabel: T.editCoupon,
      toggle: (row) =>
        adminApi.adminPromotions.updateCoupon({ params: { id: row.id }, body: couponWithActive(row, !row.active) }),
      run,
    }),
  ];

  const offerColumns: Column<TOffer>[] = [
    { key: 'name', header: C.name, cell: (row) => <span className="font-semibold">{row.name}</span> },
    { key: 'discount', header: C.discount, cell: (row) => amountOf(row, true) },
    { key: 'on', header: C.on, cell: (row) => `${T.fields[row.target]}: ${row.targetName}` },
    { key: 'period', header: C.period, cell: (row) => <Period from={row.validFrom} to={row.validTo} /> },
    { key: 'uses', header: C.uses, className: 'text-right tabular-nums', cell: (row) => row.uses },
    ...promotionColumns<TOffer>({
      name: (row) => row.name,
      edit: (row) => setEditing({ kind: 'offer', row }),
      editLabel: T.editOffer,
      toggle: (row) =>
        adminApi.adminPromotions.updateOffer({ params: { id: row.id }, body: offerWithActive(row, !row.active) }),
      run,
    }),
  ];

  return (
    <AdminPage
      title={T.couponsTitle}
      actions={
        <>
          <Button onClick={() => setEditing({ kind: 'coupon', row: null })}>{T.newCoupon}</Button>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'offer', row: null })}>
            {T.newOffer}
          </Button>
        </>
      }
    >
      {editing?.kind === 'coupon' ? (
        <AdminPanel className="mb-6">
          <CouponForm
            key={editing.row?.id ?? 'new'}
            coupon={editing.row}
            onCancel={() => setEditing(null)}
            onSave={(body) =>
              run(
                () =>
                  editing.row
                    ? adminApi.adminPromotions.updateCoupon({ params: { id: editing.row.id }, body })
                    : adminApi.adminPromotions.createCoupon({ body }),
                T.saved,
              )
            }
          />
        </AdminPanel>
      ) : null}
      {editing?.kind === 'offer' ? (
        <AdminPanel className="mb-6">
          <OfferForm
            key={editing.row?.id ?? 'new'}
            offer={editing.row}
            categories={categories}
            onCancel={() => setEditing(null)}
            onSave={(body) =>
              run(
                () =>
                  editing.row
                    ? adminApi.adminPromotions.updateOffer({ params: { id: editing.row.id }, body })
                    : adminApi.adminPromotions.createOffer({ body }),
                T.saved,
              )
            }
          />
        </AdminPanel>
      ) : null}
      <DataTable
        caption={T.couponsTitle}
        columns={couponColumns}
        rows={coupons.coupons}
        rowKey={(row) => row.id}
        empty={T.none}
      />
      <h2 className="mt-8 mb-3 text-lg font-bold text-slate-900">{T.offersTitle}</h2>
      <DataTable
        caption={T.offersTitle}
        columns={offerColumns}
        rows={offers.offers}
        rowKey={(row) => row.id}
        empty={T.none}
      />
    </AdminPage>
  );
}
