import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_HIDE_MS } from '#src/shared/constants';
import { AlertProvider, useAlert } from './alert';

let api: ReturnType<typeof useAlert>;
function Capture() {
  api = useAlert();
  return null;
}

describe('the alert bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a message shown just as the previous one expires stays for its own 6 seconds', () => {
    render(
      <AlertProvider>
        <Capture />
      </AlertProvider>,
    );
    act(() => api.showError('Please enter a valid email address'));
    act(() => vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS - 1));
    // The new message and the old timer in one go: the timer fires before React has committed the new message and
    // cleared it (a slow machine placing an order while a form error was still up).
    act(() => {
      api.showSuccess('Thank you! Your order has been placed.');
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert').textContent).toBe('Thank you! Your order has been placed.');
    act(() => vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('alert').textContent).toBe('Thank you! Your order has been placed.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
