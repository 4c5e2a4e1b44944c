import type { AppDeps } from '../../context.js';

/** Tells the account's address that its password was changed; a failure is only logged. */
export async function sendPasswordChangedEmail(deps: AppDeps, email: string) {
  try {
    await deps.mailer.send({
      to: email,
      subject: 'Your Scout password was changed',
      text: [
        'The password of your Scout account was just changed, and your other sessions were signed out.',
        '',
        `If you did not change it, reset it now: ${deps.config.publicUrl}/forgot-password`,
      ].join('\n'),
      html: `<p>The password of your Scout account was just changed, and your other sessions were signed out.</p><p>If you did not change it, <a href="${deps.config.publicUrl}/forgot-password">reset it now</a>.</p>`,
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'could not send the password changed email');
  }
}
