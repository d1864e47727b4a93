import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInvitationView } from '#src/contracts/admin-staff';
import { AlertProvider } from '#src/web/lib/alert';
import { StaffInvitationForm } from './staff-invitation-form';

/** The staff invitation page's form (issue 31 §4): which boxes it asks, where refusals go, where it leads. */
const invitation = (overrides: Partial<TInvitationView> = {}): TInvitationView => ({
  email: 'ravi@example.com',
  role: 'packer',
  hasAccount: false,
  expiresAt: '2026-12-02T10:00:00.000Z',
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, message: string, code: string) =>
  json(status, { error: true, msg: message, message, code });

/** The back office's place in the test: it shows the welcome the page handed over. */
function AdminStandIn() {
  const state = useLocation().state as { success?: string } | null;
  return <p>Back office: {state?.success}</p>;
}

function renderPage(view: TInvitationView | null) {
  const router = createMemoryRouter(
    [
      { path: '/staff-invitation', element: <StaffInvitationForm token={'t'.repeat(20)} invitation={view} /> },
      { path: '/admin', element: <AdminStandIn /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/staff-invitation?token=tttttttttttttttttttt'] },
  );
  render(
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
const bodyOf = (call: unknown) => JSON.parse(String((call as [string, RequestInit])[1].body)) as unknown;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('StaffInvitationForm', () => {
  it('a new account: the name and a password, each blank one refused under its box, then accepted, signed in and sent to the back office', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, { email: 'ravi@example.com', role: 'packer' }))
      .mockResolvedValueOnce(
        json(200, {
          token: 'session-token',
          user: { id: 9, _id: 9, name: 'Ravi', email: 'ravi@example.com', phone: '', images: [], isAdmin: true },
        }),
      );
    vi.stubGlobal('fetch', fetch);
    renderPage(invitation());
    expect(screen.getByText('You are invited to help run Kirana as a packer.')).toBeTruthy();
    expect(screen.getByText('ravi@example.com')).toBeTruthy();

    submit();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Please enter your name');
    fireEvent.change(name, { target: { value: ' Ravi ' } });
    submit();
    const password = screen.getByLabelText('Choose a password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Password can not be blank!',
    );
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'packing-2026' } });
    submit();
    expect(await screen.findByText('Back office: Welcome to the back office of Kirana.')).toBeTruthy();
    expect(fetch.mock.calls.map((call) => (call as [string])[0])).toEqual([
      '/api/staff-invitations/accept',
      '/api/user/signin',
    ]);
    expect(bodyOf(fetch.mock.calls[0])).toEqual({ token: 't'.repeat(20), name: 'Ravi', password: 'packing-2026' });
    expect(bodyOf(fetch.mock.calls[1])).toEqual({ email: 'ravi@example.com', password: 'packing-2026' });
    expect(window.localStorage.getItem('token')).toBe('session-token');
  });

  it('an existing account: only its password; a wrong one is said under the box', async () => {
    const wrong = 'An account with this e-mail exists: enter its password to accept the invitation';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(refusal(400, wrong, 'PASSWORD_REFUSED')));
    renderPage(invitation({ hasAccount: true, role: 'manager' }));
    expect(screen.getByText('You are invited to help run Kirana as a manager.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    const password = screen.getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'not-my-password' } });
    submit();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe(wrong);
    expect(screen.getByRole('alert').textContent).toContain(wrong);
  });

  it('a link that stopped working (404) turns the page into "not valid", with the way home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(refusal(404, 'This invitation link is not valid', 'NOT_FOUND')),
    );
    renderPage(invitation({ hasAccount: true }));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'whatever-it-is' } });
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/');
  });

  it('no invitation (unknown, used, withdrawn or expired): says so and offers no form', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeTruthy();
    expect(
      screen.getByText(
        'This invitation link is not valid, has expired or was already used. Ask the shop for a new one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
