import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A catalogue page's boundary: its loader's 404 (unknown or malformed id) shows the not-found page in place;
 * any other error goes on to the root's "Unexpected Application Error!" page.
 */
export function NotFoundOnly({ children }: { children: ReactNode }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return children;
  throw error;
}
