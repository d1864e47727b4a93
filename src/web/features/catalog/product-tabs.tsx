import type { TProduct, TProductFacts, TVariant } from '#src/contracts/catalog';
import type { TReview } from '#src/contracts/reviews';
import { TEXT } from '#src/shared/texts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/web/components/ui/tabs';
import { AdditionalInfo } from './additional-info';
import { ReviewForm, type ReviewDraft } from './review-form';
import { ReviewsList } from './reviews-list';

export type ProductTab = 'description' | 'info' | 'reviews';

type Props = {
  /** Facts and variants come with the product page's answer (decision 020). */
  product: TProduct & { facts?: TProductFacts | null; variants?: TVariant[] };
  reviews: TReview[];
  tab: ProductTab;
  onTabChange: (tab: ProductTab) => void;
  onSubmitReview?: ((draft: ReviewDraft) => Promise<unknown>) | undefined;
};

/** Description, Additional info and Reviews (with count), the last followed by the 'Add a review' form. */
export function ProductTabs({ product, reviews, tab, onTabChange, onSubmitReview }: Props) {
  return (
    <div className="rounded-3xl border border-slate-200/80 bg-white p-4 sm:p-6 lg:p-8">
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as ProductTab)}>
        <TabsList aria-label={product.name} className="flex-wrap">
          <TabsTrigger value="description">{TEXT.catalog.description}</TabsTrigger>
          <TabsTrigger value="info">{TEXT.catalog.additionalInfo}</TabsTrigger>
          <TabsTrigger value="reviews">{TEXT.catalog.reviews(reviews.length)}</TabsTrigger>
        </TabsList>
        <TabsContent
          value="description"
          className="mt-6 max-w-3xl space-y-4 leading-relaxed text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <p>{product.description}</p>
        </TabsContent>
        <TabsContent
          value="info"
          className="mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <AdditionalInfo facts={product.facts ?? null} variants={product.variants} />
        </TabsContent>
        <TabsContent
          value="reviews"
          className="mt-6 grid gap-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        >
          <ReviewsList reviews={reviews} />
          <ReviewForm productId={product.id} onSubmit={onSubmitReview} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
