import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SERVER_MODULES = ['apps/server/src/modules/**/*.ts'];
const SERVER_MODULE_TABLES_AND_TESTS = [
  'apps/server/src/modules/**/*.table.ts',
  'apps/server/src/modules/**/*.test.ts',
];

/**
 * A server module imports another module only through its service: never its tables or
 * queries (from a module's folder or a folder inside it), nor the app that builds them.
 * `allowed` names the few other tables a module may read all the same (see READS_OF_OTHERS).
 */
const moduleBoundaries = (...allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            '../*/*.table',
            '../*/*.repo',
            '../../*/*.table',
            '../../*/*.repo',
            '../../modules/*/*.table',
            '../../modules/*/*.repo',
            ...allowed.map((path) => `!${path}`),
          ],
          message:
            "Another module's tables and queries are its own: ask its service (see docs/architecture.md).",
        },
        {
          group: ['../../app', '../../services', '../../../app', '../../../services'],
          message:
            'Modules do not import the app that builds them; take what you need as a dependency.',
        },
      ],
    },
  ],
});

/**
 * Tables a module reads although another module owns them, each for a reason:
 * - the catalogue is the buyers' read side of inventory's stock: it reads the stock tables and
 *   never writes them (platform/architecture.test.ts holds it to that);
 * - an account, a buyer's verification and tier, a clerk's role are one `users` row: buyers,
 *   staff and tiers write their own columns of it, and a session is read with its buyer's tier
 *   in one query, on every request;
 * - a cart's lines are read with their stones in one statement (the cart, and an order's first
 *   read inside its transaction: one round trip, not two), reading the stock table only.
 */
const READS_OF_OTHERS = {
  catalogue: ['../inventory/inventory.table', '../../inventory/inventory.table'],
  cart: ['../inventory/inventory.table'],
  accounts: ['../tiers/tiers.table'],
  buyers: ['../accounts/accounts.table', '../tiers/tiers.table'],
  staff: ['../accounts/accounts.table'],
  tiers: ['../accounts/accounts.table'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // The shop's push handlers, a plain script the generated service worker imports.
  {
    files: ['apps/shop/public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // With noUncheckedIndexedAccess, `rows[0]!` after a RETURNING insert is the honest idiom.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/shop/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Module boundaries (docs/architecture.md): a module talks to another only through its service.
    // A table may still reference another module's table for a foreign key.
    files: SERVER_MODULES,
    ignores: SERVER_MODULE_TABLES_AND_TESTS,
    rules: moduleBoundaries(),
  },
  ...Object.entries(READS_OF_OTHERS).map(([module, allowed]) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: SERVER_MODULE_TABLES_AND_TESTS,
    rules: moduleBoundaries(...allowed),
  })),
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
