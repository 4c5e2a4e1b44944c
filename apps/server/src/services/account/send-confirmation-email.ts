import { createEmailVerificationToken } from 'better-auth/api';
import type { AppDeps } from '../../context.js';

const TOKEN_TTL_SECONDS = 60 * 60 * 24;

/** Mails the link to /auth/confirm?token=…&type=signup (the page confirms through the API). */
export async function sendConfirmationEmail(deps: AppDeps, email: string, origin: string) {
  const token = await createEmailVerificationToken(
    deps.keys.session,
    email,
    undefined,
    TOKEN_TTL_SECONDS,
  );
  const link = `${origin}/auth/confirm?token=${encodeURIComponent(token)}&type=signup`;
  await deps.mailer.send({
    to: email,
    subject: 'Confirm your email for Scout',
    link,
    text: [
      'Welcome to Scout!',
      '',
      'Confirm your email address to finish creating your account:',
      link,
      '',
      'The link is valid for 24 hours. If you did not sign up, ignore this email.',
    ].join('\n'),
    html: `<p>Welcome to Scout!</p><p>Confirm your email address to finish creating your account:</p><p><a href="${link}">Confirm my email</a></p><p>The link is valid for 24 hours. If you did not sign up, ignore this email.</p>`,
  });
}
