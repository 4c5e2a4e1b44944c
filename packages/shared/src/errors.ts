import { z } from 'zod';

/** Every error code the API answers with; the HTTP status for each lives in the server. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  LIMIT_REACHED: 'LIMIT_REACHED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  ACCESS_CODE_INVALID: 'ACCESS_CODE_INVALID',
  ACCESS_CODE_USED: 'ACCESS_CODE_USED',
  APPLICATION_NOT_APPROVED: 'APPLICATION_NOT_APPROVED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  VERIFICATION_FAILED: 'VERIFICATION_FAILED',
  RATE_LIMITED: 'RATE_LIMITED',
  /** GitHub refused or could not be reached; `details.reason` says why. */
  GITHUB_FAILED: 'GITHUB_FAILED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The body of every non-2xx answer. `fields` holds per-field messages for VALIDATION. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
