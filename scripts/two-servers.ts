import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import {
  Check,
  KiranaProcess,
  freePort,
  printResult,
  PrivateCluster,
  repoRoot,
  request,
  sleep,
  tempDir,
  type CheckResult,
} from './faults/lib';
import { createShoppers } from './faults/shoppers';
import { ensureNginx, NGINX_PATH } from './ensure-nginx';
import { LIMITS } from '#src/server/modules/accounts/rate-limits';

/**
 * Two Kirana processes on one PostgreSQL, one Redis and one media directory, behind nginx on loopback
 * (round-robin). Both start at the same moment on an empty database, so migrations and the demo seed must not race.
 *
 *   node --import tsx scripts/two-servers.ts [--e2e]  (own private PostgreSQL cluster; --e2e adds the browser purchase)
 *   npm run test:faults two-servers                   (the same, as part of the fault checks)
 */

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

function nginxConfig(dir: string, port: number, upstreams: number[]) {
  const runAsRoot = process.getuid?.() === 0 ? 'user root;' : '';
  return `${runAsRoot}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream kirana {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://kirana;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Host 127.0.0.1:${port};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function startNginx(upstreams: number[]) {
  const dir = tempDir('kirana-nginx-');
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
  const child = spawn(NGINX_PATH, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (await request(`${url}/api/health`, { timeoutMs: 2_000 }).catch(() => null)) break;
    await sleep(100);
  }
  return {
    url,
    errorLog: () =>
      existsSync(path.join(dir, 'error.log'))
        ? readFileSync(path.join(dir, 'error.log'), 'utf8').trim().split('\n').slice(-20).join('\n')
        : '',
    /** Stops nginx; its dir (config, logs) is kept after a failure. */
    stop: async (removeDir: boolean) => {
      child.kill('SIGQUIT');
      await exited;
      if (removeDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const upstreamOf = (answer: { headers: Headers }) => answer.headers.get('x-upstream')?.split(':').pop() ?? '?';
const downloadPath = (name: string) =>
  name.startsWith('/') || name.startsWith('http') ? new URL(name, 'http://x').pathname : `/download/${name}`;

/** The browser test of a whole purchase (cart → test card → order), with the balancer as the shop's address. */
async function runPurchaseFlow(url: string): Promise<{ code: number | null; summary: string }> {
  const child = spawn(
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'scripts/two-servers.playwright.config.ts',
      'tests/e2e/shopping-pages.spec.ts',
      '-g',
      'check out with the test card',
    ],
    { cwd: repoRoot, env: { ...process.env, TWO_SERVERS_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const summary = output.match(/\d+ (passed|failed)[^\n]*/g)?.join(', ') ?? output.slice(-1500);
  return { code, summary: code === 0 ? summary : `${summary}\n${output.slice(-3000)}` };
}

export async function twoServersCheck(databaseUrl: string, options: { e2e?: boolean } = {}): Promise<CheckResult> {
  const check = new Check('Two servers, one database, behind nginx');
  const mediaDir = tempDir('kirana-media-');
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `kirana-two-servers-${process.pid}-${Date.now()}:`,
    MEDIA_DIR: mediaDir,
    // Both must sign and verify sessions with the same key.
    JWT_SECRET: randomBytes(48).toString('base64url'),
  };
  // One DATA_DIR only for the development outbox (/dev/outbox.json, the stand-in for a shared SMTP server that the
  // browser test reads); with the settings above nothing else is written there.
  const dataDir = tempDir('kirana-two-servers-');
  const servers = [
    new KiranaProcess({ name: 'server-a', env: shared, dataDir }),
    new KiranaProcess({ name: 'server-b', env: shared, dataDir }),
  ];
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    // The same moment, on an empty database: migrations and the demo seed race unless they take a lock.
    await Promise.all(servers.map((s) => s.start(false)));
    await Promise.all(servers.map((s) => s.waitHealthy()));
    check.expect(
      true,
      `both servers started together on an empty database (ports ${servers.map((s) => s.port).join(', ')})`,
    );
    const migrations = await db.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    const files = (await import('#src/db/migrations/meta/_journal.json', { with: { type: 'json' } })).default.entries
      .length;
    check.expect(
      Number(migrations.rows[0]!.n) === files,
      `migrations applied once: ${migrations.rows[0]!.n} rows for ${files} migrations`,
    );
    const products = await db.query<{ n: string; slugs: string }>(
      'select count(*) as n, count(distinct slug) as slugs from products',
    );
    const categories = await db.query<{ n: string; names: string }>(
      'select count(*) as n, count(distinct name) as names from categories where parent_id is null',
    );
    check.expect(
      products.rows[0]!.n === products.rows[0]!.slugs &&
        categories.rows[0]!.n === categories.rows[0]!.names &&
        Number(products.rows[0]!.n) > 0,
      `demo seeded once: ${products.rows[0]!.n} products, ${categories.rows[0]!.n} top categories, no duplicates`,
    );

    nginx = await startNginx(servers.map((s) => s.port));
    const ports = new Set(servers.map((s) => String(s.port)));

    const health = await Promise.all(Array.from({ length: 10 }, () => request(`${nginx!.url}/api/health`)));
    const hit = new Set(health.map(upstreamOf));
    check.expect(
      health.every((a) => a.status === 200) && [...ports].every((p) => hit.has(p)),
      `health through the balancer: ${health.filter((a) => a.status === 200).length}/10 × 200, answered by ${[...hit].join(' and ')}`,
    );

    // Sign-in failures for one e-mail (from one address) count in Redis, whichever process answers: the free
    // failures of decision 014, then the progressive delay's 429.
    const free = LIMITS.signInFailuresPerEmailAndIp.free;
    const email = `nobody-${Date.now()}@two-servers.test`;
    const statuses: string[] = [];
    const answeredBy = new Set<string>();
    for (let i = 0; i <= free; i += 1) {
      const answer = await request(`${nginx.url}/api/user/signin`, {
        method: 'POST',
        jsonBody: { email, password: 'wrong password' },
      });
      statuses.push(`${answer.status}@${upstreamOf(answer)}`);
      answeredBy.add(upstreamOf(answer));
    }
    const codes = statuses.map((s) => Number(s.split('@')[0]));
    check.expect(
      codes.slice(0, free).every((c) => c === 401) && codes[free] === 429 && answeredBy.size === 2,
      `${free + 1} failed sign-ins for one e-mail through the balancer: ${free} × 401 then ${codes[free]}, spread over both servers`,
    );
    check.note(statuses.join(' '));
    const direct = await Promise.all(
      servers.map((s) =>
        request(`${s.url}/api/user/signin`, { method: 'POST', jsonBody: { email, password: 'wrong password' } }),
      ),
    );
    check.expect(
      direct.every((a) => a.status === 429),
      `then each server directly: ${direct.map((a) => a.status).join(', ')}`,
    );

    // An avatar uploaded through the balancer lands in the shared media directory.
    const [shopper] = await createShoppers(db, shared.JWT_SECRET, 1, `two-servers-${Date.now()}`);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    const upload = await request(`${nginx.url}/api/user/upload`, { method: 'POST', token: shopper!.token, body: form });
    check.expect(
      upload.status === 201,
      `avatar upload through the balancer: ${upload.status} (by ${upstreamOf(upload)})`,
    );
    const [image] = upload.status === 201 ? (upload.json() as { images: string[] }).images : [];
    if (image) {
      const seen = await Promise.all(
        servers.map((s) =>
          fetch(s.url + downloadPath(image)).then(async (r) => ({
            status: r.status,
            bytes: (await r.arrayBuffer()).byteLength,
          })),
        ),
      );
      check.expect(
        seen.every((s) => s.status === 200 && s.bytes > 0),
        `the avatar from each server directly: ${seen.map((s) => `${s.status} (${s.bytes} B)`).join(', ')}`,
      );

      // A product whose image is that upload (as an admin's product edit stores it): both servers show and serve it.
      const [product] = (
        await db.query<{ id: number }>(
          'update products set images = array[$1]::text[] where id = (select min(id) from products) returning id',
          [image],
        )
      ).rows;
      const views = await Promise.all(servers.map((s) => request(`${s.url}/api/products/${product!.id}`)));
      const named = views.map((v) => (v.status === 200 ? JSON.stringify(v.json()).includes(image) : false));
      check.expect(
        named.every(Boolean),
        `the product shows the new image on both servers: ${views.map((v) => v.status).join(', ')}`,
      );
    }
    // An admin's inline price edit on one server shows on the other at once (the catalogue cache's version read on
    // PostgreSQL, decision 009): the other server has the product cached before the edit. A product of one variant,
    // so that its page shows that variant's price: both servers also have the product page in their page cache
    // (decision 033), and both show the new price on their next answer.
    const [admin] = await createShoppers(db, shared.JWT_SECRET, 1, `two-servers-admin-${Date.now()}`);
    await db.query("update users set role = 'owner' where id = $1", [admin!.id]);
    const [pack] = (
      await db.query<{ id: number; productId: number; price: number; oldPrice: number }>(
        `select v.id, v.product_id as "productId", v.price, v.old_price as "oldPrice" from product_variants v
         join products p on p.id = v.product_id where p.variant_count = 1 and v.count_in_stock > 0 order by v.id limit 1`,
      )
    ).rows;
    const [editor, viewer] = servers as [KiranaProcess, KiranaProcess];
    const priceOn = async (server: KiranaProcess) => {
      const answer = await request(`${server.url}/api/products/${pack!.productId}`);
      const variants = (answer.json() as { variants: { id: number; price: number }[] }).variants;
      return variants.find((v) => v.id === pack!.id)?.price;
    };
    /** The product page's price (its `product:price:amount`) and whether the page cache answered it. */
    const pageOn = async (server: KiranaProcess) => {
      const answer = await request(`${server.url}/product/${pack!.productId}`);
      const price = /property="product:price:amount" content="(\d+)"/.exec(answer.body)?.[1];
      return { price: Number(price), cache: answer.headers.get('x-page-cache') ?? 'none', status: answer.status };
    };
    const pages = (list: { price: number; cache: string; status: number }[]) =>
      list.map((p, i) => `${servers[i]!.options.name} ${p.status} Rs ${p.price} (${p.cache})`).join(', ');
    const cachedBefore = await priceOn(viewer);
    await Promise.all(servers.map(pageOn));
    const pagesBefore = await Promise.all(servers.map(pageOn));
    check.expect(
      pagesBefore.every((p) => p.status === 200 && p.cache === 'hit' && p.price === pack!.price),
      `the product page from each server's page cache before the edit: ${pages(pagesBefore)}`,
    );
    const newPrice = pack!.price + 7;
    const edit = await request(`${editor.url}/api/admin/variants/${pack!.id}`, {
      method: 'PATCH',
      token: admin!.token,
      jsonBody: { price: newPrice, oldPrice: Math.max(pack!.oldPrice, newPrice) },
    });
    const seenAfter = await priceOn(viewer);
    check.expect(
      edit.status === 200 && cachedBefore === pack!.price && seenAfter === newPrice,
      `an admin's price edit on ${editor.options.name} (${edit.status}: Rs ${pack!.price} → ${newPrice}) is what ${viewer.options.name} answers next: Rs ${seenAfter}`,
    );
    const pagesAfter = await Promise.all(servers.map(pageOn));
    const pagesAgain = await Promise.all(servers.map(pageOn));
    check.expect(
      pagesAfter.every((p) => p.status === 200 && p.cache === 'miss' && p.price === newPrice) &&
        pagesAgain.every((p) => p.cache === 'hit' && p.price === newPrice),
      `and the product page on each server's next answer: ${pages(pagesAfter)}; then ${pages(pagesAgain)}`,
    );

    const seeded = (
      await db.query<{ image: string }>(
        "select images[1] as image from products where images <> '{}' order by id desc limit 1",
      )
    ).rows[0]!.image;
    const artwork = await Promise.all(servers.map((s) => fetch(s.url + downloadPath(seeded)).then((r) => r.status)));
    check.expect(
      artwork.every((s) => s === 200),
      `a catalogue product image (${seeded}) from each server: ${artwork.join(', ')}`,
    );

    if (options.e2e) {
      const e2e = await runPurchaseFlow(nginx.url);
      check.expect(e2e.code === 0, `Playwright purchase flow through the balancer: ${e2e.summary}`);
    }
  } catch (error) {
    check.fail(error);
  } finally {
    if (nginx && !check.ok) check.note(`nginx error log: ${nginx.errorLog() || '(empty)'}`);
    await nginx?.stop(check.ok);
    await db.end();
    await check.finish(servers);
    if (check.ok) rmSync(mediaDir, { recursive: true, force: true });
  }
  return check.result();
}

// Standalone: its own private cluster.
if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNginx();
  const cluster = await new PrivateCluster().init();
  try {
    const result = await twoServersCheck(await cluster.createDatabase('two_servers'), {
      e2e: process.argv.includes('--e2e'),
    });
    printResult(result);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    cluster.destroy();
  }
}
