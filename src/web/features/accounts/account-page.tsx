import { UserRound } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TUser } from '#src/contracts/accounts';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Spinner } from '#src/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/web/components/ui/tabs';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { clearSession, getSession, useSession } from '#src/web/lib/session';
import { ChangePasswordForm } from './change-password-form';
import { errorText, isSignedOut } from '#src/web/lib/errors';
import { draftOf, ProfileForm, type ProfileDraft } from './profile-form';

/** Loads the signed-in user (after clearing uploads left from an unsaved visit); no token → /signIn. */
function useAccount() {
  const navigate = useNavigate();
  const alert = useAlert();
  const [user, setUser] = useState<TUser | null>(null);

  useEffect(() => {
    const session = getSession();
    if (!session) {
      void navigate('/signIn', { replace: true });
      return;
    }
    let live = true;
    const cleared = api.media.deletePending().catch((error: unknown) => console.error(error));
    Promise.all([api.accounts.getUser({ params: { id: session.user.userId } }), cleared]).then(
      ([loaded]) => {
        if (live) setUser(loaded);
      },
      (error: unknown) => {
        if (!live) return;
        if (isSignedOut(error)) {
          clearSession();
          void navigate('/signIn', { replace: true });
        } else alert.showError(errorText(error));
      },
    );
    return () => {
      live = false;
    };
    // Once per visit: running again would forget images uploaded but not saved yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return [user, setUser] as const;
}

const PANEL = 'mt-6 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 outline-none sm:p-8';

export function AccountPage() {
  const [user, setUser] = useAccount();
  const session = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState('profile');
  // Set from the loaded user once; edits (and uploads not saved yet) survive a switch to the other tab.
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  if (user && !draft) setDraft(draftOf(user));

  // Signed out elsewhere (header, another tab, an expired token): leave the page.
  const signedOut = user !== null && session === null;
  useEffect(() => {
    if (signedOut) void navigate('/signIn', { replace: true });
  }, [signedOut, navigate]);

  const avatar = user?.images[0];
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <div className="flex items-center gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-brand-100 text-xl font-extrabold text-brand-800 ring-1 ring-brand-200">
            {avatar ? (
              <img src={imageUrl(avatar, 200)} alt="" className="size-full object-cover" width={56} height={56} />
            ) : (
              (user?.name.charAt(0).toUpperCase() ?? <UserRound className="size-6" aria-hidden="true" />)
            )}
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{TEXT.myAccount}</h1>
            <p className="mt-0.5 truncate text-slate-600">{user ? user.email : TEXT.account.intro}</p>
          </div>
          {user ? null : <Spinner className="ml-auto size-6 text-brand-600" label={TEXT.account.loading} />}
        </div>

        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={TEXT.myAccount} className="mt-8">
            <TabsTrigger value="profile">{TEXT.account.editProfile}</TabsTrigger>
            <TabsTrigger value="password">{TEXT.account.changePassword}</TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className={PANEL}>
            <ProfileForm
              user={user}
              draft={draft ?? { name: '', phone: '', images: [] }}
              onDraftChange={(update) => setDraft((current) => (current ? update(current) : current))}
              onSaved={setUser}
            />
          </TabsContent>
          <TabsContent value="password" className={PANEL}>
            <ChangePasswordForm user={user} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
