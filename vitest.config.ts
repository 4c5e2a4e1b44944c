import { defineConfig } from 'vitest/config';

// One run, several projects: fast unit tests, the web app in jsdom, the agent against a real
// Chromium, and the API suite on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
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
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'packages/cli/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'agent',
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
