import { z } from 'zod';
import { BETA_STATUSES } from './constants.js';
import { EmailSchema } from './auth.js';

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

export const BETA_MESSAGES = {
  alreadySubmittedTitle: 'Application Already Submitted',
  errorTitle: 'Error Submitting Application',
  statusUpdatedTitle: 'Status Updated',
  statusUpdateFailed: 'Failed to update application status.',
  deleteFailed: 'Failed to delete application. Please try again.',
  deletedTitle: 'Application Deleted',
  deletedDescription: 'The beta application has been deleted successfully.',
} as const;

export const CreateBetaApplicationSchema = z
  .object({
    email: EmailSchema,
    companyName: z.string().trim().min(1, 'Please enter your company name'),
    role: z.enum(BETA_ROLES, { error: 'Please choose your role' }),
    companySize: z.enum(BETA_COMPANY_SIZES, { error: 'Please choose your company size' }),
    applicationTypes: z
      .array(z.enum(APPLICATION_TYPES))
      .min(1, 'Please choose at least one application type'),
    otherApplicationType: z.string().trim().optional(),
    currentTestingProcess: z.enum(TESTING_APPROACHES).optional(),
    expectedVolume: z.enum(TEST_VOLUMES).optional(),
    interestedFeatures: z.array(z.enum(BETA_FEATURES)).min(1, 'Please choose at least one feature'),
    additionalInformation: z.string().trim().max(5000).optional(),
  })
  .refine((v) => !v.applicationTypes.includes('Other') || Boolean(v.otherApplicationType), {
    message: 'Please describe the other application type',
    path: ['otherApplicationType'],
  });
export type CreateBetaApplication = z.infer<typeof CreateBetaApplicationSchema>;

export const UpdateBetaStatusSchema = z.object({ status: z.enum(BETA_STATUSES) });
