import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { REVIEW_RATING_DEFAULT, REVIEW_TEXT_MAX } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { useSession } from '#src/web/lib/session';
import { useSubmitReview } from '#src/web/features/shopping/index';
import { RatingInput } from './rating-input';

/** What the form hands over; the server takes the author from the token (decisions §1). */
export type ReviewDraft = { productId: number; review: string; customerRating: number };

type Props = {
  productId: number;
  /**
   * Sends the review (wired by the reviews feature: POST /api/productReviews/add). Resolving means success: the
   * form resets (empty text, rating 1) and the page reloads its reviews. Rejecting keeps what was typed.
   */
  onSubmit?: ((draft: ReviewDraft) => Promise<unknown>) | undefined;
};

/** 'Add a review': text and half-step rating; refuses empty text and guests with the spec's alerts. */
export function ReviewForm({ productId, onSubmit }: Props) {
  const id = useId();
  const session = useSession();
  const { showError } = useAlert();
  const revalidator = useRevalidator();
  const [review, setReview] = useState('');
  const [rating, setRating] = useState<number>(REVIEW_RATING_DEFAULT);
  const [busy, setBusy] = useState(false);
  const send = useSubmitReview();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (review.trim() === '') {
      showError(TEXT.addReview);
      return;
    }
    if (!session) {
      showError(TEXT.loginFirstReview);
      return;
    }
    setBusy(true);
    try {
      await (onSubmit ?? send)({ productId, review: review.trim(), customerRating: rating });
      setReview('');
      setRating(REVIEW_RATING_DEFAULT);
      await revalidator.revalidate();
    } catch {
      // The handler reports its own failure in the alert bar; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200/80 bg-slate-50/60 p-5"
    >
      <h3 className="text-lg font-bold text-slate-900">{TEXT.catalog.addAReview}</h3>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {TEXT.catalog.reviewPlaceholder}
        </label>
        <textarea
          id={id}
          name="review"
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={review}
          onChange={(event) => setReview(event.target.value)}
          placeholder={TEXT.catalog.reviewPlaceholder}
          className="block w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-[0.9375rem] text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        />
      </div>
      <RatingInput value={rating} onChange={setRating} />
      <Button type="submit" busy={busy} busyText={TEXT.adding}>
        {TEXT.catalog.submitReview}
      </Button>
    </form>
  );
}
