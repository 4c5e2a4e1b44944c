import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { gaugeLines, histogramLines } from '../../lib/metrics.js';
import { countAliveWorkers } from '../workers/worker-heartbeat.js';

/** Seconds: a run's time from start to verdict, and its wait in the queue before a worker took it. */
export const RUN_DURATION_BUCKETS = [5, 10, 30, 60, 120, 300, 600, 1800] as const;
export const QUEUE_WAIT_BUCKETS = [1, 5, 10, 30, 60, 300, 900, 3600] as const;
const VERDICTS = ['PASSED', 'FAILED', 'ERROR', 'CANCELLED'] as const;

/**
 * One histogram over test_runs, counted by the database in one pass: `seconds` is an SQL
 * expression over the row (null rows are left out). The buckets are this module's constants.
 */
async function histogramOf(db: Database, seconds: string, buckets: readonly number[]) {
  const columns = buckets.map((le, i) => `count(*) filter (where s <= ${Number(le)}) as b${i}`);
  const result = await db.execute<Record<string, string | number | null>>(
    sql.raw(`select ${columns.join(', ')}, coalesce(sum(s), 0) as total, count(*) as n
               from (select ${seconds} as s from test_runs) runs
              where s is not null`),
  );
  const row = result.rows[0] ?? {};
  return {
    buckets,
    cumulative: buckets.map((_, i) => Number(row[`b${i}`] ?? 0)),
    sum: Number(row.total ?? 0),
    count: Number(row.n ?? 0),
  };
}

/**
 * /metrics: the runs as the database holds them (every process's), the live workers, and what
 * this process counted (HTTP requests, emails, notifications, lease expiries).
 */
export async function readMetrics(deps: Pick<AppDeps, 'database' | 'metrics'>): Promise<string> {
  const { db } = deps.database;
  const statuses = await db.execute<{ status: string; n: string | number }>(
    sql`select status, count(*) as n from test_runs group by status`,
  );
  const byStatus = new Map(statuses.rows.map((r) => [r.status, Number(r.n)]));
  const [duration, wait, workers] = await Promise.all([
    histogramOf(
      db,
      `case when finished_at is not null and started_at is not null
            then extract(epoch from finished_at - started_at) end`,
      RUN_DURATION_BUCKETS,
    ),
    histogramOf(
      db,
      `case when started_at is not null then greatest(extract(epoch from started_at - created_at), 0) end`,
      QUEUE_WAIT_BUCKETS,
    ),
    countAliveWorkers(db),
  ]);
  const lines = [
    ...gaugeLines('scout_runs_queued', 'Runs waiting in the queue', [
      { value: byStatus.get('QUEUED') ?? 0 },
    ]),
    ...gaugeLines('scout_runs_running', 'Runs a worker is carrying out', [
      { value: byStatus.get('RUNNING') ?? 0 },
    ]),
    ...gaugeLines(
      'scout_runs_finished',
      'Finished runs in the database, by verdict',
      VERDICTS.map((verdict) => ({ labels: { verdict }, value: byStatus.get(verdict) ?? 0 })),
    ),
    ...histogramLines(
      'scout_run_duration_seconds',
      'Finished runs: time from a worker starting the run to its verdict',
      duration,
    ),
    ...histogramLines(
      'scout_run_queue_wait_seconds',
      'Started runs: time from queued to started by a worker',
      wait,
    ),
    ...gaugeLines('scout_workers', 'Workers heard from in the last 15 s', [{ value: workers }]),
    ...deps.metrics.leaseExpiries.lines(),
    ...deps.metrics.emails.lines(),
    ...deps.metrics.notifications.lines(),
    ...deps.metrics.httpRequests.lines(),
  ];
  return `${lines.join('\n')}\n`;
}
