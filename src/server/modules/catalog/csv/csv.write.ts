import type { Database } from '#src/db/client';
import { learnSearchTerms } from '#src/db/search-terms';
import { refreshProductDefaults } from '../catalog.repository';
import * as repo from './csv.repository';
import type { Plan } from './csv.plan';
import { discountPercent } from '#src/shared/pricing/discount';

const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'product';

/** Writes a checked plan inside the caller's transaction; answers the ids of every product it touched. */
export async function writePlan(tx: Database, plan: Plan): Promise<number[]> {
  const newIds = await repo.insertProducts(
    tx,
    plan.newProducts.map(({ fields: { archived, ...fields }, rows }) => {
      const first = rows[0]!.variant;
      return {
        ...fields,
        archivedAt: archived ? new Date() : null,
        slug: slugify(fields.name),
        // Placeholders: refreshProductDefaults copies the default variant's values below (decision 020).
        price: first.price,
        oldPrice: first.oldPrice,
      };
    }),
  );
  await repo.updateProducts(tx, plan.changedProducts);
  await learnSearchTerms(tx, [
    ...plan.newProducts.map(({ fields }) => fields.nameHi),
    ...plan.changedProducts.map((fields) => fields.nameHi),
  ]);
  const positions = await repo.lastPositions(tx, [...new Set(plan.newVariants.map((entry) => entry.productId))]);
  const newVariants: repo.NewVariantValues[] = [];
  plan.newProducts.forEach(({ rows }, index) =>
    rows.forEach((row, position) =>
      newVariants.push({
        ...row.variant,
        image: row.variant.image ?? null,
        labelHi: row.variant.labelHi ?? null,
        discount: discountPercent(row.variant.price, row.variant.oldPrice),
        productId: newIds[index]!,
        position,
      }),
    ),
  );
  for (const { productId, variant } of plan.newVariants) {
    const position = (positions.get(productId) ?? -1) + 1;
    positions.set(productId, position);
    newVariants.push({
      ...variant,
      image: variant.image ?? null,
      labelHi: variant.labelHi ?? null,
      discount: discountPercent(variant.price, variant.oldPrice),
      productId,
      position,
    });
  }
  await repo.insertVariants(tx, newVariants);
  await repo.updateVariants(
    tx,
    plan.changedVariants.map((variant) => ({ ...variant, discount: discountPercent(variant.price, variant.oldPrice) })),
  );
  const touched = [...new Set([...plan.touched, ...newIds])].sort((a, b) => a - b);
  await repo.refreshOptionLists(tx, touched);
  // Every writer of variants keeps the product's default-variant copies in step, in the same transaction.
  for (let start = 0; start < touched.length; start += 5000)
    await refreshProductDefaults(tx, touched.slice(start, start + 5000));
  return touched;
}
