import { describe, expect, it } from 'vitest';
import { renderOrderMail } from './order-mails';

/**
 * The "an item in your order changed" mail (issue 16, docs/decisions/032) as rendered from its outbox row: product
 * words reach the HTML escaped; a row without its change cannot be rendered (the dispatcher gives it up at once).
 * The mails sent for real after each change: src/server/modules/orders/substitutions.test.ts.
 */
const order = {
  orderId: 7,
  name: 'Asha <b>Rao</b>',
  address: '12 MG Road',
  pincode: '560038',
  phoneNumber: '98',
  amount: 610,
};
const shop = { name: 'Green & Basket', url: 'https://shop.example' };

describe('order.line_changed', () => {
  it('substituted: what, with what at which price, the refund; escaped in the HTML; a link to the order', () => {
    const mail = renderOrderMail(
      'order.line_changed',
      'asha@example.com',
      {
        ...order,
        change: {
          kind: 'substituted',
          title: 'Dal <Mix>',
          variant: '1 kg',
          quantity: 2,
          substitute: { title: 'Dal & "Rice"', variant: '500 g', price: 80 },
          refundAmount: 1140,
        },
      },
      shop,
    );
    expect(mail.subject).toBe('An item in your Green & Basket order #7 has changed');
    expect(mail.text).toContain(
      'Dal <Mix> (1 kg) × 2 was not available, so we are sending Dal & "Rice" (500 g) instead, at Rs 80 each.',
    );
    expect(mail.text).toContain('We are refunding Rs 1,140 to the way you paid');
    expect(mail.text).toContain('https://shop.example/orders/7');
    expect(mail.html).toContain('Dal &lt;Mix&gt; (1 kg) × 2 was not available');
    expect(mail.html).toContain('Dal &amp; &quot;Rice&quot; (500 g)');
    expect(mail.html).not.toContain('<Mix>');
    expect(mail.html).toContain('Hello Asha &lt;b&gt;Rao&lt;/b&gt;,');
  });

  it('unavailable: the line and its refund', () => {
    const mail = renderOrderMail(
      'order.line_changed',
      'asha@example.com',
      {
        ...order,
        change: { kind: 'unavailable', title: 'Tea', variant: '', quantity: 1, substitute: null, refundAmount: 275 },
      },
      shop,
    );
    expect(mail.text).toContain('We are sorry: Tea × 1 is not available, so it will not be in your order.');
    expect(mail.text).toContain('We are refunding Rs 275');
  });

  it('a row without its change is refused', () => {
    expect(() => renderOrderMail('order.line_changed', 'asha@example.com', order, shop)).toThrow();
  });
});
