/**
 * Server-side latency of the week's delivery slots (issue 16: p95 ≤ 10 ms), GET /api/delivery/slots?pincode=:
 *   node --import tsx bench/delivery-slots.ts                       (a fresh PGlite database in a temporary folder)
 *   DATABASE_URL=postgres://… node --import tsx bench/delivery-slots.ts   (adds `bench-` zones, removes them after)
 * It makes 60 zones (by 3-digit prefix) with five slots a day each and 12 weeks of bookings and holds (about
 * 500,000 claims: 20 a slot, most weeks past), then asks for 600 random pincodes' weeks through app.inject
 * (routing, validation, two statements, serialisation; no socket). Besides wall-clock time it reports CPU time per
 * request (this process plus, on PostgreSQL, its server backend), which is what the wall time would be on an idle
 * machine. `--json` prints one JSON line for `npm run bench` (which runs it on each engine's database, then removes
 * its zones again).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/client';
import { measuredApp } from './lib/measured-app';
import { p50p95 } from './lib/stats';

if (!process.env['DATABASE_URL'] && !process.env['PGLITE_DIR']) {
  process.env['PGLITE_DIR'] = mkdtempSync(path.join(tmpdir(), 'kirana-bench-delivery-'));
}
const { database, app, cpuMs } = await measuredApp({
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-keys',
  RATE_LIMITS: 'delivery-ip=1000000',
});
const db = database.db;
const ZONES = 60;

await db.execute(sql`delete from delivery_zones where name like 'bench-%'`);
await db.execute(sql`
  insert into delivery_zones (name, prefixes, fee, free_from, minimum_order)
  select 'bench-' || z, array[(100 + z)::text], 30, 500, 100 from generate_series(1, ${ZONES}) z`);
await db.execute(sql`
  insert into delivery_slot_templates (zone_id, weekday, start_minute, end_minute, capacity, cutoff_hours)
  select z.id, d, 420 + s * 120, 540 + s * 120, 25, 2
  from delivery_zones z, generate_series(1, 7) d, generate_series(0, 4) s where z.name like 'bench-%'`);
// Twelve weeks of slot days around today: ten past, this one and the next.
await db.execute(sql`
  insert into delivery_slots (template_id, day)
  select t.id, day::date from delivery_slot_templates t
  join delivery_zones z on z.id = t.zone_id and z.name like 'bench-%'
  cross join generate_series(current_date - 70, current_date + 13, interval '1 day') day
  where extract(isodow from day) = t.weekday`);
await db.execute(sql`
  insert into delivery_slot_claims (slot_id, kind, holder, order_id, expires_at)
  select s.id, case when n <= 18 then 'booking' else 'hold' end, 'bench:' || s.id || ':' || n,
    case when n <= 18 then s.id * 100 + n end,
    case when n > 18 then now() + (n - 19) * interval '20 minutes' - interval '10 minutes' end
  from delivery_slots s join delivery_slot_templates t on t.id = s.template_id
  join delivery_zones z on z.id = t.zone_id and z.name like 'bench-%'
  cross join generate_series(1, 20) n`);
await db.execute(sql`analyze`);
const [{ n: claims } = { n: 0 }] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from delivery_slot_claims`),
);

const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: pick(sorted, 0.5).toFixed(2), p95: pick(sorted, 0.95).toFixed(2), max: sorted.at(-1)!.toFixed(2) };
};
const url = (i: number) =>
  `/api/delivery/slots?pincode=${100 + 1 + (i % ZONES)}${String((i * 7919) % 1000).padStart(3, '0')}`;

for (let i = 0; i < 30; i++) await app.inject({ method: 'GET', url: url(i) });
const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < 600; i++) {
  const start = performance.now();
  const startCpu = cpuMs();
  const response = await app.inject({ method: 'GET', url: url(i) });
  cpu.push(cpuMs() - startCpu);
  wall.push(performance.now() - start);
  if (response.statusCode !== 200 || !response.json().served) throw new Error(`${url(i)}: ${response.body}`);
}
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ zones: ZONES, claims, requests: wall.length, wall: p50p95(wall), cpu: p50p95(cpu) }));
} else {
  console.log(
    `delivery slots, ${ZONES} zones × 35 weekly slots, ${claims} claims, 600 requests (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`,
  );
  console.log('wall ms', stats(wall));
  console.log('cpu ms ', stats(cpu));
}
// The zones' templates, slot days and claims go with them (on delete cascade).
await db.execute(sql`delete from delivery_zones where name like 'bench-%'`);
await app.close();
await database.close();
