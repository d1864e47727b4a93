import { useState, type FormEvent } from 'react';
import type { TWebhook, TWebhookDelivery } from '#src/contracts/alerts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '#src/shared/constants';
import { ADMIN_NOTIFY_TEXT } from '#src/shared/texts/notify';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { adminApi, AdminPage, AdminPanel, useAdminAction, When } from '#src/web/features/admin/index';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';

const T = ADMIN_NOTIFY_TEXT.webhooks;

/**
 * Outgoing webhooks (issue 31 §1, docs/decisions/057): add one (address and events; its secret shown once, and
 * again on request), delete one, and read each one's delivery log (time, status, error of every attempt).
 */
export function WebhooksScreen({ webhooks }: { webhooks: TWebhook[] }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['order.placed']);
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);
  const { showError } = useAlert();
  const run = useAdminAction();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const answer = await adminApi.adminAlerts.createWebhook({ body: { url, events } });
      setCreated({ id: answer.webhook.id, secret: answer.secret });
      setUrl('');
    }, T.added);
  };
  const toggle = (name: WebhookEvent, on: boolean) =>
    setEvents((now) => (on ? [...now, name] : now.filter((event) => event !== name)));
  const remove = (webhook: TWebhook) => {
    if (!window.confirm(T.confirmDelete(webhook.url))) return;
    void run(() => adminApi.adminAlerts.deleteWebhook({ params: { id: webhook.id } }), T.deleted);
  };

  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="mb-6 p-5">
        <form onSubmit={(event) => void add(event)} className="space-y-4">
          <Field
            id="webhook-url"
            label={T.url}
            type="url"
            required
            value={url}
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
          />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">{T.events}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {WEBHOOK_EVENTS.map((name) => (
                <label key={name} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={events.includes(name)}
                    onChange={(event) => toggle(name, event.target.checked)}
                  />
                  {T.eventNames[name]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit">{T.add}</Button>
        </form>
        {created ? (
          <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-slate-900" role="status">
            {T.secret}:{' '}
            <code className="break-all" data-webhook-secret>
              {created.secret}
            </code>
          </p>
        ) : null}
      </AdminPanel>
      {webhooks.length === 0 ? (
        <p className="text-slate-600">{T.none}</p>
      ) : (
        <ul className="space-y-4" aria-label={T.title}>
          {webhooks.map((webhook) => (
            <li key={webhook.id}>
              <WebhookCard
                webhook={webhook}
                onDelete={() => remove(webhook)}
                onError={(error) => showError(errorText(error))}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function WebhookCard({
  webhook,
  onDelete,
  onError,
}: {
  webhook: TWebhook;
  onDelete: () => void;
  onError: (error: unknown) => void;
}) {
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<TWebhookDelivery[] | null>(null);
  const reveal = async () => {
    if (secret) return setSecret(null);
    try {
      setSecret((await adminApi.adminAlerts.webhookSecret({ params: { id: webhook.id } })).secret);
    } catch (error) {
      onError(error);
    }
  };
  const showLog = async () => {
    try {
      setLog((await adminApi.adminAlerts.webhookDeliveries({ params: { id: webhook.id } })).deliveries);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <AdminPanel className="p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere] text-slate-900">{webhook.url}</p>
        <Button variant="quiet" onClick={() => void reveal()}>
          {secret ? T.hide : T.reveal}
        </Button>
        <Button variant="quiet" onClick={() => void showLog()}>
          {T.log}
        </Button>
        <Button variant="quiet" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
          {T.delete}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{webhook.events.map((event) => T.eventNames[event]).join(', ')}</p>
      {secret ? (
        <p className="mt-2 text-sm">
          {T.secret}: <code className="break-all">{secret}</code>
        </p>
      ) : null}
      {log ? <DeliveryLog deliveries={log} /> : null}
    </AdminPanel>
  );
}

function DeliveryLog({ deliveries }: { deliveries: TWebhookDelivery[] }) {
  if (deliveries.length === 0) return <p className="mt-3 text-sm text-slate-600">{T.noDeliveries}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{T.log}</caption>
        <thead>
          <tr className="text-slate-600">
            <th className="py-1 pr-3 font-semibold">{T.attemptedAt}</th>
            <th className="py-1 pr-3 font-semibold">{T.event}</th>
            <th className="py-1 pr-3 font-semibold">{T.status}</th>
            <th className="py-1 font-semibold">{T.error}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-t border-slate-100">
              <td className="py-1 pr-3">
                <When iso={delivery.attemptedAt} show="second" />
              </td>
              <td className="py-1 pr-3">{T.eventNames[delivery.event] ?? delivery.event}</td>
              <td className="py-1 pr-3 tabular-nums">{delivery.statusCode ?? T.noAnswer}</td>
              <td className="py-1 [overflow-wrap:anywhere]">{delivery.error ?? T.ok}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
