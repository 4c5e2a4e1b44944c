import { ACCOUNT_MESSAGES, NewPasswordSchema } from '@scout/shared';
import { z } from 'zod';

/** A new password typed twice; the server also refuses common passwords. */
export const NewPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsDontMatch,
  });
