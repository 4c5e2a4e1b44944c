import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@scout/shared';
import { EventBus, fitPayload } from '../src/live/event-bus.js';
import { createLogger } from '../src/lib/logger.js';
import { eventually } from './helpers/eventually.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const onPostgres = process.env.SCOUT_TEST_DB === 'postgres';

describe('live events', () => {
  let t: TestApp;
  let bus: EventBus;
  beforeAll(async () => {
    t = await createTestApp();
    bus = new EventBus(t.deps.database, createLogger('silent'));
  }, 60_000);
  afterAll(async () => {
    await bus?.close();
    await t?.close();
  });

  it('reach only the user they belong to', async () => {
    const mine: LiveEvent[] = [];
    const theirs: LiveEvent[] = [];
    const offMine = await bus.subscribe('user-a', (e) => mine.push(e));
    const offTheirs = await bus.subscribe('user-b', (e) => theirs.push(e));
    await bus.publish('user-a', { type: 'test', testId: 't1', status: 'RUNNING' });
    await eventually(() => mine.length === 1, Boolean, { what: 'the event' });
    expect(mine).toEqual([{ type: 'test', testId: 't1', status: 'RUNNING' }]);
    expect(theirs).toEqual([]);
    offMine();
    offTheirs();
  });

  it('deliver a step whose texts are too long for one NOTIFY, shortened', async () => {
    const events: LiveEvent[] = [];
    const off = await bus.subscribe('user-c', (e) => events.push(e));
    const long = 'x'.repeat(20_000);
    const step = {
      index: 1,
      action: 'fill' as const,
      description: long,
      value: long,
      outcome: 'passed' as const,
      durationMs: 5,
      origin: 'planned' as const,
    };
    await bus.publish('user-c', { type: 'step', testId: 't', runId: 'r', step });
    await eventually(() => events.length === 1, Boolean, { what: 'the step' });
    const [event] = events;
    expect(event.type === 'step' && event.step.description).toBe(`${'x'.repeat(600)}…`);
    expect(event.type === 'step' && event.step.index).toBe(1);
    off();
  });

  it('published inside a transaction, are heard once it commits and never when it rolls back', async () => {
    const events: LiveEvent[] = [];
    const off = await bus.subscribe('user-e', (e) => events.push(e));
    const { db } = t.deps.database;
    await db
      .transaction(async (tx) => {
        await bus.publish('user-e', { type: 'test', testId: 'rolled-back', status: 'QUEUED' }, tx);
        tx.rollback();
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await bus.publish('user-e', { type: 'test', testId: 'committed', status: 'QUEUED' }, tx);
    });
    // Delivered in commit order: had the rolled-back event gone out, it would be heard first.
    await eventually(() => events.length > 0, Boolean, { what: 'the committed event' });
    expect(events.map((e) => e.testId)).toEqual(['committed']);
    off();
  });

  it.skipIf(!onPostgres)(
    'come back after the LISTEN connection is killed, and say events may have been missed (PostgreSQL only: PGlite listens in-process)',
    async () => {
      const events: LiveEvent[] = [];
      let resyncs = 0;
      const off = await bus.subscribe(
        'user-d',
        (e) => events.push(e),
        () => (resyncs += 1),
      );
      const { db } = t.deps.database;
      const killed = await db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query like 'listen %'`);
      expect(killed.rows.length).toBeGreaterThan(0);
      await eventually(() => resyncs === 1, Boolean, { what: 'the reconnect' });
      await bus.publish('user-d', { type: 'test', testId: 't2', status: 'PASSED' });
      await eventually(() => events.length === 1, Boolean, {
        what: 'an event after the reconnect',
      });
      off();
    },
  );
});

describe('fitPayload', () => {
  it('leaves payloads that fit untouched', () => {
    const envelope = {
      userId: 'u',
      event: { type: 'run' as const, testId: 't', runId: 'r', status: 'QUEUED' as const },
    };
    expect(fitPayload(envelope)).toBe(JSON.stringify(envelope));
  });
});
