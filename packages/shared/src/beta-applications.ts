import { z } from 'zod';
import { BETA_STATUSES } from './constants.js';
import { EmailSchema } from './account.js';

export const BETA_ROLES = [
  'CTO / Tech Lead',
  'QA Engineer / QA Manager',
  'Software Developer',
  'Engineering Manager',
  'Product Manager',
  'Other',
] as const;
export const BETA_COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const APPLICATION_TYPES = ['Web Applications', 'Mobile Apps', 'APIs', 'Other'] as const;
export const TESTING_APPROACHES = [
  'Manual Testing',
  'Some Automation',
  'Fully Automated',
  'No Testing Yet',
] as const;
export const TEST_VOLUMES = ['1-10', '11-50', '51-200', '200+'] as const;
export const BETA_FEATURES = [
  'AI-powered test generation',
  'Visual regression testing',
  'Cross-browser testing',
  'Performance testing',
  'API testing',
] as const;

/** Spec 5 says applications are reviewed within this many business days. */
export const BETA_REVIEW_BUSINESS_DAYS = 5;

export const BETA_APPLICATION_MESSAGES = {
  errorTitle: 'Error Submitting Application',
  errorFallback: 'Something went wrong. Please try again.',
  submittedTitle: 'Application Submitted',
  submittedDescription: 'Thank you for applying to the Scout beta.',
  statusUpdatedTitle: 'Status Updated',
  statusUpdateFailed: 'Failed to update application status.',
  deleteFailed: 'Failed to delete application. Please try again.',
  deletedTitle: 'Application Deleted',
  deletedDescription: 'The beta application has been deleted successfully.',
} as const;

/** Spec 8 ("Beta submit"): toast durations of 3 s (success, duplicate) and 5 s (errors). */
export const BETA_TOAST_MS = { success: 3000, error: 5000 } as const;

/** Caps on the free-text fields, so one request cannot store megabytes. */
export const BETA_LIMITS = {
  email: 254,
  companyName: 200,
  otherApplicationType: 200,
  additionalInformation: 5000,
} as const;

const BetaEmailSchema = EmailSchema.max(
  BETA_LIMITS.email,
  `Email must be at most ${BETA_LIMITS.email} characters`,
);

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/** Step 1: who is applying. */
export const BetaContactStepSchema = z.object({
  email: BetaEmailSchema,
  companyName: z
    .string({ error: 'Please enter your company name' })
    .trim()
    .min(1, 'Please enter your company name')
    .max(
      BETA_LIMITS.companyName,
      `Company name must be at most ${BETA_LIMITS.companyName} characters`,
    ),
  role: z.enum(BETA_ROLES, { error: 'Please choose your role' }),
  companySize: z.enum(BETA_COMPANY_SIZES, { error: 'Please choose your company size' }),
});

const usageFields = {
  applicationTypes: z
    .array(z.enum(APPLICATION_TYPES), { error: 'Please choose at least one application type' })
    .min(1, 'Please choose at least one application type'),
  otherApplicationType: optionalText(BETA_LIMITS.otherApplicationType, 'The other type'),
  currentTestingProcess: z.enum(TESTING_APPROACHES).optional(),
  expectedVolume: z.enum(TEST_VOLUMES).optional(),
};

const hasOtherText = (v: { applicationTypes: string[]; otherApplicationType?: string }) =>
  !v.applicationTypes.includes('Other') || Boolean(v.otherApplicationType);
const OTHER_TEXT_RULE = {
  message: 'Please describe the other application type',
  path: ['otherApplicationType'],
};

/** Step 2: what they test (the 'other' text is needed when Other is picked). */
export const BetaUsageStepSchema = z.object(usageFields).refine(hasOtherText, OTHER_TEXT_RULE);

const featureFields = {
  interestedFeatures: z
    .array(z.enum(BETA_FEATURES), { error: 'Please choose at least one feature' })
    .min(1, 'Please choose at least one feature'),
  additionalInformation: optionalText(BETA_LIMITS.additionalInformation, 'Additional information'),
};

/** Step 3: what they want from Scout. */
export const BetaFeaturesStepSchema = z.object(featureFields);

/** The three steps of the form, in order; the form enables Next when its step parses. */
export const BETA_STEP_SCHEMAS = [
  BetaContactStepSchema,
  BetaUsageStepSchema,
  BetaFeaturesStepSchema,
] as const;

/** The whole application: the form's three steps together, as the server checks it. */
export const CreateBetaApplicationSchema = z
  .object({ ...BetaContactStepSchema.shape, ...usageFields, ...featureFields })
  .refine(hasOtherText, OTHER_TEXT_RULE);
export type CreateBetaApplication = z.infer<typeof CreateBetaApplicationSchema>;

/** The answer to an application, new or repeated alike (decision 027): no id, nothing to tell. */
export const BetaApplicationCreatedSchema = z.object({ email: z.string() });
export type BetaApplicationCreated = z.infer<typeof BetaApplicationCreatedSchema>;

export const UpdateBetaStatusSchema = z.object({ status: z.enum(BETA_STATUSES) });
