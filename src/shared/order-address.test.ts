import { describe, expect, it } from 'vitest';
import { addressLines, addressWithoutPincode } from './order-address';

const typed = {
  address: '12 MG Road, Flat 4B',
  pincode: '411001',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
};
const specOnly = { ...typed, addressLine1: '', addressLine2: '', city: '', state: '', country: '' };

describe('an order’s address as the pages show it (docs/decisions/026)', () => {
  it('uses the fields typed at checkout when the order has them', () => {
    expect(addressLines(typed)).toEqual(['12 MG Road', 'Flat 4B', 'Pune, Maharashtra 411001', 'India']);
    expect(addressLines({ ...typed, addressLine2: '', state: '' })).toEqual(['12 MG Road', 'Pune, 411001', 'India']);
    expect(addressWithoutPincode(typed)).toBe('12 MG Road, Flat 4B, Pune, Maharashtra, India');
  });

  it('falls back to the spec’s joined address and pincode', () => {
    expect(addressLines(specOnly)).toEqual(['12 MG Road, Flat 4B', '411001']);
    expect(addressWithoutPincode(specOnly)).toBe('12 MG Road, Flat 4B');
  });
});
