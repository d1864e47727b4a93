import { adminStaff, staffInvitations } from '#src/contracts/admin-staff';
import { route } from '#src/server/lib/route';
import { limitByIp } from '#src/server/plugins/rate-limit';
import { auditActor } from '#src/server/modules/audit/index';
import { LIMITS } from './rate-limits';
import * as service from './staff.service';

/** `/api/admin/staff`: the back office's members and invitations (owners: the `staff` permission; decision 059). */
export const adminStaffRoutes = [
  route(adminStaff.list, async (request) => service.staffPage(request.server.db)),
  route(adminStaff.invite, async (request) => service.invite(request.server, auditActor(request), request.body)),
  route(adminStaff.resend, async (request) => service.resend(request.server, auditActor(request), request.params.id)),
  route(adminStaff.revoke, async (request) =>
    service.revoke(request.server.db, auditActor(request), request.params.id),
  ),
  route(adminStaff.setRole, async (request) =>
    service.changeRole(request.server.db, auditActor(request), request.params.id, request.body.role),
  ),
];

/** `/api/staff-invitations`: the invitation link's page reads and accepts it (public: the token is the proof). */
export const staffInvitationRoutes = [
  route(staffInvitations.view, async (request) => service.viewInvitation(request.server.db, request.params.token)),
  // Limited per address like sign-in: an existing account's password is checked here.
  route(
    staffInvitations.accept,
    async (request) => service.acceptInvitation(request.server.db, request.ip, request.body),
    { preHandler: limitByIp(LIMITS.signInPerIp) },
  ),
];
