import { afterEach, vi } from 'vitest';

// An unexpected console.error during a test is a bug the test should have caught.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => String(c[0])).join('; ')}`);
});
