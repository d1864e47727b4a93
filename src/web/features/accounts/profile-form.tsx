import { Mail, Phone, UserRound } from '#src/web/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import type { TUser } from '#src/contracts/accounts';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { AvatarUploader } from './avatar-uploader';
import { errorText } from '#src/web/lib/errors';
import { Field } from '#src/web/components/ui/field';
import { clearPendingUploads, firstMissing, saveProfile } from './profile-save';
import { useFormError } from './use-form-error';

const phoneChars = (value: string) => value.replace(/[^\d +-]/g, '');

/** What the shopper is editing; kept by the page so that switching tabs loses nothing. */
export type ProfileDraft = { name: string; phone: string; images: string[] };

export const draftOf = (user: TUser): ProfileDraft => ({ name: user.name, phone: user.phone, images: user.images });

/** Edit Profile: avatar images, name, e-mail (read-only), phone; Save → 'user updated' (spec 2, 5, 8). */
export function ProfileForm({
  user,
  draft,
  onDraftChange,
  onSaved,
}: {
  user: TUser | null;
  draft: ProfileDraft;
  /** Takes an update function: an upload finishing later must not undo edits made meanwhile. */
  onDraftChange: (update: (current: ProfileDraft) => ProfileDraft) => void;
  onSaved: (user: TUser) => void;
}) {
  const alert = useAlert();
  const { fail, errorOf, clear } = useFormError();
  const base = useId();
  const ids = { name: `${base}-name`, email: `${base}-email`, phone: `${base}-phone`, images: `${base}-images` };

  const { name, phone, images } = draft;
  const edit = (change: (current: ProfileDraft) => Partial<ProfileDraft>) => {
    onDraftChange((current) => ({ ...current, ...change(current) }));
    clear();
  };
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user || busy) return;
    const missing = firstMissing(ids, user, draft);
    if (missing) return fail(TEXT.fillAllDetails, missing);
    setBusy(true);
    try {
      const updated = await saveProfile(user, draft);
      onSaved(updated);
      alert.showSuccess(TEXT.userUpdated);
      await clearPendingUploads();
    } catch (error) {
      fail(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const locked = !user;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10"
    >
      <AvatarUploader
        inputId={ids.images}
        name={name}
        images={images}
        disabled={locked || busy}
        onChange={(update) => edit((current) => ({ images: update(current.images) }))}
      />
      <div className="space-y-5">
        <Field
          id={ids.name}
          label={TEXT.account.name}
          autoComplete="name"
          icon={<UserRound />}
          value={name}
          disabled={locked}
          error={errorOf(ids.name)}
          onChange={(event) => {
            const value = event.target.value;
            edit(() => ({ name: value }));
          }}
        />
        <Field
          id={ids.email}
          label={TEXT.account.email}
          type="email"
          icon={<Mail />}
          value={user?.email ?? ''}
          readOnly
          disabled={locked}
          hint={TEXT.account.emailReadOnly}
          inputClassName="bg-slate-50 text-slate-600 hover:border-slate-300 focus:border-slate-400 focus:ring-slate-400/15"
        />
        <Field
          id={ids.phone}
          label={TEXT.account.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          icon={<Phone />}
          value={phone}
          disabled={locked}
          error={errorOf(ids.phone)}
          onChange={(event) => {
            const value = phoneChars(event.target.value);
            edit(() => ({ phone: value }));
          }}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-36" disabled={locked} busy={busy}>
          {TEXT.account.save}
        </Button>
      </div>
    </form>
  );
}
