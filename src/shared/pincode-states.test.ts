import { describe, expect, it } from 'vitest';
import { findIndianState, pincodeFitsState, placeOfSupplyOf, statesOfPincode } from './pincode-states';

// Written by hand from India Post's circles: pincode → the GST state codes it may be in.
describe('pincode and state', () => {
  it.each([
    ['560038', ['29']], // Bengaluru
    ['110001', ['07']], // New Delhi
    ['400001', ['27', '30']], // Mumbai: Maharashtra's circle, which holds Goa
    ['403001', ['30']], // Panaji
    ['600001', ['33', '34']], // Chennai: Tamil Nadu's circle, which holds Puducherry
    ['737101', ['11']], // Gangtok
    ['799001', ['16']], // Agartala
    ['194101', ['38']], // Leh
    ['900001', []], // Army Postal Service
    ['56003', []], // not six digits
    ['012345', []],
  ])('%s can be in %j', (pincode, states) => {
    expect(statesOfPincode(pincode)).toEqual(states);
  });

  it('checks a state against the pincode, accepting any state a prefix spans', () => {
    expect(pincodeFitsState('560038', '29')).toBe(true);
    expect(pincodeFitsState('560038', '33')).toBe(false);
    expect(pincodeFitsState('400001', '30')).toBe(true);
    expect(pincodeFitsState('900001', '29')).toBe(true);
  });

  it('finds a state by name in any case or by its GST code', () => {
    expect(findIndianState('tamil nadu')?.code).toBe('33');
    expect(findIndianState(' 29 ')?.name).toBe('Karnataka');
    expect(findIndianState('Bavaria')).toBeUndefined();
    expect(findIndianState('')).toBeUndefined();
  });

  it('takes the place of supply from the state typed, else from the pincode', () => {
    expect(placeOfSupplyOf({ state: 'Goa', pincode: '403001' })).toBe('30');
    expect(placeOfSupplyOf({ state: '', pincode: '400001' })).toBe('27');
    expect(placeOfSupplyOf({ state: '', pincode: '' })).toBe('');
  });
});
