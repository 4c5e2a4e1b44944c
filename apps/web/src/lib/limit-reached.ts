import {
  ERROR_CODES,
  LimitReachedDetailsSchema,
  UPGRADE_MESSAGES,
  type LimitReachedDetails,
} from '@scout/shared';
import { getRefusalMessage, isApiClientError } from './api-client';

/** The usage and limit of a 403 LIMIT_REACHED answer, or null for any other error. */
export function getLimitReachedDetails(error: unknown): LimitReachedDetails | null {
  if (!isApiClientError(error) || error.code !== ERROR_CODES.LIMIT_REACHED) return null;
  const parsed = LimitReachedDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** True when an error will be answered by the upgrade panel rather than a toast. */
export function isLimitReachedError(error: unknown): boolean {
  return getLimitReachedDetails(error) !== null;
}

/**
 * The Upgrade toasts' text: what the server said about the request, or the spec's fallback when
 * the server or the network failed.
 */
export function upgradeErrorMessage(error: unknown): string {
  return getRefusalMessage(error, UPGRADE_MESSAGES.errorFallback);
}
