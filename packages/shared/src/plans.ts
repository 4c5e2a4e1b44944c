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
  /** ISO instant "today" starts at for the daily run limit: 24 hours ago (decision 017). */
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

/** Spec 9: sign-ups beyond this many registered profiles go to the waiting list. */
export const SIGNUP_CAPACITY = 10;

/** GET /api/plans/capacity: how many profiles exist against the sign-up capacity (public). */
export const SignupCapacitySchema = z.object({
  registeredProfiles: z.number().int(),
  capacity: z.number().int(),
});
export type SignupCapacity = z.infer<typeof SignupCapacitySchema>;

/** Spec 9: dollars from cents; null or 999999 and more is 'Custom'; 0 is $0. */
export function formatPlanPrice(cents: number | null): string {
  if (cents === null || cents >= UNLIMITED_THRESHOLD) return 'Custom';
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** Spec 9: a limit as shown on a plan card. */
export function formatPlanLimit(limit: number | null): string {
  return isUnlimited(limit) ? 'Unlimited' : String(limit);
}

type PlanLimits = Pick<
  Plan,
  | 'test_suites_limit'
  | 'tests_per_suite_limit'
  | 'test_runs_per_day_limit'
  | 'ai_actions_per_test_run'
>;

const limitsOf = (plan: PlanLimits) => [
  plan.test_suites_limit,
  plan.tests_per_suite_limit,
  plan.test_runs_per_day_limit,
  plan.ai_actions_per_test_run,
];

/** Spec 9: suites x tests per suite x runs per day x AI actions per run; null when any is unlimited. */
export function maxDailyAiActions(plan: PlanLimits): number | null {
  const limits = limitsOf(plan);
  if (limits.some((limit) => isUnlimited(limit))) return null;
  return limits.reduce<number>((product, limit) => product * limit!, 1);
}

/** Spec 9's fallback figure when a comparison cannot be computed. */
export const CAPACITY_RATIO_FALLBACK = 25;

/**
 * Spec 9: product of the four limits (null counted as 1); higher over lower, rounded, at least 1;
 * 25 when either plan has a null limit or the ratio is not finite.
 */
export function capacityRatio(higher: PlanLimits, lower: PlanLimits): number {
  const h = limitsOf(higher);
  const l = limitsOf(lower);
  if ([...h, ...l].some((limit) => limit === null)) return CAPACITY_RATIO_FALLBACK;
  const product = (limits: (number | null)[]) => limits.reduce<number>((p, x) => p * (x ?? 1), 1);
  const ratio = product(h) / product(l);
  if (!Number.isFinite(ratio)) return CAPACITY_RATIO_FALLBACK;
  return Math.max(1, Math.round(ratio));
}
