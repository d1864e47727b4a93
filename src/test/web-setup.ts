import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test starts on an empty page with empty storage and its own stubs.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
