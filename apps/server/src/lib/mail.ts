import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from './logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the email is about; tests read it. Never logged: it may carry a token. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

/** SMTP when SMTP_URL is set; otherwise each email becomes an .eml file in <data>/outbox. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const transport = once(() => createTransport(smtpUrl));
    return {
      kind: 'smtp',
      async send(message) {
        await (await transport()).sendMail({ from: opts.from, ...message });
        opts.logger.info({ to: message.to, subject: message.subject }, 'email sent');
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = once(() => createTransport({ streamTransport: true, buffer: true }));
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from: opts.from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outbox, `${Date.now()}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // The link is not logged: it carries a token (a password reset, an email confirmation),
      // and logs travel further than the data directory (mode 0700) the file is in.
      opts.logger.info(
        { to: message.to, file },
        `email to ${message.to} written to ${file}${message.link ? ' — open it for the link' : ''}`,
      );
    },
  };
}

/** nodemailer's transport, loaded with the first email rather than at the server's start. */
async function createTransport(options: string | Record<string, unknown>): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options);
}

/** `make`'s promise, made on the first call and shared by the later ones (made again after a
 *  failure). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}
