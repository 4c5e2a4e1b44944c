import { isAPIError } from 'better-auth/api';
import { ACCOUNT_MESSAGES, type ChangePasswordRequest } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { checkNewPassword } from './check-new-password.js';

/**
 * Changes the signed-in user's password after checking the current one; their other sessions
 * end, this one is renewed (the returned cookie headers are to be forwarded).
 */
export async function changePassword(
  deps: AppDeps,
  input: ChangePasswordRequest,
  requestHeaders: Headers,
) {
  checkNewPassword(input.newPassword, 'newPassword');
  try {
    const { headers } = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { headers };
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw new AppError('VALIDATION', ACCOUNT_MESSAGES.currentPasswordWrong, undefined, {
        currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
      });
    }
    throw error;
  }
}
