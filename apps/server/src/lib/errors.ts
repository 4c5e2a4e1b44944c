import { ERROR_CODES, type ErrorCode } from '@scout/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_REACHED: 403,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCESS_CODE_INVALID: 400,
  ACCESS_CODE_USED: 400,
  APPLICATION_NOT_APPROVED: 400,
  EMAIL_TAKEN: 409,
  VERIFICATION_FAILED: 400,
  RATE_LIMITED: 429,
  GITHUB_FAILED: 502,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
};

/** An expected failure with a message meant for the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (message: string) => new AppError(ERROR_CODES.NOT_FOUND, message);
