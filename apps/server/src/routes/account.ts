import { Hono } from 'hono';
import {
  ACCOUNT_MESSAGES,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailChangeRequestSchema,
  ConfirmEmailRequestSchema,
  DeleteAccountRequestSchema,
  RequestPasswordResetSchema,
  ResendConfirmationRequestSchema,
  ResetPasswordRequestSchema,
  SignUpRequestSchema,
  UpdateProfileRequestSchema,
  type AccountSettings,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { forwardSetCookies } from '../lib/cookies.js';
import { AppError } from '../lib/errors.js';
import { validate } from '../lib/validate.js';
import { limitFailures } from '../middleware/limit-failures.js';
import { limitPasswordResets } from '../middleware/limit-password-resets.js';
import { limitSubmissions } from '../middleware/limit-submissions.js';
import { requireUser } from '../middleware/session.js';
import { changePassword } from '../services/account/change-password.js';
import { confirmEmailChange } from '../services/account/confirm-email-change.js';
import { confirmEmail } from '../services/account/confirm-email.js';
import { deleteAccount } from '../services/account/delete-account.js';
import { getAccountSettings } from '../services/account/get-account-settings.js';
import { requestEmailChange } from '../services/account/request-email-change.js';
import { resendConfirmation } from '../services/account/resend-confirmation.js';
import { sendPasswordChangedEmail } from '../services/account/send-password-changed-email.js';
import { updateAccountName } from '../services/account/update-account-name.js';
import { requestPasswordReset } from '../services/account/request-password-reset.js';
import { resetPassword } from '../services/account/reset-password.js';
import { signUp } from '../services/account/sign-up.js';

export const accountRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) =>
    c.json<AccountSettings>(await getAccountSettings(c.get('deps'), c.get('user').id)),
  )
  .patch('/', requireUser, validate('json', UpdateProfileRequestSchema), async (c) => {
    await updateAccountName(c.get('deps'), c.get('user').id, c.req.valid('json'));
    return c.json({ message: ACCOUNT_MESSAGES.nameSaved });
  })
  .delete('/', requireUser, validate('json', DeleteAccountRequestSchema), async (c) => {
    const deps = c.get('deps');
    const result = await deleteAccount(deps, c.get('user'), c.req.valid('json'));
    const response = c.json(result);
    // The session's row went with the account; this clears its cookie.
    const { headers } = await deps.auth.api
      .signOut({ headers: c.req.raw.headers, returnHeaders: true })
      .catch(() => ({ headers: null }));
    forwardSetCookies(headers, response.headers);
    return response;
  })
  .post(
    '/email',
    requireUser,
    limitSubmissions('email-change'),
    validate('json', ChangeEmailRequestSchema),
    async (c) =>
      c.json(await requestEmailChange(c.get('deps'), c.get('user'), c.req.valid('json'))),
  )
  .post('/email/confirm', validate('json', ConfirmEmailChangeRequestSchema), async (c) =>
    c.json(await confirmEmailChange(c.get('deps'), c.req.valid('json'))),
  )
  .post('/confirmation/resend', validate('json', ResendConfirmationRequestSchema), (c) => {
    const input = c.req.valid('json');
    limitPasswordResets(c, input.email, 'confirmationResends');
    resendConfirmation(c.get('deps'), input);
    return c.json({ message: ACCOUNT_MESSAGES.confirmationResent });
  })
  .post(
    '/sign-up',
    limitSubmissions('sign-up'),
    validate('json', SignUpRequestSchema),
    async (c) => {
      const deps = c.get('deps');
      const input = c.req.valid('json');
      const result = await limitFailures(
        c,
        {
          limiters: deps.limiters.accessCodes,
          account: input.email,
          message: 'Too many access code attempts.',
          isFailure: (error) => error instanceof AppError && error.code === 'ACCESS_CODE_INVALID',
        },
        () => signUp(deps, input, deps.config.publicUrl),
      );
      return c.json(result, 201);
    },
  )
  .post('/confirm', validate('json', ConfirmEmailRequestSchema), async (c) => {
    const { headers } = await confirmEmail(c.get('deps'), c.req.valid('json'), c.req.raw.headers);
    const response = c.json({ ok: true });
    forwardSetCookies(headers, response.headers);
    return response;
  })
  .post('/password', requireUser, validate('json', ChangePasswordRequestSchema), async (c) => {
    const deps = c.get('deps');
    const { headers } = await changePassword(deps, c.req.valid('json'), c.req.raw.headers);
    await sendPasswordChangedEmail(deps, c.get('user').email);
    const response = c.json({ message: ACCOUNT_MESSAGES.passwordChanged });
    forwardSetCookies(headers, response.headers);
    return response;
  })
  .post('/password-reset/request', validate('json', RequestPasswordResetSchema), (c) => {
    const input = c.req.valid('json');
    limitPasswordResets(c, input.email);
    // Not awaited: the answer must not wait on work only a known email gets.
    requestPasswordReset(c.get('deps'), input);
    return c.json({ message: ACCOUNT_MESSAGES.resetRequested });
  })
  .post('/password-reset', validate('json', ResetPasswordRequestSchema), async (c) => {
    await resetPassword(c.get('deps'), c.req.valid('json'));
    return c.json({ message: ACCOUNT_MESSAGES.passwordReset });
  });
