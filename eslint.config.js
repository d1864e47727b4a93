import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ── Boundaries (docs/decisions/016) ───────────────────────────────────────────────────────────────────────────────────
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The tables each server module owns: `src/db/schema/<file>.ts`. Only its repositories may import them. */
const TABLES_OF = {
  accounts: ['accounts'],
  alerts: ['alerts'],
  addresses: ['addresses'],
  catalog: ['catalog'],
  reviews: ['reviews'],
  media: ['media'],
  wishlist: ['wishlist'],
  cart: ['cart'],
  payments: ['payments'],
  orders: ['orders'],
  audit: ['audit'],
  mail: ['mail'],
  delivery: ['delivery'],
  newsletter: ['newsletter'],
  promotions: ['promotions'],
  settings: ['settings'],
  invoices: ['invoices'],
};

/** The error helpers of src/server/lib/app-error.ts: their first argument is the message a shopper reads. */
const ERROR_HELPERS = ['badRequest', 'notFound', 'forbidden', 'unauthorized', 'conflict', 'tooManyRequests'];

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
// Patterns are regular expressions over the import string ('#' would start a comment in gitignore-style groups).
const leaveBy = (depth, message) => ({ regex: `^(\\.\\./){${depth}}`, message });
const WEB_ONLY_THROUGH_API = {
  regex: '^(#src/(db|server)/|(\\.\\./)+(db|server)/)',
  message: 'The web talks to the API through the typed client (src/contracts/client.ts), never to the server or db.',
};
// The icon modules and the one component that draws them: the only web files that import lucide-react.
const ICON_FILES = ['icon.tsx', 'icons.ts', 'back-office-icons.ts', 'lucide-icon-module.d.ts'].map(
  (file) => `src/web/components/ui/${file}`,
);
const ICONS_THROUGH_OWN_MODULES = {
  regex: '^lucide-react',
  message:
    "Icons come from '#src/web/components/ui/icons' (or back-office-icons): one <svg> with its drawing made once (ui/icon.tsx).",
};
const NO_WEB = {
  regex: '^(#src/web/|(\\.\\./)+web/)',
  message: 'Server, contracts and shared code never import web code (the API client lives in src/contracts).',
};
// Absolute, or relative from outside the modules (app.ts: './modules/…', lib and plugins: '../modules/…').
const OTHER_MODULE_INTERNALS = {
  regex: '^(#src/server/|(\\.\\.?/)+)modules/[^/]+/(?!index$)',
  message: "Another module is reached through its public surface only: '#src/server/modules/<name>/index'.",
};
// `(?!…)` right after 'schema', so that the barrel ('#src/db/schema', '#src/db/schema/index') is refused too.
const schemaOutside = (own) => ({
  regex: `^#src/db/schema(?!/(${own.join('|') || '-'})$)`,
  message: own.length
    ? `A module queries only its own tables (${own.join(', ')}); ask the owner's service for anything else.`
    : 'This module owns no tables: ask the owner module through its index.',
});
const SCHEMA_IN_REPOSITORIES = {
  regex: '^#src/db/schema(/|$)',
  message: 'Queries live in the module’s *.repository.ts (routes → service → repository).',
};

function serverModuleRules() {
  return foldersIn('src/server/modules').flatMap((name) => {
    const root = `src/server/modules/${name}`;
    const own = TABLES_OF[name] ?? [];
    // A file may leave its module only by an absolute '#src/...' import, never '../' out of the module's folder.
    const common = [NO_WEB, OTHER_MODULE_INTERNALS];
    return [
      {
        files: [`${root}/*.ts`],
        rules: rule([
          ...common,
          leaveBy(1, 'Import other modules by #src/server/modules/<name>/index.'),
          SCHEMA_IN_REPOSITORIES,
        ]),
      },
      {
        files: [`${root}/*/**/*.ts`],
        rules: rule([
          ...common,
          leaveBy(2, 'Import other modules by #src/server/modules/<name>/index.'),
          SCHEMA_IN_REPOSITORIES,
        ]),
      },
      { files: [`${root}/**/*.repository.ts`], rules: rule([...common, schemaOutside(own)]) },
    ];
  });
}

/**
 * The server outside the modules (app.ts, main.ts, config.ts, lib/, plugins/) composes them: it reaches a module
 * through its index only and reads no table itself (a module's repository does, and its index exports what others
 * may call).
 */
const SERVER_OUTSIDE_MODULES = ['src/server/*.ts', 'src/server/lib/**/*.ts', 'src/server/plugins/**/*.ts'];
const NO_TABLES_OUTSIDE_MODULES = {
  regex: '^(#src/db/schema|(\\.\\./)+db/schema)(/|$)',
  message: "Tables are read by their module's repository: call the owner module through its index.",
};

function webFeatureRules() {
  return foldersIn('src/web/features').map((name) => ({
    files: [`src/web/features/${name}/**/*.{ts,tsx}`],
    rules: rule([
      WEB_ONLY_THROUGH_API,
      ICONS_THROUGH_OWN_MODULES,
      {
        regex: '^(\\.\\./|#src/web/features/[^/]+/(?!index$))',
        message: "Another feature is reached through its index only: '#src/web/features/<name>/index'.",
      },
    ]),
  }));
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'build-*',
      'generated',
      '.react-router',
      'data',
      'data-*',
      'scratch',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['src/web/**/*.{ts,tsx}'], rules: rule([WEB_ONLY_THROUGH_API, ICONS_THROUGH_OWN_MODULES]) },
  ...webFeatureRules(),
  { files: ICON_FILES, rules: rule([WEB_ONLY_THROUGH_API]) },
  { files: ['src/server/**/*.ts', 'src/db/**/*.ts'], rules: rule([NO_WEB]) },
  { files: SERVER_OUTSIDE_MODULES, rules: rule([NO_WEB, OTHER_MODULE_INTERNALS, NO_TABLES_OUTSIDE_MODULES]) },
  ...serverModuleRules(),
  {
    files: ['src/contracts/**/*.ts', 'src/shared/**/*.ts'],
    rules: rule([
      NO_WEB,
      {
        regex: '^#src/(server|db)/',
        message: 'Contracts and shared code stand alone: no server or db code.',
      },
    ]),
  },
  // Words live in src/shared/texts/ (one source per message): an error helper gets its message from TEXT, never a
  // string written on the spot (issue 12 §3). Tests may assert on literals, so they are exempt below.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError'][arguments.1.type=/^(Literal|TemplateLiteral)$/]",
          message: 'Error messages come from TEXT (src/shared/texts/), not string literals.',
        },
        {
          selector: `CallExpression[callee.name=/^(${ERROR_HELPERS.join('|')})$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]`,
          message: 'Error messages come from TEXT (src/shared/texts/), not string literals.',
        },
        // Drizzle's relational queries (`db.query.users…`) reach every table without importing it: the schema
        // import rules above would not see them.
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.property.name='query']" +
            ':matches([object.object.name=/^(db|tx)$/], [object.object.property.name=/^(db|tx)$/])',
          message: "No relational queries (db.query.<table>): a repository selects from its own schema file's tables.",
        },
      ],
    },
  },
  // Tests may reach anything they assert on (rows, internals); the boundaries are for the code they test.
  { files: ['**/*.test.ts', '**/*.test.tsx', 'src/test/**/*.ts'], rules: { 'no-restricted-imports': 'off' } },
);
