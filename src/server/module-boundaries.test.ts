import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundary rules of eslint.config.js (docs/ARCHITECTURE.md, Boundaries), tried on imports written out here:
 * a rule loosened by mistake — the schema barrel passing every rule, lib and plugins reaching a module's
 * internals (issue 28 §5) — fails a row. Each row: the file an import is written in, the import, and whether lint
 * lets it through.
 */
const IMPORTS: [file: string, from: string, allowed: boolean][] = [
  // A module's repository reads its own schema file only: not another's, not the barrel.
  ['src/server/modules/cart/cart.repository.ts', '#src/db/schema/cart', true],
  ['src/server/modules/cart/cart.repository.ts', '#src/db/schema/catalog', false],
  ['src/server/modules/cart/cart.repository.ts', '#src/db/schema', false],
  ['src/server/modules/cart/cart.repository.ts', '#src/db/schema/index', false],
  ['src/server/modules/catalog/csv/csv.repository.ts', '#src/db/schema/catalog', true],
  ['src/server/modules/catalog/csv/csv.repository.ts', '#src/db/schema', false],
  // The rest of a module reads no table.
  ['src/server/modules/cart/cart.service.ts', '#src/db/schema/cart', false],
  ['src/server/modules/cart/cart.service.ts', '#src/db/schema', false],
  ['src/server/modules/admin/admin.service.ts', '#src/db/schema/index', false],
  // Another module through its index only.
  ['src/server/modules/cart/cart.service.ts', '#src/server/modules/catalog/index', true],
  ['src/server/modules/cart/cart.service.ts', '#src/server/modules/catalog/catalog.service', false],
  ['src/server/modules/cart/cart.service.ts', '../catalog/index', false],
  // lib, plugins and the app: modules through their index, no tables.
  ['src/server/lib/some-helper.ts', '#src/server/modules/orders/index', true],
  ['src/server/lib/some-helper.ts', '#src/server/modules/orders/orders.service', false],
  ['src/server/lib/some-helper.ts', '../modules/orders/orders.service', false],
  ['src/server/lib/some-helper.ts', '#src/db/schema/orders', false],
  ['src/server/lib/some-helper.ts', '#src/db/schema', false],
  ['src/server/plugins/some-plugin.ts', '#src/server/modules/accounts/index', true],
  ['src/server/plugins/some-plugin.ts', '#src/server/modules/accounts/accounts.repository', false],
  ['src/server/plugins/some-plugin.ts', '../modules/accounts/accounts.repository', false],
  ['src/server/plugins/some-plugin.ts', '#src/db/schema/index', false],
  ['src/server/plugins/some-plugin.ts', '../../db/schema/accounts', false],
  ['src/server/app.ts', './modules/index', true],
  ['src/server/app.ts', './modules/cart/cart.routes', false],
  ['src/server/app.ts', '#src/db/client', true],
  // Shared code and contracts stand alone; the web talks to the API only.
  ['src/contracts/some-area.ts', '#src/server/lib/app-error', false],
  ['src/web/features/catalog/some-part.ts', '#src/db/schema/catalog', false],
  // Tests may reach anything they assert on.
  ['src/server/modules/cart/cart.test.ts', '#src/db/schema/index', true],
];

const eslint = new ESLint();

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('the boundary rules of eslint.config.js', () => {
  it.each(IMPORTS)('%s importing %s: allowed %s', async (file, from, allowed) => {
    const found = await refusals(file, `import { thing } from '${from}';\nexport { thing };\n`);
    expect(found.length === 0, found.join('\n')).toBe(allowed);
  });

  it("refuses Drizzle's relational queries, which reach any table without importing it", async () => {
    const file = 'src/server/modules/cart/cart.repository.ts';
    const code = (reader: string) => `export const read = (db: any, tx: any, app: any) => ${reader};\n`;
    expect(await refusals(file, code('db.query.users.findFirst()'))).toHaveLength(1);
    expect(await refusals(file, code('tx.query.users.findMany()'))).toHaveLength(1);
    expect(await refusals(file, code('app.db.query.orders.findMany()'))).toHaveLength(1);
    // A request's query string is not a table.
    expect(await refusals(file, code('app.request.query.page'))).toEqual([]);
  });
});
