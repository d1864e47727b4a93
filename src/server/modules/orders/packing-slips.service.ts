import type { TPackingSlip, TPackingSlips, TSlipsQuery } from '#src/contracts/admin-orders';
import type { Database } from '#src/db/client';
import { notFound } from '#src/server/lib/app-error';
import { productCategories } from '#src/server/modules/catalog/index';
import { ORDER_SLIPS_MAX } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { shopDayBounds } from '#src/shared/shop-time';
import { chargesOf, deliveryOf, withPayOnDelivery } from './order-answer';
import * as repo from './orders.repository';

/**
 * What the grocer packs (issue 15, docs/decisions/027): packing slips of one order or of a day's (or a slot's)
 * confirmed orders. The orders as CSV are orders-csv.service.ts's.
 */

type Categories = Awaited<ReturnType<typeof productCategories>>;

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function toSlip(found: repo.OrderWithLines, categories: Categories): TPackingSlip {
  const { order, lines, changes } = found;
  const groups = new Map<string | null, TPackingSlip['groups'][number]['lines']>();
  const changeOf = new Map(changes.map((change) => [change.lineId, change]));
  for (const line of lines) {
    const change = changeOf.get(line.id);
    const category = categories.get(line.productId)?.catName ?? null;
    const group = groups.get(category) ?? [];
    group.push({
      productId: line.productId,
      productTitle: line.productTitle,
      variantLabel: line.variantLabel,
      quantity: line.quantity,
      price: line.price,
      subTotal: line.subTotal,
      substitute: line.substitute,
      change: change
        ? {
            kind: change.kind,
            substitute:
              change.kind === 'substituted'
                ? { title: change.substituteTitle ?? '', label: change.substituteLabel ?? '' }
                : null,
          }
        : null,
    });
    groups.set(category, group);
  }
  return {
    id: order.id,
    date: order.createdAt.toISOString(),
    status: order.status,
    ...deliveryOf(order),
    email: order.email,
    amount: order.amount,
    ...chargesOf(order),
    paymentMode: order.paymentMode,
    // Lines marked unavailable are not packed (docs/decisions/032).
    itemCount: lines.reduce(
      (sum, line) => sum + (changeOf.get(line.id)?.kind === 'unavailable' ? 0 : line.quantity),
      0,
    ),
    // Categories A–Z, the lines the catalogue no longer files last; inside a group by title, then pack.
    groups: [...groups]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : byText(a, b)))
      .map(([category, group]) => ({
        category,
        lines: group.sort((a, b) => byText(a.productTitle, b.productTitle) || byText(a.variantLabel, b.variantLabel)),
      })),
    ...withPayOnDelivery(found),
  };
}

const categoriesOf = (db: Database, orders: readonly repo.OrderWithLines[]) =>
  productCategories(
    db,
    orders.flatMap(({ lines }) => lines.map((line) => line.productId)),
  );

/** One order's slip, whatever its status (a reprint after packing is fine). */
export async function packingSlip(db: Database, id: number): Promise<TPackingSlip> {
  const found = await repo.findOrder(db, id);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  return toSlip(found, await categoriesOf(db, [found]));
}

/**
 * The slips of the `confirmed` orders — what is waiting to be packed — placed on `date` (the shop's day, decision
 * 058), or booked into `slot` (docs/decisions/031; the slot wins when both are given).
 */
export async function packingSlips(db: Database, query: TSlipsQuery, timeZone: string): Promise<TPackingSlips> {
  const of = query.slot ? { slot: query.slot } : shopDayBounds(query.date!, timeZone);
  const { orders, total } = await repo.listOrdersToPack(
    db,
    'confirmed',
    'slot' in of ? of : { from: of.start, to: of.end },
    ORDER_SLIPS_MAX,
  );
  const categories = await categoriesOf(db, orders);
  return {
    date: query.slot ? query.slot.slice(query.slot.indexOf('@') + 1) : query.date!,
    slot: query.slot ?? null,
    slips: orders.map((found) => toSlip(found, categories)),
    total,
  };
}
