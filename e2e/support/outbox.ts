import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { E2E_DATA_DIR } from './env.js';

/** Waits for the newest email to `to` in the server's outbox and returns its confirmation link. */
export async function readConfirmationLink(to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith(`-${to}.eml`))
          .sort()
      : [];
    const newest = files.at(-1);
    if (newest) {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, newest)));
      const link = mail.text?.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No confirmation email to ${to} within ${timeoutMs} ms`);
}

/** Waits for an email to `to` from which `read` gets something, newest first, and returns it. */
async function waitForMail<T>(
  to: string,
  what: string,
  read: (mail: { text: string; subject: string }) => T | undefined,
  timeoutMs: number,
): Promise<T> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).filter((f) => f.endsWith(`-${to}.eml`))
      : [];
    for (const file of files.sort().reverse()) {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, file)));
      const found = read({ text: mail.text ?? '', subject: mail.subject ?? '' });
      if (found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${what} email to ${to} within ${timeoutMs} ms`);
}

/** Waits for the access-code email to `to` and returns its code and sign-up link. */
export function readAccessCodeEmail(
  to: string,
  timeoutMs = 10_000,
): Promise<{ code: string; link: string; subject: string }> {
  return waitForMail(
    to,
    'access-code',
    ({ text, subject }) => {
      const code = text.match(/Your access code: (\S+)/)?.[1];
      const link = text.match(/https?:\/\/\S+\/signup\?\S+/)?.[0];
      return code && link ? { code, link, subject } : undefined;
    },
    timeoutMs,
  );
}

/** How many emails went to `to` (the access code must go once). */
export function countEmailsTo(to: string): number {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  return fs.existsSync(outbox)
    ? fs.readdirSync(outbox).filter((f) => f.endsWith(`-${to}.eml`)).length
    : 0;
}

/** Waits for the newest password-reset email to `to` and returns its link. */
export function readResetLink(to: string, timeoutMs = 10_000): Promise<string> {
  return waitForMail(
    to,
    'password-reset',
    ({ text }) => text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0],
    timeoutMs,
  );
}

/** Waits for the newest email-change confirmation to `to` and returns its link. */
export function readEmailChangeLink(to: string, timeoutMs = 10_000): Promise<string> {
  return waitForMail(
    to,
    'email-change',
    ({ text }) => text.match(/https?:\/\/\S+\/auth\/confirm-email-change\?\S+/)?.[0],
    timeoutMs,
  );
}

/** Waits for an email to `to` with `subject`; resolves once it is in the outbox. */
export function waitForSubject(to: string, subject: string, timeoutMs = 10_000): Promise<true> {
  return waitForMail(
    to,
    subject,
    (mail) => (mail.subject === subject ? true : undefined),
    timeoutMs,
  );
}

/** The subjects of every email to `to` so far, oldest first (an email must go once). */
export async function subjectsOfEmailsTo(to: string): Promise<string[]> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const files = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(`-${to}.eml`))
    .sort();
  const subjects: string[] = [];
  for (const file of files) {
    const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, file)));
    subjects.push(mail.subject ?? '');
  }
  return subjects;
}
