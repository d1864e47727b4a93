import { describe, expect, it } from 'vitest';
import { halfStep } from './stars';

describe('halfStep', () => {
  it('rounds ratings to the nearest half star within 0..5', () => {
    expect(halfStep(4.26)).toBe(4.5);
    expect(halfStep(4.24)).toBe(4);
    expect(halfStep(0.2)).toBe(0);
    expect(halfStep(7)).toBe(5);
    expect(halfStep(-1)).toBe(0);
    expect(halfStep(Number.NaN)).toBe(0);
  });
});
