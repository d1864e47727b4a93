import { describe, expect, it } from 'vitest';
import type { TAddress } from '#src/contracts/addresses';
import { EMPTY_BILLING } from './billing';
import { billingFromAddress, inBook } from './checkout-memory';

const HOME: TAddress = {
  id: 7,
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560038',
};

describe('checkout: saving the address', () => {
  it('a picked saved address left as it was is in the book: nothing to save', () => {
    const picked = billingFromAddress(HOME, { ...EMPTY_BILLING, email: 'asha@example.com' });
    expect(inBook([HOME], picked)).toBe(true);
    expect(inBook([HOME], { ...picked, city: ' Bengaluru ' })).toBe(true);
  });

  it('a changed or new address is not', () => {
    const picked = billingFromAddress(HOME, EMPTY_BILLING);
    expect(inBook([HOME], { ...picked, streetAddressLine2: 'Flat 4' })).toBe(false);
    expect(inBook([], picked)).toBe(false);
  });
});
