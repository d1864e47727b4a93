import { describe, expect, it } from 'vitest';
import { pincodeFromCookieHeader } from './pincode';

describe('pincodeFromCookieHeader', () => {
  it('reads a well-formed pincode among other cookies', () => {
    expect(pincodeFromCookieHeader('location=India; pincode=560001; theme=dark')).toBe('560001');
  });

  it('answers null without one, and for anything that is not a pincode', () => {
    expect(pincodeFromCookieHeader(null)).toBeNull();
    expect(pincodeFromCookieHeader('location=India')).toBeNull();
    for (const value of ['', '012345', '56001', '5600011', '56OO01', '%3Cscript%3E', '560001%00'])
      expect(pincodeFromCookieHeader(`pincode=${value}`)).toBeNull();
  });
});
