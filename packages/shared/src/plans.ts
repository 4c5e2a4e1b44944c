import { z } from 'zod';
import { UNLIMITED_THRESHOLD } from './constants.js';

/** Card fields of the pricing page (spec section 3, "Plan display fields"). */
export const PlanDisplaySchema = z.object({
  priceText: z.string(),
  subtext: z.string(),
  aiActionsDescription: z.string(),
  features: z.array(z.object({ text: z.string(), available: z.boolean() })),
  buttonText: z.string(),
  isFeatured: z.boolean(),
  badge: z.string().nullable(),
  comingSoon: z.boolean(),
});
export type PlanDisplay = z.infer<typeof PlanDisplaySchema>;

/** A subscription plan. Limits: null means unlimited; price in cents, null means custom. */
export const PlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().nullable(),
  test_suites_limit: z.number().int().nullable(),
  tests_per_suite_limit: z.number().int().nullable(),
  test_runs_per_day_limit: z.number().int().nullable(),
  ai_actions_per_test_run: z.number().int().nullable(),
  display: PlanDisplaySchema,
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({ items: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/**
 * The browser's `new Date().getTimezoneOffset()` in minutes (UTC+2 sends -120). The server counts
 * today's runs from the browser's local midnight.
 */
export const TimeZoneQuerySchema = z.object({
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
});
export type TimeZoneQuery = z.infer<typeof TimeZoneQuerySchema>;

/** How much of one limit is used; `limit` null means unlimited. */
export const UsageSchema = z.object({
  usage: z.number().int(),
  limit: z.number().int().nullable(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const CurrentPlanResponseSchema = z.object({
  plan: PlanSchema.nullable(),
  wantsUpgrade: z.boolean(),
  usage: z.object({ testSuites: UsageSchema, testRunsToday: UsageSchema }),
  /** ISO instant of the browser's local midnight that "today" starts at. */
  since: z.string(),
});
export type CurrentPlanResponse = z.infer<typeof CurrentPlanResponseSchema>;

export const LIMIT_TYPES = ['testSuites', 'testsPerSuite', 'testRuns'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** `details` of a 403 LIMIT_REACHED answer; the web app opens the upgrade panel with it. */
export const LimitReachedDetailsSchema = z.object({
  limitType: z.enum(LIMIT_TYPES),
  usage: z.number().int(),
  limit: z.number().int(),
  suiteId: z.string().optional(),
});
export type LimitReachedDetails = z.infer<typeof LimitReachedDetailsSchema>;

export const LIMIT_MESSAGES = {
  testSuites: 'You have reached the test suite limit of your plan.',
  testsPerSuite: 'You have reached the tests-per-suite limit of your plan.',
  testRuns: 'You have reached the daily test run limit of your plan.',
} as const;

/** Spec 5: creation is allowed while the count is below the limit; null is unlimited. */
export function canCreate(usage: number, limit: number | null): boolean {
  return limit === null || usage < limit;
}

/** Spec 9: warn when usage is at limit minus one or more but still below the limit. */
export function isNearLimit(usage: number, limit: number | null): boolean {
  return limit !== null && usage >= limit - 1 && usage < limit;
}

/** Spec 9: Unlimited is shown when a limit is null or at least 999999. */
export function isUnlimited(limit: number | null): boolean {
  return limit === null || limit >= UNLIMITED_THRESHOLD;
}
