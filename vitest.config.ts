import { configDefaults, defineConfig } from 'vitest/config';

// Several projects: fast unit tests, the web app in jsdom, the agent's files without a browser,
// the agent against a real Chromium, and the API suite on PGlite always and on PostgreSQL when
// TEST_DATABASE_URL is set. `npm test` (scripts/test.mjs) runs them as lanes of its own, the
// agent's browser files alone; `npx vitest run` runs them all in two groups, one after the other.
//
// First everything but the agent's browser files, two files at a time: the API files mostly wait
// (a server, a worker's child process, a database of their own), so the two cores stay busy. Then
// the agent's browser files one at a time: each already runs its cases side by side in one
// Chromium (describe.concurrent), and more at once made runs miss their 5 s waits (three library
// cases gave a wrong verdict with three files at a time).
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'api-postgres',
          include: ['apps/server/test/**/*.test.ts'],
          // Files whose database is not the lane's: the same test twice. Each opens its own PGlite
          // (npm start's, or bootstrap's with no DATABASE_URL) or none at all.
          exclude: [
            ...configDefaults.exclude,
            'apps/server/test/{scratch-sweep,run-isolation,config-start,mail}.test.ts',
          ],
          env: { SCOUT_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

// The agent's files that start no browser (the reader and its corpus, the planners against
// scripted models, reports, the redactor, the fixture server): they run in the first group, two at
// a time, not in the one-at-a-time lane the browser files need. Their setup file makes any browser
// launch fail with where the file belongs instead.
const AGENT_WITHOUT_BROWSER = [
  'packages/agent/corpus/**/*.test.ts',
  'packages/agent/src/planners/plain-english/**/!(*.chromium).test.ts',
  'packages/agent/src/core/**/*.test.ts',
  'packages/agent/src/report/**/*.test.ts',
  'packages/agent/src/secrets/**/*.test.ts',
  'packages/agent/src/llm-config.test.ts',
  'packages/agent/src/act/{action-effect,written-dates}.test.ts',
  'packages/agent/src/browser/network-policy.test.ts',
  'packages/agent/src/export/{step-code,playwright-spec,playwright-spec.property}.test.ts',
  'packages/agent/src/planners/hybrid/{hybrid-planner,locate-replayed,read-test-steps}.test.ts',
  'packages/agent/src/planners/llm/{llm-planner,openai-compatible,tools}.test.ts',
  'packages/agent/src/resolve/{aria-candidates,fuzzy}.test.ts',
  'fixtures/serve.test.ts',
  'fixtures/cases/with-passing-twins.test.ts',
];

export default defineConfig({
  test: {
    // The first group's (group order 0: every project but the agent's).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'packages/cli/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'agent',
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          include: ['packages/agent/**/*.test.ts', 'fixtures/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...AGENT_WITHOUT_BROWSER],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'agent-no-browser',
          include: AGENT_WITHOUT_BROWSER,
          setupFiles: ['packages/agent/src/testing/no-browser.setup.ts'],
          // Beside the API tests and the static checks: the export property test's 300 exports
          // (a few seconds alone) took 84 s on a machine at load 25.
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/test/**/*.test.ts'],
          env: { SCOUT_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...apiOnPostgres,
      './apps/web/vitest.config.ts',
    ],
  },
});
