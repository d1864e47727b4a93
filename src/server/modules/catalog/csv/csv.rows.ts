import type { TImportError } from '#src/contracts/admin-taxonomy';
import type { TDeclarations, TProductFacts } from '#src/contracts/catalog';
import type * as repo from './csv.repository';

/** How a row names its product: an id, a handle for a new product, or nothing. */
export type ProductRef = { kind: 'id'; id: number } | { kind: 'handle'; handle: string } | { kind: 'none' };

export type RowProduct = {
  name: string;
  brand: string;
  description: string;
  /** Undefined: the file has no such column, and the product keeps its own (decision 066). */
  nameHi: string | null | undefined;
  descriptionHi: string | null | undefined;
  catId: number | null;
  catName: string;
  subCatId: number | null;
  subCatName: string;
  images: string[];
  countries: string[];
  isFeatured: boolean;
  archived: boolean;
  facts: TProductFacts | null;
  declarations: TDeclarations;
  hsnCode: string;
  gstRateBps: number;
};

/**
 * `image` undefined: the file has no `pack_image` column, and the pack keeps its image (decision 063); `labelHi`
 * likewise without `pack_label_hi` (decision 066).
 */
export type RowVariant = Omit<repo.VariantFields, 'discount' | 'image' | 'labelHi'> & {
  image: string | null | undefined;
  labelHi: string | null | undefined;
};

export type ParsedRow = { row: number; ref: ProductRef; product: RowProduct; variant: RowVariant };

/** The import's problems, each with its row and column; the report shows the first few and the count. */
export class RowErrors {
  readonly list: TImportError[] = [];
  add(row: number, column: string, message: string) {
    this.list.push({ row, column, message });
  }
  get count() {
    return this.list.length;
  }
}
