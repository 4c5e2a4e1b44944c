import { isAPIError } from 'better-auth/api';
import type { ConfirmEmailRequest } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { AppError } from '../../lib/errors.js';

const MESSAGES: Record<string, string> = {
  TOKEN_EXPIRED: 'This confirmation link has expired. Please sign up again or contact us.',
  INVALID_TOKEN: 'This confirmation link is not valid. Check that you copied the whole link.',
  USER_NOT_FOUND: 'No account was found for this confirmation link.',
};

/**
 * Confirms an email from the link's token and signs the user in. The spec's `type` is
 * 'signup' for new accounts; other types (recovery) carry the same kind of token here.
 */
export async function confirmEmail(
  deps: AppDeps,
  input: ConfirmEmailRequest,
  requestHeaders: Headers,
) {
  try {
    const { headers } = await deps.auth.api.verifyEmail({
      query: { token: input.token },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { headers };
  } catch (error) {
    if (isAPIError(error)) {
      const code = (error.body as { code?: string } | undefined)?.code ?? '';
      throw new AppError(
        'VERIFICATION_FAILED',
        MESSAGES[code] ?? 'Failed to verify your email. Please try signing in again.',
      );
    }
    throw error;
  }
}
