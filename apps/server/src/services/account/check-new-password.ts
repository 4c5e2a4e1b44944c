import { ACCOUNT_MESSAGES } from '@scout/shared';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { AppError } from '../../lib/errors.js';

/** Refuses a password being set that is among the most common (the length rule is the schema's). */
export function checkNewPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', ACCOUNT_MESSAGES.commonPassword, undefined, {
      [field]: ACCOUNT_MESSAGES.commonPassword,
    });
  }
}
