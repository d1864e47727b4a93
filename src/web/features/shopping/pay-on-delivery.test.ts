import { describe, expect, it } from 'vitest';
import type { TDeliveryCheck } from '#src/contracts/delivery';
import { payOnDeliveryOffer } from './pay-on-delivery';

const check = (payOnDelivery: TDeliveryCheck['payOnDelivery'], served = true): TDeliveryCheck => ({
  pincode: '411001',
  served,
  zone: served ? { id: 1, name: 'Pune' } : null,
  fee: 0,
  freeFrom: null,
  minimum: 0,
  message: served ? 'We deliver to 411001' : 'Sorry, we do not deliver to 411001 yet',
  payOnDelivery,
});

describe('whether the checkout offers pay on delivery', () => {
  it('is offered where the zone has it, up to its maximum included', () => {
    expect(payOnDeliveryOffer(check({ maxOrder: 5_000, maxOpen: 2 }), 5_000)).toEqual({ offered: true });
    expect(payOnDeliveryOffer(check({ maxOrder: null, maxOpen: null }), 90_000)).toEqual({ offered: true });
  });

  it('says why not: no pincode yet, not in the zone (or not served), over the maximum', () => {
    expect(payOnDeliveryOffer(null, 100)).toEqual({
      offered: false,
      reason: 'Enter your pincode to see whether you can pay on delivery.',
    });
    expect(payOnDeliveryOffer(check(null), 100)).toEqual({
      offered: false,
      reason: 'Pay on delivery is not available for your pincode.',
    });
    expect(payOnDeliveryOffer(check({ maxOrder: 5_000, maxOpen: 2 }, false), 100).offered).toBe(false);
    expect(payOnDeliveryOffer(check({ maxOrder: 5_000, maxOpen: 2 }), 5_001)).toEqual({
      offered: false,
      reason: 'Pay on delivery is available for orders up to Rs 5,000.',
    });
  });
});
