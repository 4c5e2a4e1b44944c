import { and, eq, sql } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { ACCOUNT_MESSAGES, type SignUpRequest } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { betaApplications, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { checkNewPassword } from './check-new-password.js';
import { sendConfirmationEmail } from './send-confirmation-email.js';

/**
 * Creates an account for an approved beta applicant. The access code is claimed first with a
 * conditional update, so two sign-ups cannot both use it, and released if creation fails.
 */
export async function signUp(deps: AppDeps, input: SignUpRequest, origin: string) {
  checkNewPassword(input.password);
  const { db } = deps.database;
  const [application] = await db
    .select()
    .from(betaApplications)
    .where(
      and(
        sql`lower(${betaApplications.email}) = ${input.email}`,
        // Codes are read off an email and typed by hand: case and spaces around it do not
        // matter (the schema trims), so a code right but for them is no miss for the limit.
        sql`lower(trim(${betaApplications.accessCode})) = ${input.accessCode.toLowerCase()}`,
      ),
    )
    .catch((error: unknown) => {
      deps.logger.error({ err: error }, 'could not look up the access code');
      throw new AppError('INTERNAL', ACCOUNT_MESSAGES.accessCodeCheckFailed);
    });
  if (!application) throw new AppError('ACCESS_CODE_INVALID', ACCOUNT_MESSAGES.accessCodeInvalid);
  if (application.codeUsed) throw new AppError('ACCESS_CODE_USED', ACCOUNT_MESSAGES.accessCodeUsed);
  if (application.status !== 'approved') {
    throw new AppError('APPLICATION_NOT_APPROVED', ACCOUNT_MESSAGES.applicationNotApproved);
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) throw new AppError('EMAIL_TAKEN', ACCOUNT_MESSAGES.alreadyRegistered);

  const claimed = await db
    .update(betaApplications)
    .set({ codeUsed: true, codeUsedAt: new Date() })
    .where(and(eq(betaApplications.id, application.id), eq(betaApplications.codeUsed, false)))
    .returning({ id: betaApplications.id });
  if (claimed.length === 0) throw new AppError('ACCESS_CODE_USED', ACCOUNT_MESSAGES.accessCodeUsed);

  try {
    await deps.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.email },
    });
  } catch (error) {
    await db
      .update(betaApplications)
      .set({ codeUsed: false, codeUsedAt: null })
      .where(eq(betaApplications.id, application.id));
    throw toSignUpError(error);
  }

  try {
    await sendConfirmationEmail(deps, input.email, origin);
  } catch (error) {
    // The account exists; signing in later says the email is unconfirmed, and the operator
    // sees why the email did not leave.
    deps.logger.error({ err: error, email: input.email }, 'could not send the confirmation email');
  }
  return { email: input.email };
}

function toSignUpError(error: unknown): AppError {
  if (isAPIError(error)) {
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return new AppError('EMAIL_TAKEN', ACCOUNT_MESSAGES.alreadyRegistered);
    }
    if (code === 'PASSWORD_TOO_SHORT')
      return new AppError('VALIDATION', ACCOUNT_MESSAGES.weakPassword);
    return new AppError('VALIDATION', error.message);
  }
  return new AppError('INTERNAL', ACCOUNT_MESSAGES.accessCodeCheckFailed);
}
