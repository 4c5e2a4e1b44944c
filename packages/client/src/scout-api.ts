import { RUN_STATUSES, type RunStatus } from '@scout/shared';
import { z } from 'zod';

// The /api/v1 answers the client reads (docs: GET /api/v1/openapi.json). Only the fields it uses
// are checked, so a server that adds fields still works.

const StepSchema = z.object({
  index: z.number(),
  description: z.string(),
  status: z.string(),
  error: z.string().nullable().optional(),
  screenshot_url: z.string().nullable().optional(),
});

export const RunSchema = z.object({
  id: z.string(),
  test_id: z.string(),
  test_name: z.string(),
  status: z.enum(RUN_STATUSES),
  started_at: z.string().nullable().optional(),
  finished_at: z.string().nullable().optional(),
  result_url: z.string().nullable().optional(),
  result: z
    .object({ summary: z.string().nullable().optional(), steps: z.array(StepSchema) })
    .nullable()
    .optional(),
});
export type Run = z.infer<typeof RunSchema>;

export const SuiteRunSchema = z.object({
  id: z.string(),
  test_suite_id: z.string(),
  status: z.enum(RUN_STATUSES),
  runs: z.array(RunSchema),
});
export type SuiteRun = z.infer<typeof SuiteRunSchema>;

export const ImportResultSchema = z.object({
  format: z.string(),
  dry_run: z.boolean(),
  tests: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      step_count: z.number(),
      source: z.object({ line: z.number().nullable(), case_id: z.string().nullable() }),
      unread_lines: z.array(z.object({ text: z.string(), reason: z.string() })),
    }),
  ),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

const SuitesSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), starting_url: z.string().nullable().optional() }),
  ),
});
export type Suite = z.infer<typeof SuitesSchema>['items'][number];

const TestsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      test_suite_id: z.string(),
      test_suite: z.object({ name: z.string() }).optional(),
    }),
  ),
});
export type TestListed = z.infer<typeof TestsSchema>['items'][number];

const CreatedTestSchema = z.object({
  id: z.string(),
  name: z.string(),
  test_suite_id: z.string(),
  test_suite: z.object({ name: z.string() }).optional(),
});
export type CreatedTest = z.infer<typeof CreatedTestSchema>;

/** A problem talking to the server, told plainly (exit code 2). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The server's own words, when it answered. */
    readonly said?: string,
  ) {
    super(message);
  }
}

export const isFinished = (status: RunStatus) => status !== 'QUEUED' && status !== 'RUNNING';

export const ScheduleSchema = z.object({
  id: z.string(),
  target_name: z.string(),
  cron: z.string(),
  timezone: z.string(),
  description: z.string(),
  is_paused: z.boolean(),
  next_runs: z.array(z.string()),
  last_skip_reason: z.string().nullable(),
});
export type ScheduleListed = z.infer<typeof ScheduleSchema>;
const SchedulesSchema = z.object({ items: z.array(ScheduleSchema) });

/** The /api/v1 client of `scout run`, `export`, `import` and the lists: Bearer key, JSON, clear
 *  errors. */
export function scoutApi(server: string, key: string, fetchImpl: typeof fetch = fetch) {
  const base = server.replace(/\/+$/, '');

  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetchImpl(`${base}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ApiError(
        `Could not reach the Scout server at ${base}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      );
    }
    if (res.ok) return res;
    const answer = (await res.json().catch(() => null)) as {
      error?: string;
      message?: string;
    } | null;
    const said = answer?.error ?? answer?.message ?? res.statusText;
    if (res.status === 401)
      throw new ApiError(
        `The server refused the API key (401 ${said}). Check --key or SCOUT_API_KEY.`,
        401,
      );
    throw new ApiError(`${method} ${path} answered ${res.status}: ${said}`, res.status, said);
  }

  async function json<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    const res = await request(method, path, body);
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success)
      throw new ApiError(
        `${method} ${path} answered something that is not a Scout ${path} answer.`,
      );
    return parsed.data;
  }

  return {
    startTestRun: (id: string) => json('POST', `/tests/${encodeURIComponent(id)}/runs`, RunSchema),
    startSuiteRun: (id: string) =>
      json('POST', `/test-suites/${encodeURIComponent(id)}/runs`, SuiteRunSchema),
    getRun: (id: string) => json('GET', `/runs/${encodeURIComponent(id)}`, RunSchema),
    cancelRun: (id: string) => json('POST', `/runs/${encodeURIComponent(id)}/cancel`, RunSchema),
    getSuiteRun: (id: string) =>
      json('GET', `/suite-runs/${encodeURIComponent(id)}`, SuiteRunSchema),
    async suiteName(id: string): Promise<string | undefined> {
      const { items } = await json('GET', '/test-suites', SuitesSchema);
      return items.find((s) => s.id === id)?.name;
    },
    listSuites: async () => (await json('GET', '/test-suites', SuitesSchema)).items,
    listTests: async (suiteId?: string) =>
      (
        await json(
          'GET',
          `/tests${suiteId ? `?test_suite_id=${encodeURIComponent(suiteId)}` : ''}`,
          TestsSchema,
        )
      ).items,
    createTest: (body: {
      test_suite_id: string;
      name: string;
      test_objective: string;
      description?: string;
    }) => json('POST', '/tests', CreatedTestSchema, body),
    importTests: (
      suiteId: string,
      body: { file_name: string; content: string; dry_run?: boolean },
    ) =>
      json(
        'POST',
        `/test-suites/${encodeURIComponent(suiteId)}/tests/import`,
        ImportResultSchema,
        body,
      ),
    listSchedules: async (suiteId?: string) =>
      (
        await json(
          'GET',
          `/schedules${suiteId ? `?test_suite_id=${encodeURIComponent(suiteId)}` : ''}`,
          SchedulesSchema,
        )
      ).items,
    createSchedule: (body: Record<string, unknown>) =>
      json('POST', '/schedules', ScheduleSchema, body),
    updateSchedule: (id: string, body: Record<string, unknown>) =>
      json('PATCH', `/schedules/${encodeURIComponent(id)}`, ScheduleSchema, body),
    async deleteSchedule(id: string): Promise<void> {
      await request('DELETE', `/schedules/${encodeURIComponent(id)}`);
    },
    async exportRun(id: string): Promise<string> {
      const res = await request('GET', `/runs/${encodeURIComponent(id)}/export`);
      return res.text();
    },
  };
}
export type ScoutApi = ReturnType<typeof scoutApi>;
