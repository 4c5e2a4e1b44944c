import { eq } from 'drizzle-orm';
import type { ResendConfirmationRequest } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { users } from '../../db/schema.js';
import { sendConfirmationEmail } from './send-confirmation-email.js';

/**
 * Mails a new confirmation link when `email` has an account not yet confirmed, and returns
 * before any of it is done: the answer is the same, and as quick, for every email (as for a
 * password reset). A failure is logged.
 */
export function resendConfirmation(deps: AppDeps, input: ResendConfirmationRequest): void {
  setImmediate(() => {
    resend(deps, input.email).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'could not resend the confirmation email');
    });
  });
}

async function resend(deps: AppDeps, email: string) {
  const [user] = await deps.database.db
    .select({ isVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.isVerified) return;
  await sendConfirmationEmail(deps, email, deps.config.publicUrl);
}
