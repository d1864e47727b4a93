import { useState } from 'react';
import { ADMIN_NOTIFY_TEXT } from '#src/shared/texts/notify';
import { adminApi, AdminPage, AdminPanel, orderSound, useOrderSound } from '#src/web/features/admin/index';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';

const T = ADMIN_NOTIFY_TEXT.notifications;

/**
 * My notifications (issue 31 §1, docs/decisions/057): my own alert e-mails (saved on my account, audited) and the
 * new-order sound of this browser (localStorage only).
 */
export function NotificationsScreen({ orderAlerts }: { orderAlerts: boolean }) {
  const [on, setOn] = useState(orderAlerts);
  const [busy, setBusy] = useState(false);
  const sound = useOrderSound();
  const { showError, showSuccess } = useAlert();

  // Shown at once; put back if the save is refused.
  const save = async (next: boolean) => {
    setOn(next);
    setBusy(true);
    try {
      const saved = await adminApi.adminAlerts.setMyNotifications({ body: { orderAlerts: next } });
      setOn(saved.orderAlerts);
      showSuccess(T.saved(saved.orderAlerts));
    } catch (error) {
      setOn(!next);
      showError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="space-y-4 p-5">
        <label className="flex items-center gap-3 text-slate-900">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={on}
            disabled={busy}
            onChange={(event) => void save(event.target.checked)}
          />
          {T.toggle}
        </label>
        <div>
          <label className="flex items-center gap-3 text-slate-900">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={sound}
              onChange={(event) => orderSound.set(event.target.checked)}
            />
            {T.sound}
          </label>
          <p className="mt-1 ml-8 text-sm text-slate-600">{T.soundHint}</p>
        </div>
      </AdminPanel>
    </AdminPage>
  );
}
