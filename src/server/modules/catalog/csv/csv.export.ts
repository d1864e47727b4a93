import { type Readable } from 'node:stream';
import { ZDeclarations } from '#src/contracts/catalog';
import type { Database } from '#src/db/client';
import { CSV_EXPORT_PAGE } from '#src/shared/constants';
import { csvStream, escapeCell } from '#src/server/lib/csv-cell';
import { CSV_COLUMNS, LIST_SEPARATOR, type CsvColumn } from './csv.format';
import * as repo from './csv.repository';

type CsvRecord = Record<CsvColumn, string | number>;

const text = (value: string | null | undefined) => escapeCell(value ?? '');

function toRecord(product: repo.CsvProductRow, variant: repo.CsvVariantRow): CsvRecord {
  const declared = ZDeclarations.parse(product.declarations);
  return {
    product: product.id,
    name: text(product.name),
    brand: text(product.brand),
    description: text(product.description),
    category_id: product.catId,
    category: text(product.catName),
    sub_category_id: product.subCatId ?? '',
    sub_category: text(product.subCatName),
    images: text(product.images.join(LIST_SEPARATOR)),
    countries: text(product.countries.join(LIST_SEPARATOR)),
    featured: product.isFeatured ? 'true' : 'false',
    archived: product.archivedAt ? 'true' : 'false',
    facts: product.facts ? text(JSON.stringify(product.facts)) : '',
    maker_role: declared.makerRole,
    maker_name: text(declared.makerName),
    maker_address: text(declared.makerAddress),
    generic_name: text(declared.genericName),
    best_before: text(declared.bestBefore),
    care_phone: text(declared.carePhone),
    care_email: text(declared.careEmail),
    hsn_code: text(product.hsnCode),
    gst_rate: product.gstRateBps / 100,
    sku: text(variant.sku),
    label: text(variant.label),
    size: text(variant.size),
    ram: text(variant.ram),
    weight: text(variant.weight),
    price: variant.price,
    old_price: variant.oldPrice,
    stock: variant.countInStock,
    net_quantity: variant.netQuantity ?? '',
    unit: variant.unit ?? '',
    pack_image: text(variant.image),
    name_hi: text(product.nameHi),
    description_hi: text(product.descriptionHi),
    pack_label_hi: text(variant.labelHi),
  };
}

/** Every product's variants, a page of products at a time (keyset on id): memory stays flat at any size. */
async function* exportRecords(db: Database): AsyncGenerator<CsvRecord> {
  let after = 0;
  for (;;) {
    const page = await repo.productPage(db, after, CSV_EXPORT_PAGE);
    if (page.length === 0) return;
    const variants = await repo.variantsOfProducts(
      db,
      page.map((product) => product.id),
    );
    const byProduct = new Map<number, repo.CsvVariantRow[]>();
    for (const variant of variants) {
      const list = byProduct.get(variant.productId);
      if (list) list.push(variant);
      else byProduct.set(variant.productId, [variant]);
    }
    for (const product of page) for (const variant of byProduct.get(product.id) ?? []) yield toRecord(product, variant);
    after = page[page.length - 1]!.id;
  }
}

/** The CSV as a stream: the reply sends it with backpressure (a slow client pauses the database reads). */
export function exportProductsCsv(db: Database): Readable {
  return csvStream(exportRecords(db), CSV_COLUMNS);
}
