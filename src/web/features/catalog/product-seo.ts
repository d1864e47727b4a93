import type { TProduct, TProductDetail } from '#src/contracts/catalog';
import { CURRENCY, RATING_MAX } from '#src/shared/constants';
import { declarationRows, type DeclarationPack } from '#src/shared/declarations';
import type { ShopSettings } from '#src/shared/shop';
import { TEXT } from '#src/shared/texts';
import { DECLARATIONS_TEXT } from '#src/shared/texts/declarations';
import { DIET_TEXT } from '#src/shared/texts/diet';
import { absoluteImage } from './seo';

// Apart from seo.ts, which the home page loads too: the declarations' words belong to the product page's script.
const CATALOG_FACTS = TEXT.catalog.facts;

/**
 * The product page's declarations (decision 056) as schema.org Product properties: the manufacturer (an
 * Organization with its address), countryOfOrigin, and every row of the Declarations block — generic name, the
 * default pack's net quantity, MRP and unit price, best-before, consumer care, packer or importer, the food mark —
 * as additionalProperty name/value pairs, in the block's own words.
 */
export function declarationsJsonLd(
  product: Pick<TProductDetail, 'declarations' | 'facts'>,
  pack: DeclarationPack | undefined,
  shop: Pick<ShopSettings, 'phone' | 'email'>,
) {
  const { declarations, facts } = product;
  const maker = DECLARATIONS_TEXT.roles[declarations.makerRole];
  const rows = declarationRows(declarations, facts, pack, shop).filter(
    ([name]) =>
      name !== DECLARATIONS_TEXT.countryOfOrigin && (declarations.makerRole !== 'manufacturer' || name !== maker),
  );
  if (facts?.kind === 'food') rows.push([CATALOG_FACTS.diet, facts.diet === 'veg' ? DIET_TEXT.veg : DIET_TEXT.nonVeg]);
  return {
    ...(declarations.makerRole === 'manufacturer' && declarations.makerName
      ? {
          manufacturer: {
            '@type': 'Organization',
            name: declarations.makerName,
            ...(declarations.makerAddress ? { address: declarations.makerAddress } : {}),
          },
        }
      : {}),
    ...(facts?.countryOfOrigin ? { countryOfOrigin: { '@type': 'Country', name: facts.countryOfOrigin } } : {}),
    ...(rows.length
      ? { additionalProperty: rows.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })) }
      : {}),
  };
}

/** schema.org Product with its Offer (INR, availability from stock) and, when reviewed, its AggregateRating. */
export function productJsonLd(
  product: TProduct,
  url: string,
  origin: string,
  declared: ReturnType<typeof declarationsJsonLd> = {},
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    image: product.images.map((name) => absoluteImage(origin, name)),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    category: [product.catName, product.subCatName].filter(Boolean).join(' > '),
    ...declared,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: CURRENCY,
      availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: RATING_MAX,
            worstRating: 0.5,
          },
        }
      : {}),
  };
}
