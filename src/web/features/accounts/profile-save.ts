import type { TUser } from '#src/contracts/accounts';
import { api } from '#src/web/lib/api';
import { getSession, saveSession } from '#src/web/lib/session';
import { toStoredUser } from './storage';

type Draft = { name: string; phone: string; images: string[] };
type FieldIds = { name: string; email: string; phone: string; images: string };

/** The first empty field in the form's order (name, e-mail, phone, images), or null when all are filled. */
export function firstMissing(ids: FieldIds, user: TUser, { name, phone, images }: Draft): string | null {
  return !name.trim()
    ? ids.name
    : !user.email
      ? ids.email
      : !phone.trim()
        ? ids.phone
        : images.length === 0
          ? ids.images
          : null;
}

/** Saves the profile and refreshes the signed-in user kept in this browser. */
export async function saveProfile(user: TUser, { name, phone, images }: Draft): Promise<TUser> {
  const updated = await api.accounts.updateUser({
    params: { id: user.id },
    body: {
      name: name.trim(),
      email: user.email,
      phone: phone.trim(),
      images,
    },
  });
  const session = getSession();
  if (session) saveSession(session.token, toStoredUser(updated));
  return updated;
}

/** Spec 7: pending uploads are cleared after a save (the saved ones stay on the profile). */
export async function clearPendingUploads(): Promise<void> {
  await api.media.deletePending().catch((error: unknown) => console.error(error));
}
