import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { RUN_MESSAGES, TriggerRunRequestSchema, type TestResultsResponse } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { testRunResults, testRuns, tests } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { isValidArtifactSignature } from '../lib/signed-url.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { toTestRun, toTestRunResult } from '../services/runs/to-run.js';
import { triggerRun } from '../services/runs/trigger-run.js';

const IdParam = z.object({ id: z.uuid(RUN_MESSAGES.resultsNotFound) });
const FileParam = z.object({ runId: z.uuid(), name: z.string().regex(/^[\w.-]+$/) });
const FileQuery = z.object({ expires: z.coerce.number(), sig: z.string() });
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

// Mounted at /api itself, so each route names requireUser (a sub-app `use` would cover all of /api).
export const runRoutes = new Hono<AppEnv>()
  .post('/tests/:id/runs', requireUser, validate('param', IdParam), validate('json', TriggerRunRequestSchema), async (c) => {
    const deps = c.get('deps');
    const user = c.get('user')!;
    const run = await triggerRun(deps.database.db, user.id, c.req.valid('param').id, c.req.valid('json').tzOffset);
    deps.onRunQueued?.();
    await deps.bus.publish(user.id, { type: 'run', testId: run.testId, runId: run.id, status: 'QUEUED' });
    await deps.bus.publish(user.id, { type: 'test', testId: run.testId, status: 'QUEUED' });
    return c.json(toTestRun(run), 201);
  })
  .get('/tests/:id/results', requireUser, validate('param', IdParam), async (c) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const userId = c.get('user')!.id;
    const [test] = await db
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.id, c.req.valid('param').id), eq(tests.createdBy, userId)));
    if (!test) throw notFound(RUN_MESSAGES.resultsNotFound);
    const runs = await db.select().from(testRuns).where(eq(testRuns.testId, test.id)).orderBy(desc(testRuns.createdAt));
    const results =
      runs.length === 0
        ? []
        : await db
            .select()
            .from(testRunResults)
            .where(inArray(testRunResults.testRunId, runs.map((r) => r.id)))
            .orderBy(desc(testRunResults.createdAt));
    const byId = new Map(runs.map((r) => [r.id, r]));
    return c.json<TestResultsResponse>({
      runs: runs.map(toTestRun),
      results: results.map((r) => toTestRunResult(r, byId.get(r.testRunId)!, deps.authSecret)),
    });
  })
  .get('/files/runs/:runId/:name', requireUser, validate('param', FileParam), validate('query', FileQuery), async (c) => {
    const deps = c.get('deps');
    const { runId, name } = c.req.valid('param');
    const { expires, sig } = c.req.valid('query');
    const [run] = await deps.database.db
      .select({ id: testRuns.id })
      .from(testRuns)
      .where(and(eq(testRuns.id, runId), eq(testRuns.createdBy, c.get('user')!.id)));
    if (!run || !isValidArtifactSignature(deps.authSecret, runId, name, expires, sig)) {
      throw notFound('File not found or link expired');
    }
    const body = await deps.artifacts.read(runId, name);
    if (!body) throw notFound('File not found or link expired');
    const type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
    return c.body(new Uint8Array(body), 200, {
      'content-type': type,
      'cache-control': 'private, max-age=3600',
      ...(type === 'application/zip' ? { 'content-disposition': `attachment; filename="${name}"` } : {}),
    });
  });
