import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { schedules, users } from '../../db/schema.js';
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
    // A cron or zone this runtime can no longer read (a zone dropped from its time-zone data)
    // pauses its schedule, saying why: left due, it would come first in every pass and starve the
    // others.
    let next: Date | null;
    try {
      next = nextTick(due.cron, due.timezone, now);
    } catch (error) {
      const reason = `This schedule was paused: its time could not be worked out (${error instanceof Error ? error.message : String(error)}).`;
      await tx
        .update(schedules)
        .set({ isPaused: true, nextRunAt: null, lastSkippedAt: now, lastSkipReason: reason })
        .where(eq(schedules.id, due.id));
      return { scheduleId: due.id, queued: false, reason };
    }
    const claimed = await tx
      .update(schedules)
      .set({ nextRunAt: next })
      .where(and(eq(schedules.id, due.id), eq(schedules.nextRunAt, due.nextRunAt!)))
      .returning({ id: schedules.id });
    if (claimed.length === 0) return null;
    const skip = async (reason: string): Promise<FiredTick> => {
      await tx
        .update(schedules)
        .set({ lastSkippedAt: now, lastSkipReason: reason })
        .where(eq(schedules.id, due.id));
      return { scheduleId: due.id, queued: false, reason };
    };
    // An account an admin disabled runs nothing, however its schedules were set.
    const [owner] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, due.createdBy));
    if (!owner || owner.disabledAt) return skip('The account is disabled.');
    const origin = { trigger: 'schedule', scheduleId: due.id } as const;
    try {
      // A savepoint: a refused suite run leaves none of its runs behind, and the claim stays.
      await tx.transaction(async (sp) => {
        if (due.testSuiteId)
          await startSuiteRunIn(sp, deps, due.createdBy, due.testSuiteId, origin);
        else await queueRunIn(sp, deps, due.createdBy, due.testId!, origin);
      });
      await tx.update(schedules).set({ lastRunAt: now }).where(eq(schedules.id, due.id));
      return { scheduleId: due.id, queued: true };
    } catch (error) {
      // A refusal (the day's runs used up, the test still running) is recorded as a skip; so is
      // anything else, which would otherwise undo the claim and stop every later schedule.
      return skip(
        error instanceof AppError
          ? error.message
          : `The run could not be queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
}
