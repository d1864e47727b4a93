import { useId, useState } from 'react';
import type { TStaffMember } from '#src/contracts/admin-staff';
import type { Role } from '#src/shared/permissions';
import { STAFF_TEXT } from '#src/shared/texts/clock-staff';
import { Button } from '#src/web/components/ui/button';
import { isRoleValue, NO_ROLE, ROLE_OPTIONS, SELECT } from './roles';

const T = STAFF_TEXT.page;

/**
 * A member's role: a select (the roles, and "none" to remove them) and Save. Saving is a button rather than the
 * select's change, since a keyboard's arrows change a closed select one role at a time. `save` answers whether the
 * server took it; on a refusal (the last owner) the select shows the role the member still has.
 */
export function MemberRole({
  member,
  save,
}: {
  member: TStaffMember;
  save: (member: TStaffMember, role: Role | null) => Promise<boolean>;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string>(member.role);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy || draft === member.role) return;
    setBusy(true);
    const done = await save(member, isRoleValue(draft) ? draft : null);
    setBusy(false);
    if (!done) setDraft(member.role);
  };
  return (
    <div className="flex items-center gap-2">
      <select
        id={id}
        aria-label={T.roleOf(member.name)}
        className={SELECT}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      >
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        <option value={NO_ROLE}>{T.noRole}</option>
      </select>
      <Button variant="secondary" size="sm" busy={busy} onClick={() => void submit()}>
        {T.save}
        <span className="sr-only"> {member.name}</span>
      </Button>
    </div>
  );
}
