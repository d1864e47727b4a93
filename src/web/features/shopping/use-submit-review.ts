import { useCallback } from 'react';
import type { Sent } from '#src/contracts/endpoint';
import type { reviews } from '#src/contracts/reviews';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';

/**
 * Sends a review (`POST /api/productReviews/add`); the author comes from the token. A refusal (a second review,
 * text too long) shows the server's message and rejects, so the form keeps what was typed.
 */
export function useSubmitReview() {
  const { showError } = useAlert();
  return useCallback(
    async (draft: Sent<typeof reviews.add, 'body'>) => {
      try {
        return await api.reviews.add({ body: draft });
      } catch (error) {
        showError(errorText(error));
        throw error;
      }
    },
    [showError],
  );
}
