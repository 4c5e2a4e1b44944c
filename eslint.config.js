import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { scoutPlugin } from './scripts/eslint-workspace-boundaries.js';

const WEB = './apps/web/src';
const AGENT = './packages/agent/src';
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The agent's phases: each may use core/ and the helpers (browser, resolve, secrets), never
// another phase; run-test.ts composes them.
const AGENT_PHASES = ['act', 'perceive', 'planners', 'report'];

const PACKAGES_NOT_APPS = {
  target: './packages',
  from: './apps',
  message: 'A package never imports an app: move the code into a package, or let the app call it.',
};

const BOUNDARIES = [
  PACKAGES_NOT_APPS,
  ...subfolders(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another: compose them in app/routes, or move the shared piece to components/ or lib/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'A feature never imports the app.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/config`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code imports no feature and no app.',
  },
  {
    target: `${AGENT}/core`,
    from: AGENT,
    except: ['./core'],
    message: 'core/ is the leaf: it imports nothing else of the agent.',
  },
];

// Tests may put phases together, as run-test.ts does.
const AGENT_PHASE_ZONES = AGENT_PHASES.map((phase) => ({
  target: `${AGENT}/${phase}`,
  from: AGENT_PHASES.filter((other) => other !== phase).map((other) => `${AGENT}/${other}`),
  message: 'A phase never imports another phase: move the shared vocabulary into core/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'fixtures/sites/**',
      '**/*.local.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The boundaries (as bulletproof-react keeps them): packages never import apps; a web feature
    // never imports another (pages that compose several live in app/routes); shared web code
    // imports no feature and no app; an agent phase imports core/, never another phase; no cycles.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // As import-x's typescript config: without these, no-cycle reads no .ts file's imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.node.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARIES, ...AGENT_PHASE_ZONES] }],
    },
  },
  {
    // The workspaces meet only by package name and public entry, and apps never import each other
    // (scripts/eslint-workspace-boundaries.js), in every file of the tree.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { scout: scoutPlugin },
    rules: { 'scout/workspace-boundaries': 'error' },
  },
  {
    // The same rule for imports by package name, which the path zones above cannot see: an app's
    // workspace resolves to no file the resolver follows, and a dynamic import() is no path at all.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@scout/(server|web)(/|$)', message: PACKAGES_NOT_APPS.message }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@scout\\/(server|web)(\\/|$)/]',
          message: PACKAGES_NOT_APPS.message,
        },
      ],
    },
  },
  {
    // The client is packed to install alone in CI (decision 034): of Scout it takes only the
    // shared contracts (bundled in), of npm only zod and, for `scout mcp`, the MCP SDK (its two
    // dependencies). Its tests may use more.
    files: ['packages/client/src/**/*.ts'],
    ignores: ['packages/client/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@scout/shared$|zod(/|$)|@modelcontextprotocol/sdk/|node:)[^./]',
              message:
                'The client installs alone (decision 034): it imports @scout/shared, zod, the MCP SDK and node: modules only.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression[source.value=/^(?!@scout\\/shared$|zod(\\/|$)|@modelcontextprotocol\\/sdk\\/|node:)[^./]/]',
          message:
            'The client installs alone (decision 034): it imports @scout/shared, zod, the MCP SDK and node: modules only.',
        },
      ],
    },
  },
  {
    files: ['packages/agent/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }] },
  },
  {
    // Tests read loosely typed JSON answers; typing each one would only restate the assertion.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The demo app's pages run in the browser (apps/server/src/demo).
    files: ['apps/server/src/demo/site/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
