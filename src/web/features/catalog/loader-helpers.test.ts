import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/contracts/client';
import { orElse } from './loader-helpers';

describe('orElse (a page section that may fail)', () => {
  it('answers the fallback for a 404 without logging: the page itself is Page Not Found', async () => {
    const section = orElse(Promise.reject(new ApiError(404, 'This product does not exist', null)), [], 'related');
    await expect(section).resolves.toEqual([]);
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
  });

  it('answers the fallback for any other failure and logs it', async () => {
    const section = orElse(Promise.reject(new ApiError(500, 'Something went wrong on our side', null)), [], 'related');
    await expect(section).resolves.toEqual([]);
    expect(vi.mocked(console.error).mock.calls.map((call) => call[0])).toEqual(['related unavailable']);
    vi.mocked(console.error).mockClear();
  });

  // Issue 27 §3: the database down or a limit on this address is the whole page's failure, not a section's.
  it.each([503, 429])('fails the page with a %i', async (status) => {
    const refusal = new ApiError(status, 'Refused', null);
    await expect(orElse(Promise.reject(refusal), [], 'related')).rejects.toBe(refusal);
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
  });
});
