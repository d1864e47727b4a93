import { describe, expect, it } from 'vitest';
import { emptyZoneDraft, zoneWithPayOnDeliveryRequest } from './delivery-form';

describe('a zone’s pay-on-delivery settings', () => {
  const draft = { ...emptyZoneDraft(), name: 'Pune', codes: '411001', freeFrom: '499' };

  it('are sent with the zone: off by default, empty limits as none, whole numbers from 1', () => {
    expect(zoneWithPayOnDeliveryRequest(draft).body).toMatchObject({
      payOnDelivery: false,
      payOnDeliveryMaxOrder: null,
      payOnDeliveryMaxOpen: null,
    });
    expect(
      zoneWithPayOnDeliveryRequest({ ...draft, payOnDelivery: true, podMaxOrder: ' 5000 ', podMaxOpen: '2' }).body,
    ).toMatchObject({ name: 'Pune', payOnDelivery: true, payOnDeliveryMaxOrder: 5_000, payOnDeliveryMaxOpen: 2 });
  });

  it('name each wrong limit, beside the zone’s own errors', () => {
    const wrong = 'Enter a whole number of 1 or more, or leave it empty';
    expect(zoneWithPayOnDeliveryRequest({ ...draft, fee: '-1', podMaxOrder: '0', podMaxOpen: '1.5' }).errors).toEqual({
      fee: 'Enter whole rupees, 0 or more',
      podMaxOrder: wrong,
      podMaxOpen: wrong,
    });
    expect(zoneWithPayOnDeliveryRequest({ ...draft, podMaxOpen: '1001' }).errors).toEqual({ podMaxOpen: wrong });
  });
});
