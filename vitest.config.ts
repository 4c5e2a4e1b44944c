import { configDefaults, defineConfig } from 'vitest/config';

// Several projects: fast unit tests, the web app in jsdom, the agent's files without a browser,
// the agent against a real Chromium, and the API suite on PGlite always and on PostgreSQL when
// TEST_DATABASE_URL is set. `npm test` (scripts/test.mjs) runs them as lanes of its own, the
// agent's browser files alone; `npx vitest run` runs them all in two groups, one after the other.
//
// First everything but the agent's browser files, two files at a time: the API files mostly wait
// (a server, a worker's child process, a database of their own), so the two cores stay busy. Then
// the agent's browser files, two at a time, each running its cases side by side in one Chromium
// (describe.concurrent). They ran one at a time while load changed verdicts (runs missed their 5 s
// waits, and three library cases gave a wrong verdict with three files at a time); a wait now
// counts the page's time rather than the time Scout's own looks took on a busy machine
// (packages/agent/src/core/wait-budget.ts), and Playwright's fixed limits stretch with the load
// (core/machine-load.ts). `npm run bench -- steady` runs the cases with the CPU oversubscribed and
// counts the verdicts that flip; `npm test` runs a sample of them so (scripts/test.mjs).
// The API files that leave nothing of theirs in the test process when they end: an app in their
// own process, a worker whose runs' processes they never look for, fake servers they close. They
// share one module graph per test process (isolate: false), so the server and the agent it imports
// are loaded once per process rather than once per file (about 3 s of a file's CPU, most of what
// the short ones cost), and PGlite's WebAssembly is compiled once (helpers/test-database.ts). None
// mocks a module, stubs a global or changes process.env; each opens its own database and app and
// closes them. The files that look at the process tree (a run's process, its browser, the
// sandbox) or start Scout's server or commands as processes keep a process each: what one leaves
// below the test process would be taken for another's. Moving 14 more files here took their 28
// runs (both databases, three workers) from 170 to 138 s of CPU.
const API_SHARED =
  'apps/server/test/{account,admin,admin-runs,run-cancel,api-keys,api-v1,beta-applications,beta-apply,cli-import,email-links,fuzz,github,input-limits,json-depth,list-caps,live,mail,ownership,password-reset,passwords,persistence,plans-limits,rate-limits,request-hygiene,run-browser,run-events,run-export,run-fairness,run-files,run-files-deletion,run-queue,runs,security-headers,suites,test-cases-import,test-cases,testing-users-import,testing-users,waiting-list,worker-fairness,worker-resilience,worker-status}.test.ts';

/** The API suite on one database: the files with a process each, and those that share them. */
function apiProjects(database: 'pglite' | 'postgres', skip: string[] = []) {
  const common = {
    env: {
      SCOUT_TEST_DB: database,
      // The fuzz's 10,000 requests cost PGlite's WebAssembly 230–300 s of CPU against 40 s on
      // PostgreSQL: beside a PostgreSQL lane, PGlite's sends the first 2,000 of the same seeded
      // plan (every route still covered, fuzz.test.ts checks), PostgreSQL's all of them.
      ...(database === 'pglite' && process.env.TEST_DATABASE_URL
        ? { FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? '2000' }
        : {}),
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The migrated PGlite every file loads, made once before any file starts (snapshot.setup.ts),
    // and the run's process bundled once, as `npm run build` bundles it (run-process.setup.ts).
    globalSetup: [
      ...(database === 'pglite' ? ['apps/server/test/helpers/snapshot.setup.ts'] : []),
      'apps/server/test/helpers/run-process.setup.ts',
    ],
  };
  return [
    {
      test: {
        ...common,
        name: `api-${database}`,
        include: ['apps/server/test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, API_SHARED, ...skip],
      },
    },
    {
      test: {
        ...common,
        name: `api-${database}-shared`,
        include: [API_SHARED],
        exclude: [...configDefaults.exclude, ...skip],
        isolate: false,
      },
    },
  ];
}

// On PostgreSQL, not the files whose database is not the lane's: the same test twice. Each opens
// its own PGlite (npm start's, or bootstrap's with no DATABASE_URL) or none at all. Nor the files
// whose subject is a run's process, browser and sandbox, where the database only queues the run
// and keeps its result as every other file does: their runs cost the same CPU on either database,
// and PGlite's lane, the default's, runs them (decision 033). The queue's claims, leases, fairness
// and events, which PostgreSQL answers on its own, run on both.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? apiProjects('postgres', [
      'apps/server/test/{scratch-sweep,run-isolation,config-start,mail}.test.ts',
      'apps/server/test/{example-suite,network-policy,run-secrets,run-time-limit,run-warm-start,runs-apart}.test.ts',
      // The packed client, the GitHub Action and the MCP server against a real server: their
      // subject is the client's package, not the database (decision 034).
      'apps/server/test/{client-package,mcp}.test.ts',
    ])
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
            'packages/client/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'agent',
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
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
      ...apiProjects('pglite'),
      ...apiOnPostgres,
      './apps/web/vitest.config.ts',
    ],
  },
});
