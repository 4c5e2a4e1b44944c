import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { describeCron, nextRunTimes, parseCron, type Schedule } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { schedules, tests, testSuites } from '../../db/schema.js';

/** How many next runs a schedule shows. */
export const SHOWN_NEXT_RUNS = 3;

/** A schedule's row with its suite's or test's name. */
export function selectSchedules(db: Executor, userId: string, where?: SQL) {
  return db
    .select({
      schedule: schedules,
      targetName: sql<string>`coalesce(${testSuites.name}, ${tests.name})`,
    })
    .from(schedules)
    .leftJoin(testSuites, eq(testSuites.id, schedules.testSuiteId))
    .leftJoin(tests, eq(tests.id, schedules.testId))
    .where(and(eq(schedules.createdBy, userId), where))
    .orderBy(desc(schedules.createdAt), desc(schedules.id));
}

type ScheduleRow = Awaited<ReturnType<typeof selectSchedules>>[number];

/** The next tick of `cron` in `timezone` after `now`: where a new, resumed or fired schedule
 *  goes next (ticks missed while nothing ran are not made up). */
export function nextTick(cron: string, timezone: string, now: Date): Date | null {
  return nextRunTimes(parseCron(cron), timezone, now, 1)[0] ?? null;
}

export function toSchedule({ schedule, targetName }: ScheduleRow, now = new Date()): Schedule {
  // The first shown is the tick the workers will fire (a due one that is late shows as it is).
  const next = schedule.nextRunAt;
  const nextRuns =
    schedule.isPaused || !next
      ? []
      : [
          next,
          ...nextRunTimes(
            parseCron(schedule.cron),
            schedule.timezone,
            next > now ? next : now,
            SHOWN_NEXT_RUNS - 1,
          ),
        ];
  return {
    id: schedule.id,
    test_suite_id: schedule.testSuiteId,
    test_id: schedule.testId,
    target_name: targetName,
    cron: schedule.cron,
    timezone: schedule.timezone,
    description: describeCron(schedule.cron),
    is_paused: schedule.isPaused,
    next_runs: nextRuns.map((d) => d.toISOString()),
    last_run_at: schedule.lastRunAt?.toISOString() ?? null,
    last_skipped_at: schedule.lastSkippedAt?.toISOString() ?? null,
    last_skip_reason: schedule.lastSkipReason,
    created_at: schedule.createdAt.toISOString(),
  };
}
