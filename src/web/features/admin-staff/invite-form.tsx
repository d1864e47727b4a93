import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '#src/contracts/client';
import type { Role } from '#src/shared/permissions';
import { STAFF_TEXT } from '#src/shared/texts/clock-staff';
import { Button } from '#src/web/components/ui/button';
import { Field, SelectField } from '#src/web/components/ui/field';
import { errorText } from '#src/web/lib/errors';
import { isRoleValue, ROLE_OPTIONS } from './roles';

const T = STAFF_TEXT.page;

/**
 * The invitation form: an e-mail and a role (each role's rights said under it). `send` answers the refusal's
 * message, or null once sent; a refused address (400) shows its message under the e-mail box too.
 */
export function InviteForm({
  send,
  onCancel,
}: {
  send: (body: { email: string; role: Role }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const base = useId();
  const ids = { email: `${base}-email`, role: `${base}-role` };
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('packer');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Opened by the Invite button: the keyboard goes on to the form's first box.
  useEffect(() => document.getElementById(ids.email)?.focus(), [ids.email]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setError(T.emailBlank);
      document.getElementById(ids.email)?.focus();
      return;
    }
    setBusy(true);
    try {
      await send({ email: email.trim(), role });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        setError(errorText(failure));
        document.getElementById(ids.email)?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 p-5"
      aria-labelledby={`${base}-title`}
    >
      <h2 id={`${base}-title`} className="text-lg font-bold text-slate-900">
        {T.inviteTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={ids.email}
          label={T.inviteEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <div>
          <SelectField
            id={ids.role}
            label={T.inviteRole}
            value={role}
            aria-describedby={`${ids.role}-hint`}
            onChange={(event) => {
              if (isRoleValue(event.target.value)) setRole(event.target.value);
            }}
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <p id={`${ids.role}-hint`} className="mt-1.5 text-sm text-slate-600">
            {T.roleHints[role]}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="quiet" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" busy={busy} busyText={T.send}>
          {T.send}
        </Button>
      </div>
    </form>
  );
}
