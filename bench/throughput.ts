import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startScoutServer } from './scout-server.js';

// Throughput under load (issue 15): the real server started as a child process on 127.0.0.1
// (embedded PGlite in a scratch data directory, no worker), then for each endpoint N clients at
// once, each sending its next request as soon as the last is answered, for a fixed time. Prints
// requests per second and latency percentiles. The rate limits are turned off for the run
// (SCOUT_SIGN_IN_LIMIT=0, SCOUT_SUBMISSION_LIMIT=0): with them on, one address signing in 50 at
// a time would be measuring 429s. It prints; it does not pass or fail.

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

/** `npm run bench -- throughput [--clients 50] [--seconds 10] [--rows 50]`. */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      rows: { type: 'string', default: '50' },
    },
  });
  const clients = Number(values.clients);
  const seconds = Number(values.seconds);
  const rows = Number(values.rows);

  const server = await startScoutServer({
    SCOUT_ADMIN_EMAIL: ADMIN.email,
    SCOUT_ADMIN_PASSWORD: ADMIN.password,
    SCOUT_SIGN_IN_LIMIT: '0',
    SCOUT_SUBMISSION_LIMIT: '0',
  });
  try {
    const cookie = await signIn(server.baseUrl);
    await seed(server.baseUrl, cookie, rows);
    console.log(`load average (1 min) at the start: ${loadavg()[0]!.toFixed(1)} (machine shared)`);
    console.log(
      `${clients} concurrent clients, ${seconds} s per endpoint, against ${server.baseUrl}; ${rows} suites, tests and testing users seeded; rate limits off`,
    );
    console.log('endpoint                              |    req/s |  p50 ms |  p99 ms | failed');
    const endpoints: { name: string; request: () => Promise<Response> }[] = [
      {
        name: 'POST /api/session/sign-in',
        request: () =>
          fetch(`${server.baseUrl}/api/session/sign-in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.baseUrl },
            body: JSON.stringify(ADMIN),
          }),
      },
      ...[
        '/api/test-suites?pageSize=50',
        '/api/tests?pageSize=50',
        '/api/testing-users?pageSize=50',
        '/api/test-suites/options',
        '/api/testing-users/active',
        '/api/admin/beta-applications?pageSize=50',
        '/api/admin/feedback?pageSize=50',
        '/api/admin/users',
      ].map((url) => ({
        name: `GET ${url}`,
        request: () => fetch(`${server.baseUrl}${url}`, { headers: { cookie } }),
      })),
    ];
    for (const endpoint of endpoints) {
      const result = await load(endpoint.request, clients, seconds * 1000);
      console.log(
        `${endpoint.name.padEnd(37)} | ${result.rps.toFixed(0).padStart(8)} | ${result.p50.toFixed(1).padStart(7)} | ${result.p99.toFixed(1).padStart(7)} | ${result.failed}`,
      );
    }
    return 0;
  } finally {
    await server.stop();
  }
}

/** `clients` loops sending `request` back to back for `durationMs`; every answer is timed. */
async function load(request: () => Promise<Response>, clients: number, durationMs: number) {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          const res = await request();
          await res.arrayBuffer();
          if (!res.ok) failed++;
        } catch {
          // A reset connection (a busy machine) counts as a failed request, not the end of the run.
          failed++;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), failed };
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Suites, tests and testing users through the API, so each list page is full. */
async function seed(baseUrl: string, cookie: string, rows: number) {
  const post = async (url: string, body: object) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  for (let i = 0; i < rows; i++) {
    const user = await post('/api/testing-users', {
      name: `Tester ${i}`,
      auth_type: 'cookie',
      cookie_key: 'k',
      cookie_value: 'v',
    });
    const suite = await post('/api/test-suites', {
      name: `Suite ${i}`,
      starting_url: 'https://example.com',
      testing_user_id: user.id,
    });
    await post('/api/tests', {
      name: `Test ${i}`,
      test_objective: 'Check it',
      test_suite_id: suite.id,
    });
  }
}
