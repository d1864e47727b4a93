import type { TReorderAnswer } from '#src/contracts/orders';
import type { Database } from '#src/db/client';
import { findPackLines } from '#src/server/modules/catalog/index';
import * as repo from './cart.repository';

export type OrderedLine = {
  productId: number;
  /** Null on lines placed before variants (decision 020): nothing to buy again. */
  variantId: number | null;
  title: string;
  label: string;
  quantity: number;
  /** The preference the shopper ordered the line with (docs/decisions/032): kept, not reset to the default. */
  substitute: boolean;
};

/**
 * "Buy again" (docs/decisions/026): each ordered line goes in as its variant, if its product is on sale and the
 * variant still exists and has stock, with the quantity ordered or the stock left if less, and its substitution
 * preference. A line already in the cart stays as it is. Nothing comes from the order but which variant, how many and
 * whether it may be substituted: price and stock are today's.
 */
export async function addOrderedLines(
  db: Database,
  userId: number,
  lines: readonly OrderedLine[],
): Promise<TReorderAnswer> {
  const variantIds = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  // One statement (decision 070): a pack is found only with its product on sale, which is what both reads checked.
  const { products, variants } = await findPackLines(db, variantIds);
  const answer: TReorderAnswer = { added: [], unavailable: [] };
  for (const line of lines) {
    const variant = line.variantId === null ? undefined : variants.get(line.variantId);
    const refused = (reason: TReorderAnswer['unavailable'][number]['reason']) =>
      answer.unavailable.push({ productId: line.productId, title: line.title, label: line.label, reason });
    if (!products.has(line.productId) || !variant || variant.productId !== line.productId) {
      refused('unavailable');
      continue;
    }
    if (variant.countInStock <= 0) {
      refused('sold_out');
      continue;
    }
    // The stock left and the grocer's per-order maximum (decision 061) cap what goes back in.
    const quantity = Math.min(line.quantity, variant.countInStock, variant.maxPerOrder ?? Infinity);
    const inserted = await repo.insertLine(db, {
      userId,
      productId: line.productId,
      variantId: variant.id,
      quantity,
      size: variant.size ?? '',
      ram: variant.ram ?? '',
      weight: variant.weight ?? '',
      substitute: line.substitute,
    });
    if (!inserted) refused('in_cart');
    else
      answer.added.push({
        productId: line.productId,
        variantId: variant.id,
        title: products.get(line.productId)!.name,
        label: variant.label,
        quantity,
        ordered: line.quantity,
      });
  }
  return answer;
}
