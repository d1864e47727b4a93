import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDeliveryCheck } from '#src/contracts/delivery';
import { PincodeForm } from './pincode-form';

const SERVED: TDeliveryCheck = {
  pincode: '560001',
  served: true,
  zone: { id: 4, name: 'Bengaluru Central' },
  fee: 35,
  freeFrom: 499,
  minimum: 150,
  message: 'We deliver to 560001',
};
const NOT_SERVED: TDeliveryCheck = {
  pincode: '999999',
  served: false,
  zone: null,
  fee: 0,
  freeFrom: null,
  minimum: 0,
  message: 'Sorry, we do not deliver to 999999 yet',
};

/** The check endpoint answered without a server: each call's URL recorded, the answer given by `answer`. */
function stubCheck(answer: (pincode: string) => { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const pincode = new URL(url, 'http://shop.test').searchParams.get('pincode') ?? '';
      const { status, body } = answer(pincode);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const box = () => screen.getByRole('textbox', { name: 'Pincode' });
const check = () => screen.getByRole('button', { name: 'Check' });

afterEach(() => {
  document.cookie = 'pincode=; Path=/; Max-Age=0';
});

describe('PincodeForm', () => {
  it('refuses a malformed pincode under the box, without asking the server', async () => {
    const calls = stubCheck(() => ({ status: 200, body: SERVED }));
    const user = userEvent.setup();
    render(<PincodeForm />);
    expect(screen.getByRole('form', { name: 'Do we deliver to you?' })).toBeTruthy();
    await user.type(box(), '0123ab45');
    // Only digits go in, six at most.
    expect(box()).toHaveProperty('value', '012345');
    await user.click(check());
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid 6-digit pincode',
    );
    expect(document.activeElement).toBe(box());
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem('pincode')).toBeNull();
    // Typing again clears the error.
    await user.type(box(), '{Backspace}');
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a served pincode’s fee, threshold and minimum, remembers it and hands the answer on', async () => {
    const calls = stubCheck(() => ({ status: 200, body: SERVED }));
    const onChecked = vi.fn();
    const user = userEvent.setup();
    render(<PincodeForm onChecked={onChecked} />);
    await user.type(box(), '560001');
    await user.keyboard('{Enter}');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('We deliver to 560001'));
    expect(status.textContent).toContain('Delivery fee Rs 35, free on orders of Rs 499 or more · Minimum order Rs 150');
    expect(calls).toEqual(['/api/delivery/check?pincode=560001']);
    expect(onChecked).toHaveBeenCalledWith(SERVED);
    expect(window.localStorage.getItem('pincode')).toBe('560001');
    expect(document.cookie).toContain('pincode=560001');
  });

  it('says clearly when the shop does not deliver there', async () => {
    stubCheck(() => ({ status: 200, body: NOT_SERVED }));
    const user = userEvent.setup();
    render(<PincodeForm />);
    await user.type(box(), '999999');
    await user.click(check());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sorry, we do not deliver to 999999 yet'));
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s refusal under the box', async () => {
    stubCheck(() => ({ status: 400, body: { error: true, msg: 'Please enter a valid 6-digit pincode' } }));
    const user = userEvent.setup();
    render(<PincodeForm />);
    await user.type(box(), '560001');
    await user.click(check());
    await waitFor(() => expect(box().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeTruthy();
    expect(window.localStorage.getItem('pincode')).toBeNull();
  });

  it('checks the remembered pincode at once when asked to', async () => {
    const calls = stubCheck(() => ({ status: 200, body: SERVED }));
    render(<PincodeForm initial="560001" checkInitial />);
    expect(box()).toHaveProperty('value', '560001');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('We deliver to 560001'));
    expect(calls).toHaveLength(1);
  });
});
