import { defineConfig } from 'vitest/config';

// One run, several projects: fast unit tests, the web app in jsdom, the agent against a real
// Chromium, and the API suite on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
//
// Two groups, one after the other. First everything but the agent, two files at a time: the API
// files mostly wait (a server, a worker's child process, a database of their own), so the two
// cores stay busy. Then the agent's files one at a time: each already runs its cases side by side
// in one Chromium (describe.concurrent), and more at once made runs miss their 5 s waits (three
// library cases gave a wrong verdict with three files at a time). On 2 cores the vitest step of
// `bash .ci/run` took 825 s.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'api-postgres',
          include: ['apps/server/test/**/*.test.ts'],
          env: { SCOUT_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

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
          testTimeout: 60_000,
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
