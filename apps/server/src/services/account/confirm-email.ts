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
    if (await isLegacyTokenConfirmed(deps, input.token, error)) return { headers: null };
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

/**
 * A link mailed before the keys were derived is signed with SCOUT_SECRET itself: it still
 * confirms the email, but its session cookie would be signed with the old key, so none is set
 * and the user signs in.
 */
async function isLegacyTokenConfirmed(deps: AppDeps, token: string, error: unknown) {
  if (!isAPIError(error) || (error.body as { code?: string } | undefined)?.code !== 'INVALID_TOKEN')
    return false;
  try {
    await deps.legacyAuth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    return false;
  }
}
