import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { createMailer } from '../src/lib/mail.js';

const message = {
  to: 'ada@example.com',
  subject: 'Confirm your email for Scout',
  text: 'Confirm: http://scout.test/auth/confirm?token=abc&type=signup',
  html: '<a href="http://scout.test/auth/confirm?token=abc&amp;type=signup">Confirm</a>',
  link: 'http://scout.test/auth/confirm?token=abc&type=signup',
};

describe('mail through a real SMTP server', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Scout <no-reply@scout.test>',
      dataDir: os.tmpdir(),
      logger: createLogger('silent'),
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    expect(received).toHaveLength(1);
    const parsed = await PostalMime.parse(received[0]!);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.to?.[0]?.address).toBe('ada@example.com');
    expect(parsed.text).toContain(message.link);
  });
});

describe('mail to the outbox', () => {
  it('writes an .eml file under <data>/outbox when no SMTP server is configured', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-mail-'));
    const mailer = createMailer({
      from: 'Scout <no-reply@scout.test>',
      dataDir,
      logger: createLogger('silent'),
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ada@example\.com\.eml$/);
    const parsed = await PostalMime.parse(fs.readFileSync(path.join(dataDir, 'outbox', files[0]!)));
    expect(parsed.text).toContain(message.link);
  });

  // Issue 24: the log line printed the link, token and all.
  it('logs where the email is, but not its link or token', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-mail-'));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const mailer = createMailer({
      from: 'Scout <no-reply@scout.test>',
      dataDir,
      logger: createLogger('info', stream),
    });
    await mailer.send(message);
    const logged = lines.join('');
    expect(logged).not.toContain('token=abc');
    expect(logged).not.toContain('auth/confirm');
    expect(logged).toContain(path.join(dataDir, 'outbox'));
    expect(logged).toContain('open it for the link');
  });
});
