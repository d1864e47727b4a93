import { describe, expect, it } from 'vitest';
import { ZShipping } from '#src/contracts/payments';
import {
  BILLING_FIELDS,
  EMPTY_BILLING,
  firstMissing,
  firstWrong,
  orderPayload,
  shippingOf,
  type Billing,
} from './billing';

const filled: Billing = {
  fullName: ' Asha Verma ',
  country: 'India',
  streetAddressLine1: '12 MG Road',
  streetAddressLine2: 'Flat 4',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
};

describe('checkout billing', () => {
  it('reports the first empty field in the spec order with its message', () => {
    expect(firstMissing(EMPTY_BILLING)).toEqual({ field: 'fullName', message: 'Please fill full name' });
    expect(firstMissing({ ...filled, streetAddressLine2: '  ' })).toEqual({
      field: 'streetAddressLine2',
      message: 'Please fill  Street address',
    });
    expect(firstMissing({ ...filled, city: '', email: '' })?.message).toBe('Please fill city');
    expect(firstMissing({ ...filled, email: '' })?.message).toBe('Please fill email');
    expect(firstMissing(filled)).toBeNull();
    // Each field, emptied alone, is the one reported.
    const messages = BILLING_FIELDS.map((field) => firstMissing({ ...filled, [field]: '' })?.message);
    expect(messages).toEqual([
      'Please fill full name',
      'Please fill country',
      'Please fill Street address',
      'Please fill  Street address',
      'Please fill city',
      'Please fill state',
      'Please fill zipCode',
      'Please fill phone Number',
      'Please fill email',
    ]);
  });

  it('refuses on the page every e-mail the server refuses, with the accounts message', () => {
    for (const email of ['asha@example.c', 'a..b@example.com', 'asha@exa_mple.com', 'asha at example.com']) {
      expect(firstWrong({ ...filled, email }), email).toEqual({
        field: 'email',
        message: 'Please enter a valid email address',
      });
      expect(ZShipping.safeParse(shippingOf({ ...filled, email })).success, email).toBe(false);
    }
    for (const email of ['asha@example.com', ' a.b+c@mail.example.co.in ']) {
      expect(firstWrong({ ...filled, email }), email).toBeNull();
      expect(ZShipping.safeParse(shippingOf({ ...filled, email })).success, email).toBe(true);
    }
    expect(firstWrong({ ...filled, city: '', email: 'nope' })?.field).toBe('city');
  });

  it('refuses on the page a state the pincode is not in, by the State field (docs/decisions/053)', () => {
    expect(firstWrong({ ...filled, state: 'Karnataka' })).toEqual({
      field: 'state',
      message: 'Pincode 411001 is not in Karnataka: please check the state or the pincode',
    });
    expect(firstWrong({ ...filled, state: 'Goa', zipCode: '403001' })).toBeNull();
  });

  it('joins both address lines, maps the zip code to the pincode, and sends every field and the e-mail typed', () => {
    expect(shippingOf(filled)).toEqual({
      name: 'Asha Verma',
      phoneNumber: '9876543210',
      address: '12 MG Road, Flat 4',
      pincode: '411001',
      addressLine1: '12 MG Road',
      addressLine2: 'Flat 4',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      contactEmail: 'asha@example.com',
    });
  });

  it('builds the spec payload with the proof, a whole total and a short date', () => {
    const line = { subTotal: 240 } as never;
    const proof = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    const payload = orderPayload(
      filled,
      [line, { subTotal: 60 } as never],
      proof,
      { userId: 7, email: 'a@b.c' },
      new Date(2026, 10, 5),
    );
    expect(payload).toMatchObject({
      amount: 300,
      paymentId: 'pay_1',
      userid: 7,
      email: 'a@b.c',
      date: 'Nov 05, 2026',
      ...proof,
    });
  });
});
