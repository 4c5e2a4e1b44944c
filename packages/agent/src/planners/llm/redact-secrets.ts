import { SECRET_PLACEHOLDERS, type TestingUserCredentials } from '@scout/shared';

/** Replaces secret values in a text with their placeholders. */
export type Redact = (text: string) => string;

/**
 * A redactor for the testing user's password or cookie value. Pages can echo them back: Playwright's
 * aria snapshot prints a password field's value in clear text, so every text from the page passes
 * through this before a model, a transcript or a log sees it. The email is not a secret.
 */
export function redactorFor(user: TestingUserCredentials | undefined): Redact {
  const secrets: [string, string][] = [];
  if (user?.kind === 'email_password' && user.password)
    secrets.push([user.password, SECRET_PLACEHOLDERS.password]);
  if (user?.kind === 'cookie' && user.value) secrets.push([user.value, SECRET_PLACEHOLDERS.cookie]);
  // A form sent with GET puts the value in the URL, percent-encoded.
  for (const [secret, placeholder] of [...secrets]) {
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) secrets.push([encoded, placeholder]);
  }
  if (secrets.length === 0) return (text) => text;
  return (text) =>
    secrets.reduce((out, [secret, placeholder]) => out.replaceAll(secret, placeholder), text);
}
