import { useCallback } from 'react';
import type { TReviewAddBody } from '#src/contracts/shopping';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from './errors';

/**
 * Sends a review (`POST /api/productReviews/add`); the author comes from the token. A refusal (a second review,
 * text too long) shows the server's message and rejects, so the form keeps what was typed.
 */
export function useSubmitReview() {
  const { showError } = useAlert();
  return useCallback(
    async (draft: TReviewAddBody) => {
      try {
        return await api.shopping.reviews.add(draft);
      } catch (error) {
        showError(errorText(error));
        throw error;
      }
    },
    [showError],
  );
}
