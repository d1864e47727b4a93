import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';

/**
 * A back-office write from a list screen: runs it, says `success` (or the refusal) in the alert bar, reloads the
 * page's data; answers whether it worked so a form can stay open on an error.
 */
export function useAdminAction(afterSuccess?: () => void) {
  const { showError, showSuccess } = useAlert();
  const revalidator = useRevalidator();
  return async (work: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await work();
      afterSuccess?.();
      showSuccess(success);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      showError(errorText(error));
      return false;
    }
  };
}

export type MoveDirection = 'up' | 'down';

/**
 * Keeps keyboard focus on a row's move button after the row moved and the list re-rendered: the same button, or
 * its twin when the row reached an end and the same one is disabled. `rows` is the list whose change ends a move.
 */
export function useFocusAfterMove(moveId: (direction: MoveDirection, id: number) => string, rows: unknown) {
  const [moved, setMoved] = useState<{ id: number; direction: MoveDirection } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const { id, direction } = moved;
    const same = document.getElementById(moveId(direction, id)) as HTMLButtonElement | null;
    const other = document.getElementById(moveId(direction === 'up' ? 'down' : 'up', id));
    (same && !same.disabled ? same : other)?.focus();
    setMoved(null);
  }, [rows, moved, moveId]);
  return setMoved;
}
