import { z } from 'zod';
import { RUN_STATUSES, TEXT_LIMITS, NAME_TOO_LONG } from './constants.js';
import { TestSuiteSchema } from './suites.js';
import { TestSchema } from './test-cases.js';

// ---- API keys (issue 18): created and revoked on the settings page, used as `Bearer` keys ----

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  invalid: 'Invalid API key',
  notFound: 'API key not found',
  created: 'API key created',
  revoked: 'API key revoked',
  copyOnce: "Copy this key now: it won't be shown again.",
} as const;

/** `scout_` and 40 url-safe random characters. */
export const API_KEY_PATTERN = /^scout_[A-Za-z0-9_-]{40}$/;

export const CreateApiKeyRequestSchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(TEXT_LIMITS.name, NAME_TOO_LONG),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequestSchema>;

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, enough to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListResponseSchema = z.object({ items: z.array(ApiKeySchema) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponseSchema>;

/** The one answer that holds the key itself. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

// ---- the REST API under /api/v1 (snake_case, as the rest of the API) ----

export const V1ErrorSchema = z
  .object({
    error: z.string().meta({ description: 'What went wrong, in words for a person.' }),
    code: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type V1Error = z.infer<typeof V1ErrorSchema>;

export const V1StepSchema = z
  .object({
    index: z.number().int().min(1).meta({ description: '1-based' }),
    description: z.string(),
    status: z.enum(['passed', 'failed', 'error']),
    error: z.string().nullable(),
    screenshot_url: z
      .string()
      .nullable()
      .meta({ description: 'Absolute URL; fetch it with the same Bearer key.' }),
  })
  .meta({ id: 'Step' });
export type V1Step = z.infer<typeof V1StepSchema>;

export const V1RunSchema = z
  .object({
    id: z.string(),
    test_id: z.string(),
    test_name: z.string(),
    suite_run_id: z.string().nullable(),
    status: z.enum(RUN_STATUSES),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    result_url: z.string().meta({ description: "The web page of the run's result." }),
    result: z
      .object({ summary: z.string().nullable(), steps: z.array(V1StepSchema) })
      .nullable()
      .meta({ description: 'Null until the run has finished.' }),
  })
  .meta({ id: 'Run' });
export type V1Run = z.infer<typeof V1RunSchema>;

export const SuiteRunCountsSchema = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  error: z.number().int(),
  cancelled: z.number().int(),
  queued: z.number().int(),
  running: z.number().int(),
});
export type SuiteRunCounts = z.infer<typeof SuiteRunCountsSchema>;

export const SuiteRunSchema = z
  .object({
    id: z.string(),
    test_suite_id: z.string(),
    test_suite_name: z.string(),
    status: z.enum(RUN_STATUSES).meta({
      description:
        'QUEUED or RUNNING while any run is; then PASSED only when every run passed, FAILED if any failed, ERROR if any ended in error and none failed, else CANCELLED.',
    }),
    counts: SuiteRunCountsSchema,
    runs: z.array(V1RunSchema),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'SuiteRun' });
export type SuiteRun = z.infer<typeof SuiteRunSchema>;

export const V1SuiteListResponseSchema = z.object({ items: z.array(TestSuiteSchema) });
export type V1SuiteListResponse = z.infer<typeof V1SuiteListResponseSchema>;

export const V1TestListQuerySchema = z.object({
  test_suite_id: z.string().optional().meta({ description: "Only this suite's tests." }),
});

export const V1TestListResponseSchema = z.object({ items: z.array(TestSchema) });
export type V1TestListResponse = z.infer<typeof V1TestListResponseSchema>;

/** At most this many suites or tests in one v1 list (newest first). */
export const V1_LIST_LIMIT = 1000;

export const SUITE_RUN_MESSAGES = {
  notFound: 'Suite run not found',
  noTests: 'This suite has no tests to run',
  runAll: 'Run all',
  alreadyFinished: 'This run has already finished',
  runNotFound: 'Run not found',
  notPassed: 'Only a passing run can be exported',
} as const;

const FINAL = new Set(['PASSED', 'FAILED', 'ERROR', 'CANCELLED']);

/** A suite run's counts and status from its runs' statuses (the contract's rule). */
export function summariseSuiteRun(statuses: readonly string[]): {
  counts: SuiteRunCounts;
  status: SuiteRun['status'];
} {
  const counts: SuiteRunCounts = {
    total: statuses.length,
    passed: 0,
    failed: 0,
    error: 0,
    cancelled: 0,
    queued: 0,
    running: 0,
  };
  for (const s of statuses) {
    if (s === 'PASSED') counts.passed++;
    else if (s === 'FAILED') counts.failed++;
    else if (s === 'ERROR') counts.error++;
    else if (s === 'CANCELLED') counts.cancelled++;
    else if (s === 'RUNNING') counts.running++;
    else counts.queued++;
  }
  let status: SuiteRun['status'];
  if (counts.running > 0) status = 'RUNNING';
  else if (counts.queued > 0) status = counts.total > counts.queued ? 'RUNNING' : 'QUEUED';
  else if (counts.failed > 0) status = 'FAILED';
  else if (counts.error > 0) status = 'ERROR';
  else if (counts.total > 0 && counts.passed === counts.total) status = 'PASSED';
  else status = 'CANCELLED';
  return { counts, status };
}

export const isFinalRunStatus = (status: string) => FINAL.has(status);
