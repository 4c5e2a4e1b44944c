import { and, eq, or, inArray } from 'drizzle-orm';
import {
  SCHEDULE_MESSAGES,
  TEST_CASE_MESSAGES,
  type CreateScheduleRequest,
  type Schedule,
  type ScheduleListResponse,
  type UpdateScheduleRequest,
} from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { schedules, tests } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';
import { findSuite } from '../suites/to-suite.js';
import { nextTick, selectSchedules, toSchedule } from './to-schedule.js';

/** The user's schedules, newest first; with a suite (theirs: another's answers 404, as a
 *  missing one does), its own and its tests'. */
export async function listSchedules(
  db: Executor,
  userId: string,
  suiteId?: string,
): Promise<ScheduleListResponse> {
  if (suiteId) await findSuite(db, userId, suiteId);
  const where = suiteId
    ? or(
        eq(schedules.testSuiteId, suiteId),
        inArray(
          schedules.testId,
          db.select({ id: tests.id }).from(tests).where(eq(tests.testSuiteId, suiteId)),
        ),
      )
    : undefined;
  const rows = await selectSchedules(db, userId, where);
  const now = new Date();
  return { items: rows.map((row) => toSchedule(row, now)) };
}

/** One of the user's schedules; another user's answers the same 404 as a missing one. */
export async function getSchedule(db: Executor, userId: string, id: string): Promise<Schedule> {
  const scheduleId = recordId(id, SCHEDULE_MESSAGES.notFound);
  const [row] = await selectSchedules(db, userId, eq(schedules.id, scheduleId));
  if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
  return toSchedule(row);
}

/** A schedule of one of the user's suites or tests (another user's answers 404). */
export async function createSchedule(
  db: Executor,
  userId: string,
  input: CreateScheduleRequest,
  now = new Date(),
): Promise<Schedule> {
  if (input.test_suite_id) await findSuite(db, userId, input.test_suite_id);
  if (input.test_id) {
    const [test] = await db
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.id, input.test_id), eq(tests.createdBy, userId)));
    if (!test) throw notFound(TEST_CASE_MESSAGES.notFound);
  }
  const isPaused = input.is_paused ?? false;
  const [row] = await db
    .insert(schedules)
    .values({
      createdBy: userId,
      testSuiteId: input.test_suite_id ?? null,
      testId: input.test_id ?? null,
      cron: input.cron,
      timezone: input.timezone,
      isPaused,
      nextRunAt: isPaused ? null : nextTick(input.cron, input.timezone, now),
    })
    .returning({ id: schedules.id });
  return getSchedule(db, userId, row!.id);
}

/** Changes a schedule's cron, zone or pause; its next tick is worked out again from now. */
export async function updateSchedule(
  db: Executor,
  userId: string,
  id: string,
  input: UpdateScheduleRequest,
  now = new Date(),
): Promise<Schedule> {
  const current = await getSchedule(db, userId, id);
  const cron = input.cron ?? current.cron;
  const timezone = input.timezone ?? current.timezone;
  const isPaused = input.is_paused ?? current.is_paused;
  await db
    .update(schedules)
    .set({
      cron,
      timezone,
      isPaused,
      nextRunAt: isPaused ? null : nextTick(cron, timezone, now),
      updatedAt: now,
    })
    .where(and(eq(schedules.id, current.id), eq(schedules.createdBy, userId)));
  return getSchedule(db, userId, current.id);
}

export async function deleteSchedule(db: Executor, userId: string, id: string): Promise<void> {
  const scheduleId = recordId(id, SCHEDULE_MESSAGES.notFound);
  const deleted = await db
    .delete(schedules)
    .where(and(eq(schedules.id, scheduleId), eq(schedules.createdBy, userId)))
    .returning({ id: schedules.id });
  if (deleted.length === 0) throw notFound(SCHEDULE_MESSAGES.notFound);
}
