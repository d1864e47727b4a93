import { useCallback, useState } from 'react';
import { useAlert } from '#src/web/lib/alert';

type FieldError = { field: string; message: string };

/**
 * Errors go to the alert bar (announced) as the spec says; a field's own error also shows under it and the field
 * takes the focus, so the shopper lands where the fix is.
 */
export function useFormError() {
  const alert = useAlert();
  const [error, setError] = useState<FieldError | null>(null);

  const fail = useCallback(
    (message: string, field?: string) => {
      alert.showError(message);
      setError(field ? { field, message } : null);
      if (field) document.getElementById(field)?.focus();
    },
    [alert],
  );

  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const clear = useCallback(() => setError(null), []);
  return { fail, errorOf, clear };
}
