import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from './constants.js';

export const UPGRADE_MESSAGES = {
  onlyProTitle: 'Only Pro plan is available',
  onlyProDescription: 'Currently, only the Pro plan is available for upgrading',
  errorTitle: 'Error',
  errorFallback: 'An error occurred while processing your request.',
  feedbackTitle: 'Help Us Shape Our Pro Plan',
  feedbackSuccess: "We'll notify you when our Pro plan is available.",
  notSpecified: 'Not specified',
  none: 'None',
  plansLoadFailed: 'Failed to load pricing plans. Please try again later.',
  noPlans: 'No pricing plans available at the moment.',
} as const;

export const UpgradeRequestSchema = z.object({
  plan: z
    .string({ error: UPGRADE_MESSAGES.onlyProDescription })
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.plan, UPGRADE_MESSAGES.onlyProDescription),
});
export type UpgradeRequest = z.infer<typeof UpgradeRequestSchema>;

export const UpgradeResponseSchema = z.object({ ok: z.literal(true), wantsUpgrade: z.boolean() });
export type UpgradeResponse = z.infer<typeof UpgradeResponseSchema>;

export const PRICING_BUDGETS = ['$10-$25', '$25-$50', '$50-$100', '$100+'] as const;
export type PricingBudget = (typeof PRICING_BUDGETS)[number];
export const DEFAULT_PRICING_BUDGET: PricingBudget = '$10-$25';

const optionalText = z
  .string()
  .trim()
  .max(TEXT_LIMITS.description, tooLongMessage('This answer', TEXT_LIMITS.description))
  .nullish()
  .transform((s) => (s ? s : null));

/** 'Help Us Shape Our Pro Plan': every field optional. */
export const PricingFeedbackRequestSchema = z.object({
  plan: z
    .string()
    .trim()
    .toLowerCase()
    .max(TEXT_LIMITS.plan, UPGRADE_MESSAGES.onlyProDescription)
    .default('pro'),
  budget: z
    .enum(PRICING_BUDGETS, 'Choose one of the budget options')
    .default(DEFAULT_PRICING_BUDGET),
  features: optionalText,
  additional_requirements: optionalText,
});
export type PricingFeedbackRequest = z.input<typeof PricingFeedbackRequestSchema>;

/**
 * The text a pricing answer is kept as among the users' feedback, so whoever reads feedback sees
 * it: unanswered fields read 'Not specified', no additional requirements 'None' (spec 5).
 */
export function describePricingFeedback(
  answer: z.output<typeof PricingFeedbackRequestSchema>,
): string {
  return [
    `Pricing feedback for the ${answer.plan.charAt(0).toUpperCase()}${answer.plan.slice(1)} plan`,
    `Budget: ${answer.budget ?? UPGRADE_MESSAGES.notSpecified}`,
    `Must-have features: ${answer.features ?? UPGRADE_MESSAGES.notSpecified}`,
    `Additional requirements: ${answer.additional_requirements ?? UPGRADE_MESSAGES.none}`,
  ].join('\n');
}

export const PricingFeedbackResponseSchema = z.object({ id: z.string() });
export type PricingFeedbackResponse = z.infer<typeof PricingFeedbackResponseSchema>;
