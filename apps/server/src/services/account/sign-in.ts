import { isAPIError } from 'better-auth/api';
import { ACCOUNT_DISABLED_MESSAGE, ACCOUNT_MESSAGES, type SignInRequest } from '@scout/shared';
import { ACCOUNT_DISABLED_CODE } from '../../auth/auth.js';
import type { AppDeps } from '../../context.js';
import { AppError } from '../../lib/errors.js';

/** Signs in with email and password; returns the session cookie headers to forward. */
export async function signIn(deps: AppDeps, input: SignInRequest, requestHeaders: Headers) {
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { headers, user: response.user };
  } catch (error) {
    if (isAPIError(error)) {
      const code = (error.body as { code?: string } | undefined)?.code;
      if (code === ACCOUNT_DISABLED_CODE) {
        throw new AppError('FORBIDDEN', ACCOUNT_DISABLED_MESSAGE);
      }
      if (code === 'EMAIL_NOT_VERIFIED') {
        throw new AppError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified);
      }
      if (error.statusCode === 401 || code === 'INVALID_EMAIL_OR_PASSWORD') {
        throw new AppError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.loginFailed);
      }
      throw new AppError('VALIDATION', error.message);
    }
    throw error;
  }
}
