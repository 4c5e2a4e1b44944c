import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { schedules } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { queueRunIn } from '../runs/queue-run.js';
import { startSuiteRunIn } from '../suite-runs/suite-runs.js';
import { nextTick } from './to-schedule.js';

/** What one due schedule's tick did: queued its run(s), or skipped saying why. */
export interface FiredTick {
  scheduleId: string;
  queued: boolean;
  reason?: string;
}

/** How many due schedules one pass fires at most (the next pass takes the rest). */
const MAX_PER_PASS = 50;

/**
 * Fires the schedules due at `now`, called from every worker's loop (worker/worker.ts). Each tick
 * is claimed as runs are: the due row is locked FOR UPDATE SKIP LOCKED and moved on to its next
 * tick after `now` in the transaction that queues its run, so however many workers look at once,
 * one queues it and the others find nothing; ticks missed while no worker ran fire once. The run
 * is queued through the same checks and plan limits as a click; when they refuse (the day's runs
 * are used up, the test is still running, the suite has no tests) nothing is queued and the
 * refusal is recorded on the schedule, which the schedule list shows.
 */
export async function fireDueSchedules(
  deps: Pick<AppDeps, 'database' | 'bus' | 'config'>,
  now: Date = new Date(),
): Promise<FiredTick[]> {
  const fired: FiredTick[] = [];
  for (let i = 0; i < MAX_PER_PASS; i++) {
    const tick = await fireOne(deps, now);
    if (!tick) break;
    fired.push(tick);
  }
  return fired;
}

function fireOne(
  deps: Pick<AppDeps, 'database' | 'bus' | 'config'>,
  now: Date,
): Promise<FiredTick | null> {
  return deps.database.db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(schedules)
      .where(
        and(
          eq(schedules.isPaused, false),
          isNotNull(schedules.nextRunAt),
          lte(schedules.nextRunAt, now),
        ),
      )
      .orderBy(asc(schedules.nextRunAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const claimed = await tx
      .update(schedules)
      .set({ nextRunAt: nextTick(due.cron, due.timezone, now), lastRunAt: now })
      .where(and(eq(schedules.id, due.id), eq(schedules.nextRunAt, due.nextRunAt!)))
      .returning({ id: schedules.id });
    if (claimed.length === 0) return null;
    const origin = { trigger: 'schedule', scheduleId: due.id } as const;
    try {
      // A savepoint: a refused suite run leaves none of its runs behind, and the claim stays.
      await tx.transaction(async (sp) => {
        if (due.testSuiteId)
          await startSuiteRunIn(sp, deps, due.createdBy, due.testSuiteId, origin);
        else await queueRunIn(sp, deps, due.createdBy, due.testId!, origin);
      });
      return { scheduleId: due.id, queued: true };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await tx
        .update(schedules)
        .set({ lastSkippedAt: now, lastSkipReason: error.message })
        .where(eq(schedules.id, due.id));
      return { scheduleId: due.id, queued: false, reason: error.message };
    }
  });
}
