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
    const section = orElse(Promise.reject(new ApiError(503, 'The shop is briefly unavailable', null)), [], 'related');
    await expect(section).resolves.toEqual([]);
    expect(vi.mocked(console.error).mock.calls.map((call) => call[0])).toEqual(['related unavailable']);
    vi.mocked(console.error).mockClear();
  });
});
