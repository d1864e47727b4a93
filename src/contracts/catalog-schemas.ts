import { z } from 'zod';
import { DIETS } from '../shared/constants';
import { NET_UNITS } from '../shared/unit-price';
import { ZDeclarations } from './declarations-schemas';

export * from './declarations-schemas';

// The catalogue's answers: categories, products with their variants and facts, banners.

export const ZCategoryChild = z.object({
  id: z.number(),
  _id: z.number(),
  /** Null for a top category; a sub-category's parent (for breadcrumbs). */
  parentId: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  images: z.array(z.string()),
});

export const ZCategory = ZCategoryChild.extend({
  children: z.array(ZCategoryChild),
});

export const ZCategoryList = z.object({ categoryList: z.array(ZCategory) });
export const ZCategoryData = z.object({ categoryData: z.array(ZCategory) });

/** Rupees per kg, per l or per piece (src/shared/unit-price.ts, decision 020). */
export const ZUnitPrice = z.object({ amount: z.number(), per: z.enum(['kg', 'l', 'piece']) });

const ZFactText = z.string().trim().min(1).max(500);
const ZSpecRow = z.object({ name: z.string().trim().min(1).max(80), value: ZFactText });

/**
 * A product's own facts for the Additional info tab, typed by its kind (decision 020). The net quantity is the
 * variant's (each pack has its own); everything else is the product's.
 */
export const ZProductFacts = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('food'),
    /** The Indian mark: a green dot (veg) or a brown one (non-veg). */
    diet: z.enum(DIETS),
    ingredients: ZFactText.optional(),
    allergens: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
    storage: ZFactText.optional(),
    shelfLife: ZFactText.optional(),
    countryOfOrigin: ZFactText.optional(),
  }),
  z.object({
    kind: z.literal('fashion'),
    material: ZFactText,
    fit: ZFactText.optional(),
    care: ZFactText.optional(),
    countryOfOrigin: ZFactText.optional(),
  }),
  z.object({
    kind: z.literal('electronics'),
    specs: z.array(ZSpecRow).min(1).max(40),
    warranty: ZFactText.optional(),
    countryOfOrigin: ZFactText.optional(),
  }),
  /** Household and personal care: how to use it, what is in it, where it is from. */
  z.object({
    kind: z.literal('general'),
    specs: z.array(ZSpecRow).max(40),
    countryOfOrigin: ZFactText.optional(),
  }),
]);

/** One pack or option of a product, with its own SKU, price and stock (decision 020). */
export const ZVariant = z.object({
  id: z.number(),
  sku: z.string(),
  /** What the shopper chooses: "500 g", "M", "8GB", "M · Blue". */
  label: z.string(),
  size: z.string().optional(),
  ram: z.string().optional(),
  weight: z.string().optional(),
  price: z.number().int(),
  oldPrice: z.number().int(),
  discount: z.number().int(),
  countInStock: z.number().int(),
  netQuantity: z.number().optional(),
  unit: z.enum(NET_UNITS).optional(),
  unitPrice: ZUnitPrice.optional(),
  /** The most one order may hold of this pack (decision 061); absent: no limit but the stock. */
  maxPerOrder: z.number().int().optional(),
  /**
   * The pack's own picture (an image name as `images` holds, decision 063): the product page shows it first when
   * the pack is chosen; absent: the product's images stand for it.
   */
  image: z.string().optional(),
});

export const ZProduct = z.object({
  id: z.number(),
  _id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number().int(),
  oldPrice: z.number().int(),
  discount: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  countInStock: z.number().int(),
  catId: z.number(),
  catName: z.string(),
  subCatId: z.number().nullable(),
  subCatName: z.string(),
  images: z.array(z.string()),
  size: z.array(z.string()),
  productRam: z.array(z.string()),
  productWeight: z.array(z.string()),
  countries: z.array(z.string()),
  isFeatured: z.boolean(),
  dateCreated: z.string(),
  /** The default variant's unit price, when its pack has a net quantity. */
  unitPrice: ZUnitPrice.optional(),
  /** How many variants the product has (1 when it has no options): more than one needs a choice before adding. */
  variantCount: z.number().int(),
  /** Food only: the veg (green) or non-veg (brown) mark the cards show (decision 056). */
  diet: z.enum(DIETS).optional(),
});

/** `GET /api/products/{id}`: the listing shape plus every variant and the product's facts. */
export const ZProductDetail = ZProduct.extend({
  variants: z.array(ZVariant),
  facts: ZProductFacts.nullable(),
  /** What the product page declares (decision 056); every field, '' when not declared. */
  declarations: ZDeclarations,
});

export const ZProductListing = z.object({
  products: z.array(ZProduct),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});

export const ZBanner = z.object({
  id: z.number(),
  _id: z.number(),
  title: z.string(),
  images: z.array(z.string()),
  catId: z.number(),
  subCatId: z.number().nullable(),
});

export type TCategory = z.infer<typeof ZCategory>;
export type TCategoryChild = z.infer<typeof ZCategoryChild>;
export type TProduct = z.infer<typeof ZProduct>;
export type TProductDetail = z.infer<typeof ZProductDetail>;
export type TVariant = z.infer<typeof ZVariant>;
export type TProductFacts = z.infer<typeof ZProductFacts>;
export type TUnitPrice = z.infer<typeof ZUnitPrice>;
export type TProductListing = z.infer<typeof ZProductListing>;
export type TBanner = z.infer<typeof ZBanner>;
export type TCategoryList = z.infer<typeof ZCategoryList>;
export type TCategoryData = z.infer<typeof ZCategoryData>;
