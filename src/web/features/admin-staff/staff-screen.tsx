import { Plus } from '#src/web/components/ui/icons';
import { useState } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { TStaffInvitation, TStaffMember } from '#src/contracts/admin-staff';
import type { Role } from '#src/shared/permissions';
import { roleLabel } from '#src/shared/texts/admin';
import { STAFF_TEXT } from '#src/shared/texts/clock-staff';
import { Badge } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import {
  adminApi,
  AdminPage,
  AdminPanel,
  ConfirmDialog,
  DataTable,
  focusById,
  useAdminAction,
  When,
  type BackOfficeUser,
  type Column,
  type Confirmation,
} from '#src/web/features/admin/index';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { InviteForm } from './invite-form';
import { MemberRole } from './member-role';
import { INVITE_BUTTON_ID } from './roles';

const T = STAFF_TEXT.page;

/**
 * /admin/staff (issue 31 §4, docs/decisions/059): the back office's members with a role select each (none removes
 * them, after a confirmation), the open invitations with Resend and Withdraw, and the Invite form. Every answer,
 * the server's refusals included (the last owner), goes to the alert bar; the page's data reloads after each write.
 * The focus returns to the Invite button when the form closes or a row it was in went away.
 */
export function StaffScreen({ members, invitations }: { members: TStaffMember[]; invitations: TStaffInvitation[] }) {
  const [inviting, setInviting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const run = useAdminAction();
  const { showError, showSuccess } = useAlert();
  const revalidator = useRevalidator();
  const me = (useRouteLoaderData('routes/admin/layout') as { me?: BackOfficeUser } | undefined)?.me;

  const closeForm = () => {
    setInviting(false);
    focusById(INVITE_BUTTON_ID);
  };
  const send = async (body: { email: string; role: Role }) => {
    let sent: TStaffInvitation;
    try {
      sent = await adminApi.adminStaff.invite({ body });
    } catch (error) {
      showError(errorText(error));
      throw error;
    }
    closeForm();
    showSuccess(T.invited(sent.email));
    await revalidator.revalidate();
  };

  const saveRole = async (member: TStaffMember, role: Role | null) => {
    if (role === null) {
      setConfirmation({
        title: T.remove.title(member.name),
        body: T.remove.body(member.email),
        confirm: T.remove.confirm,
        keep: T.remove.keep,
        focusAfter: INVITE_BUTTON_ID,
        run: () =>
          run(
            () => adminApi.adminStaff.setRole({ params: { id: member.id }, body: { role: null } }),
            T.removed(member.email),
          ),
      });
      return false;
    }
    return run(
      () => adminApi.adminStaff.setRole({ params: { id: member.id }, body: { role } }),
      T.roleSaved(member.email, STAFF_TEXT.roleNames[role] ?? role),
    );
  };
  const withdraw = (invitation: TStaffInvitation) =>
    setConfirmation({
      title: T.confirmWithdraw.title,
      body: T.confirmWithdraw.body(invitation.email),
      confirm: T.confirmWithdraw.confirm,
      keep: T.confirmWithdraw.keep,
      focusAfter: INVITE_BUTTON_ID,
      run: () =>
        run(() => adminApi.adminStaff.revoke({ params: { id: invitation.id } }), T.withdrawn(invitation.email)),
    });
  const resend = (invitation: TStaffInvitation) =>
    run(() => adminApi.adminStaff.resend({ params: { id: invitation.id } }), T.resent(invitation.email));

  const memberColumns: Column<TStaffMember>[] = [
    {
      key: 'member',
      header: T.member,
      cell: (member) => (
        <>
          <span className="font-semibold text-slate-900">
            {member.name}{' '}
            {member.email === me?.email ? <span className="font-normal text-slate-600">{T.you}</span> : null}
          </span>
          <span className="block [overflow-wrap:anywhere] text-slate-600">{member.email}</span>
        </>
      ),
    },
    { key: 'role', header: T.role, cell: (member) => <MemberRole member={member} save={saveRole} /> },
  ];
  const invitationColumns: Column<TStaffInvitation>[] = [
    {
      key: 'invitee',
      header: T.invitee,
      cell: (row) => (
        <>
          <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">{row.email}</span>
          <span className="text-slate-600">{roleLabel(row.role)}</span>
        </>
      ),
    },
    {
      key: 'expires',
      header: T.expires,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <When iso={row.expiresAt} />
          {row.expired ? <Badge tone="warning">{T.expired}</Badge> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: T.actions,
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <Button variant="secondary" size="sm" onClick={() => void resend(row)}>
            {T.resend}
            <span className="sr-only"> {row.email}</span>
          </Button>
          <Button variant="quiet" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => withdraw(row)}>
            {T.withdraw}
            <span className="sr-only"> {row.email}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminPage
      title={T.title}
      description={T.intro}
      actions={
        <Button
          id={INVITE_BUTTON_ID}
          aria-expanded={inviting}
          onClick={() => {
            if (inviting) return closeForm();
            setInviting(true);
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {T.invite}
        </Button>
      }
    >
      {inviting ? (
        <AdminPanel className="mb-8">
          <InviteForm send={send} onCancel={closeForm} />
        </AdminPanel>
      ) : null}
      <h2 className="mb-3 text-lg font-bold text-slate-900">{T.members}</h2>
      <DataTable caption={T.members} columns={memberColumns} rows={members} rowKey={(member) => member.id} />
      <h2 className="mt-8 mb-3 text-lg font-bold text-slate-900">{T.invitations}</h2>
      <DataTable
        caption={T.invitations}
        columns={invitationColumns}
        rows={invitations}
        rowKey={(row) => row.id}
        empty={T.noInvitations}
      />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </AdminPage>
  );
}
