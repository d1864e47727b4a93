import { describe, expect, it } from 'vitest';
import { SLOT_HOLDS_PER_ADDRESS } from '#src/shared/constants';
import { checkoutHolder, clientAddressOf, mailboxOf } from './checkout-holder';

/** Who a checkout hold counts against (issue 27 §5): one mailbox, one client address. */
describe('mailboxOf', () => {
  it('is one mailbox for the +tag, case and Gmail dot variants of an address', () => {
    for (const email of ['Asha+slot1@Example.com', 'asha+x+y@example.com', 'asha@example.com']) {
      expect(mailboxOf(email)).toBe('asha@example.com');
    }
    for (const email of ['a.s.h.a+1@gmail.com', 'ASHA@googlemail.com', 'as.ha@gmail.com']) {
      expect(mailboxOf(email)).toBe('asha@gmail.com');
    }
  });

  it('keeps dots elsewhere, and different people apart', () => {
    expect(mailboxOf('a.sha@example.com')).toBe('a.sha@example.com');
    expect(mailboxOf('asha@example.com')).not.toBe(mailboxOf('ravi@example.com'));
    expect(mailboxOf('asha@example.com')).not.toBe(mailboxOf('asha@example.org'));
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe('clientAddressOf', () => {
  it('keeps an IPv4 address, unwraps an IPv4-mapped one', () => {
    expect(clientAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:abcd:12::/64';
    for (const ip of [
      '2001:db8:abcd:12::1',
      '2001:0db8:abcd:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:ABCD:12:1:2:3:4',
      '2001:db8:abcd:12:1::1.2.3.4',
      '2001:db8:abcd:12::9%eth0',
    ]) {
      expect(clientAddressOf(ip), ip).toBe(network);
    }
    expect(clientAddressOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressOf('2001:db8:0:0:1::1.2.3.4')).toBe('2001:db8:0:0::/64');
    expect(clientAddressOf('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressOf('2001:db8:abcd:13::1')).not.toBe(network);
  });
});

describe('checkoutHolder', () => {
  it('names the mailbox, the address and the cap (RATE_LIMITS may raise it)', () => {
    expect(checkoutHolder({ email: 'Asha+1@example.com' }, '203.0.113.7')).toEqual({
      holder: 'mailbox:asha@example.com',
      address: '203.0.113.7',
      maxPerAddress: SLOT_HOLDS_PER_ADDRESS,
    });
    expect(checkoutHolder({ email: 'asha@example.com' }, undefined, { 'slot-holds-address': 50 })).toMatchObject({
      address: null,
      maxPerAddress: 50,
    });
  });
});
