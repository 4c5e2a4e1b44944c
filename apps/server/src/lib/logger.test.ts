import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

describe('createLogger', () => {
  it("logs a failed query's SQL and cause but never its parameters", () => {
    const { logger, text } = capture();
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const error = new DrizzleQueryError(
      'select "id" from "beta_applications" where "access_code" = $1 and lower("email") = $2',
      ['BETA-SECRET-CODE\nsecond line', 'applicant@example.com'],
      cause,
    );
    logger.error({ err: error }, 'could not look up the access code');
    const logged = text();
    expect(logged).toContain('Failed query: select \\"id\\" from \\"beta_applications\\"');
    expect(logged).toContain('invalid byte sequence');
    expect(logged).not.toContain('BETA-SECRET-CODE');
    expect(logged).not.toContain('second line');
    expect(logged).not.toContain('applicant@example.com');
  });

  it('logs a failed query wrapped as the cause of another error without its parameters', () => {
    const { logger, text } = capture();
    const inner = new DrizzleQueryError(
      'insert into "users" values ($1)',
      ['s3cr3t-value'],
      undefined,
    );
    logger.error({ err: new Error('could not create the user', { cause: inner }) }, 'failed');
    expect(text()).toContain('could not create the user');
    expect(text()).not.toContain('s3cr3t-value');
  });
});
