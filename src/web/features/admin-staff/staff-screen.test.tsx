import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffInvitation, TStaffMember } from '#src/contracts/admin-staff';
import { AlertProvider } from '#src/web/lib/alert';
import { StaffScreen } from './staff-screen';

/** The back office's staff page (issue 31 §4): what each control sends, and what the owner is told. */
const members: TStaffMember[] = [
  { id: 1, name: 'Meera Owner', email: 'meera@example.com', role: 'owner' },
  { id: 5, name: 'Asha Verma', email: 'asha@example.com', role: 'packer' },
];
const invitations: TStaffInvitation[] = [
  {
    id: 3,
    email: 'new@example.com',
    role: 'manager',
    sentAt: '2026-11-27T10:00:00.000Z',
    // 20:00 UTC is 01:30 the next day in the shop's time zone (Asia/Kolkata): the page must say the shop's day.
    expiresAt: '2026-11-30T20:00:00.000Z',
    expired: false,
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderScreen() {
  const router = createMemoryRouter(
    [{ path: '/admin/staff', element: <StaffScreen members={members} invitations={invitations} /> }],
    { initialEntries: ['/admin/staff'] },
  );
  render(
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>,
  );
}

const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr')!;
const call = (fetch: ReturnType<typeof vi.fn>, index: number) => {
  const [url, init] = fetch.mock.calls[index] as unknown as [string, RequestInit];
  return { url, method: init.method, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
};
const alertText = () => screen.getByRole('alert').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StaffScreen', () => {
  it('a new role is saved with its button, and said in the alert bar', async () => {
    const fetch = vi.fn().mockResolvedValue(json(200, { id: 5, role: 'manager' }));
    vi.stubGlobal('fetch', fetch);
    renderScreen();
    const row = rowOf('asha@example.com');
    fireEvent.change(within(row).getByRole('combobox', { name: 'Role of Asha Verma' }), {
      target: { value: 'manager' },
    });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Save Asha Verma' }));
    await waitFor(() => expect(alertText()).toContain('asha@example.com is now a manager.'));
    expect(call(fetch, 0)).toEqual({ url: '/api/admin/staff/5', method: 'PATCH', body: { role: 'manager' } });
  });

  it("the server's refusal (the last owner) is in the alert bar, and the select shows the role kept", async () => {
    const message = "meera@example.com is the shop's last owner: make someone else an owner first";
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(409, { error: true, msg: message, message, code: 'CONFLICT' })),
    );
    renderScreen();
    const row = rowOf('meera@example.com');
    const select = within(row).getByRole('combobox', { name: 'Role of Meera Owner' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'packer' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save Meera Owner' }));
    await waitFor(() => expect(alertText()).toContain(message));
    expect(select.value).toBe('owner');
  });

  it('removing from the back office asks first, then sends no role', async () => {
    const fetch = vi.fn().mockResolvedValue(json(200, { id: 5, role: null }));
    vi.stubGlobal('fetch', fetch);
    renderScreen();
    const row = rowOf('asha@example.com');
    fireEvent.change(within(row).getByRole('combobox', { name: 'Role of Asha Verma' }), { target: { value: '' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Asha Verma from the back office?' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(alertText()).toContain('asha@example.com no longer has a back-office role.'));
    expect(call(fetch, 0)).toEqual({ url: '/api/admin/staff/5', method: 'PATCH', body: { role: null } });
  });

  it('an invitation: a blank address is refused under its box; a sent one closes the form and says so', async () => {
    const fetch = vi.fn().mockResolvedValue(json(201, { ...invitations[0], id: 4, email: 'ravi@example.com' }));
    vi.stubGlobal('fetch', fetch);
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const address = screen.getByRole('textbox', { name: 'E-mail address' });
    await waitFor(() => expect(document.activeElement).toBe(address));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(document.getElementById(address.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter an e-mail address',
    );
    expect(screen.getByText('Orders and stock.')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'Ravi@Example.com' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'staff' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(alertText()).toContain('Invitation sent to ravi@example.com.'));
    expect(call(fetch, 0)).toEqual({
      url: '/api/admin/staff/invitations',
      method: 'POST',
      body: { email: 'Ravi@Example.com', role: 'staff' },
    });
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
  });

  it('an open invitation is sent again, or withdrawn after a confirmation', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, invitations[0]))
      .mockResolvedValueOnce(json(200, { revoked: true }));
    vi.stubGlobal('fetch', fetch);
    renderScreen();
    const row = rowOf('new@example.com');
    expect(row.textContent).toContain('Manager');
    expect(within(row).getByText('1 Dec 2026, 1:30 am').getAttribute('datetime')).toBe('2026-11-30T20:00:00.000Z');
    fireEvent.click(within(row).getByRole('button', { name: 'Resend new@example.com' }));
    await waitFor(() => expect(alertText()).toContain('A new invitation link was sent to new@example.com'));
    expect(call(fetch, 0)).toMatchObject({ url: '/api/admin/staff/invitations/3/resend', method: 'POST' });
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw new@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this invitation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(alertText()).toContain('The invitation to new@example.com was withdrawn'));
    expect(call(fetch, 1)).toMatchObject({ url: '/api/admin/staff/invitations/3', method: 'DELETE' });
  });
});
