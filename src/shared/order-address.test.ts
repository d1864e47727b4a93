import { describe, expect, it } from 'vitest';
import { addressLines, addressWithoutPincode, postalAddressOf } from './order-address';

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

describe('one address type (issue 28 §5)', () => {
  it('copies the six typed fields and nothing else, empty where a record predates them, cleaned when asked', () => {
    expect(postalAddressOf({ ...typed, name: 'Asha', email: 'a@example.com' } as typeof typed)).toEqual({
      addressLine1: '12 MG Road',
      addressLine2: 'Flat 4B',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
    });
    expect(postalAddressOf({ pincode: '411001' })).toEqual({
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      country: '',
      pincode: '411001',
    });
    expect(
      postalAddressOf({ addressLine1: ' 12 MG Road ', city: 'Pune  ', pincode: ' 411001' }, (v) => v.trim()),
    ).toEqual({
      addressLine1: '12 MG Road',
      addressLine2: '',
      city: 'Pune',
      state: '',
      country: '',
      pincode: '411001',
    });
  });
});
