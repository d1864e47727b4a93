import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminOrderAdjustment, TAdminOrderDetail } from '#src/contracts/admin-orders';
import { line, order, renderDetail, rowOf } from './order-detail.test-helpers';

/** The order screen's adjustments (issue 31 §5, docs/decisions/055): who is offered them, and what each dialog sends. */

/** The server's answer to every request: `status` with `data` (an order detail, or a refusal's message). */
function answer(status: number, data: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function sent(fetch: ReturnType<typeof answer>) {
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderDetail: adjustments', () => {
  it('Reduce… sends the units and the reason; the alert says it; focus goes back to the button', async () => {
    const detail = order('confirmed', [line(1, { quantity: 3, unitsLeft: 3 })]);
    const fetch = answer(200, detail);
    renderDetail(detail);
    const opener = within(rowOf('Dal 1')).getByRole('button', { name: 'Reduce… — Dal 1 (1 kg)' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Reduce Dal 1 (1 kg)' });
    expect(dialog.textContent).toContain('3 units are left on this line');
    type(within(dialog).getByRole('spinbutton', { name: 'Units to take off' }), '2');
    type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Only 1 found');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reduce and refund' }));
    expect(await sent(fetch)).toEqual({
      url: '/api/admin/orders/42/adjustments/reduce',
      method: 'POST',
      body: { lineId: 1, quantity: 2, reason: 'Only 1 found' },
    });
    expect(await screen.findByText('Dal 1 (1 kg): 2 units taken off')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Reduce… refuses more units than are left and a missing reason before asking the server', async () => {
    const fetch = answer(200, {});
    renderDetail(order('packed', [line(1, { quantity: 3, unitsLeft: 2 })]));
    fireEvent.click(within(rowOf('Dal 1')).getByRole('button', { name: /Reduce…/ }));
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByRole('spinbutton', { name: 'Units to take off' }), '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reduce and refund' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 2.')).toBeTruthy();
    expect(within(dialog).getByText('Say why.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the server’s refusal shows in the alert bar and the dialog stays open', async () => {
    answer(400, { msg: 'Only 1 unit is left on this line.' });
    renderDetail(order('confirmed', [line(1)]));
    fireEvent.click(within(rowOf('Dal 1')).getByRole('button', { name: /Reduce…/ }));
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Short');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reduce and refund' }));
    expect(await screen.findByText('Only 1 unit is left on this line.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('no Reduce… for a line with no units left', () => {
    renderDetail(order('confirmed', [line(1, { unitsLeft: 0 }), line(2)]));
    expect(within(rowOf('Dal 1')).queryByRole('button', { name: /Reduce…/ })).toBeNull();
    expect(within(rowOf('Dal 2')).getByRole('button', { name: /Reduce…/ })).toBeTruthy();
  });

  it('a role without `refunds` (packer) is offered no adjustment', () => {
    renderDetail(order('confirmed', [line(1)]), 'packer');
    expect(within(rowOf('Dal 1')).queryByRole('button', { name: /Reduce…/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Goodwill refund…' })).toBeNull();
    cleanup();
    renderDetail(order('delivered', [line(1)]), 'packer');
    expect(screen.queryByRole('button', { name: 'Return…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Goodwill refund…' })).toBeNull();
  });

  it('Goodwill refund… sends the rupees, at most what is left (the order’s net)', async () => {
    const detail = order('packed', [line(1)]);
    const fetch = answer(200, detail);
    renderDetail(detail);
    expect(screen.queryByRole('button', { name: 'Return…' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Goodwill refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Goodwill refund' });
    expect(dialog.textContent).toContain('At most Rs 300 is left');
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount in rupees' });
    type(amount, '301');
    type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Late delivery');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter whole rupees from 1 to Rs 300.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    type(amount, '50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await sent(fetch)).toEqual({
      url: '/api/admin/orders/42/adjustments/goodwill',
      method: 'POST',
      body: { amount: 50, reason: 'Late delivery' },
    });
    expect(await screen.findByText('A goodwill refund of Rs 50 is on its way')).toBeTruthy();
  });

  it('a cancelled order offers no goodwill refund', () => {
    renderDetail(order('cancelled', [line(1)]));
    expect(screen.queryByRole('button', { name: 'Goodwill refund…' })).toBeNull();
  });

  it('Return… once delivered sends the lines with units, the restock box and the reason', async () => {
    const detail = order('delivered', [line(1, { unitsLeft: 2 }), line(2, { unitsLeft: 1 })]);
    const fetch = answer(200, detail);
    renderDetail(detail);
    fireEvent.click(screen.getByRole('button', { name: 'Return…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return and refund' }));
    expect(within(dialog).getByText('Enter how many units of at least one item came back.')).toBeTruthy();
    type(within(dialog).getByRole('spinbutton', { name: 'Dal 2 (1 kg) (up to 1)' }), '1');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Put the units back in stock' }));
    type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Packet torn');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return and refund' }));
    expect(await sent(fetch)).toEqual({
      url: '/api/admin/orders/42/adjustments/return',
      method: 'POST',
      body: { lines: [{ lineId: 2, quantity: 1 }], restock: true, reason: 'Packet torn' },
    });
    expect(await screen.findByText('1 unit returned')).toBeTruthy();
  });
});

describe('OrderDetail: the adjustments made, and a failed refund retried (docs/decisions/055)', () => {
  const failed: TAdminOrderAdjustment = {
    id: 7,
    kind: 'reduced',
    at: '2026-11-10T09:00:00.000Z',
    lineId: 1,
    title: 'Dal 1',
    label: '1 kg',
    quantity: 1,
    reason: 'Only 2 found',
    refund: {
      status: 'failed',
      amount: 150,
      refundedAt: null,
      id: null,
      error: 'razorpay 500: SERVER_ERROR',
      attemptedAt: '2026-11-10T09:00:01.000Z',
      canRetry: true,
    },
  };
  const withAdjustment = (adjustment: TAdminOrderAdjustment): TAdminOrderDetail => ({
    ...order('confirmed', [line(1, { quantity: 3, unitsLeft: 2 })]),
    adjustments: [adjustment],
  });
  const list = () => screen.getByRole('list', { name: 'Adjustments made' });

  it('lists it with its reason and failed refund; Retry refund sends the adjustment’s retry and says it', async () => {
    const refunded = withAdjustment({
      ...failed,
      refund: { ...failed.refund, status: 'refunded', error: null, canRetry: false },
    });
    const fetch = answer(200, refunded);
    renderDetail(withAdjustment(failed));
    const item = within(list()).getByRole('listitem');
    expect(item.textContent).toContain('Reduced');
    expect(item.textContent).toContain('Dal 1 (1 kg) × 1');
    expect(item.textContent).toContain('Only 2 found');
    expect(item.textContent).toContain('Refund failed');
    expect(item.textContent).toContain('razorpay 500: SERVER_ERROR');
    fireEvent.click(within(item).getByRole('button', { name: 'Retry refund — Reduced: Dal 1 (1 kg) × 1' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/admin/orders/42/adjustments/7/refund', 'POST']);
    expect(await screen.findByText('Refunded Rs 150')).toBeTruthy();
  });

  it('a packer sees the adjustment and its failed refund but is offered no retry', () => {
    renderDetail(withAdjustment(failed), 'packer');
    const item = within(list()).getByRole('listitem');
    expect(item.textContent).toContain('Refund failed');
    expect(within(item).queryByRole('button', { name: /Retry refund/ })).toBeNull();
  });

  it('a refunded adjustment offers no retry', () => {
    renderDetail(withAdjustment({ ...failed, refund: { ...failed.refund, status: 'refunded', canRetry: false } }));
    expect(within(list()).getByRole('listitem').textContent).toContain('Refunded');
    expect(screen.queryByRole('button', { name: /Retry refund/ })).toBeNull();
  });
});
