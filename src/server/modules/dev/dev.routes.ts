import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '#src/server/lib/escape-html';
import { outboxDirOf, readOutbox, type OutboxEntry } from '#src/server/lib/mailer';

function page(entries: OutboxEntry[], smtp: boolean): string {
  const items = entries
    .map(
      (entry) => `<article>
  <h2>${escapeHtml(entry.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(entry.to)}</strong> · <time datetime="${escapeHtml(entry.date)}">${escapeHtml(entry.date.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre>${escapeHtml(entry.text)}</pre>
</article>`,
    )
    .join('\n');
  const empty = smtp
    ? '<p>E-mails go to the mail server set in SMTP_URL, so none are kept here.</p>'
    : '<p>No e-mails yet. Sign up or ask for a code, then reload this page.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Kirana (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6f5;color:#1f2937}
main{max-width:760px;margin:0 auto}
article{background:#fff;border-radius:10px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 2px #0001}
h1{font-size:24px}h2{font-size:18px;margin:0 0 4px}.meta{color:#4b5563;margin:0 0 12px}
pre{white-space:pre-wrap;font-family:inherit;margin:0}
</style></head>
<body><main>
<h1>Outbox</h1>
<p>E-mails the shop has sent while running without a mail server, newest first. This page exists only outside production.</p>
${items || empty}
</main></body></html>`;
}

/** `/dev/outbox`: lets a person trying the shop read the codes it e-mailed. Registered only outside production. */
export async function devRoutes(app: FastifyInstance) {
  const dir = outboxDirOf(app.config.DATA_DIR);
  const smtp = Boolean(app.config.SMTP_URL);

  app.get('/dev/outbox.json', { schema: { hide: true } }, async () => readOutbox(dir));
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(await readOutbox(dir), smtp);
  });
}
