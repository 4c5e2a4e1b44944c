import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { secretForms } from '../testing/secret-forms.js';
import { assertNoSecret, redactTrace } from './redact-trace.js';
import { createRedactor } from './redactor.js';
import { readEntries, writeEntries } from './zip-entries.js';

const PASSWORDS = ['P@ssw0rd!', 'pa"ss\\wörd-42'];
const HIDDEN = SECRET_PLACEHOLDERS.password;
const userWith = (password: string) => ({
  kind: 'email_password' as const,
  email: 'ada@example.com',
  password,
});

describe('createRedactor', () => {
  for (const password of PASSWORDS) {
    it(`masks every form of ${password}`, () => {
      const redactor = createRedactor(userWith(password));
      for (const [name, form] of Object.entries(secretForms(password))) {
        const text = `before ${form} after`;
        expect(redactor.contains(text), name).toBe(true);
        expect(redactor.mask(text), name).toBe(`before ${HIDDEN} after`);
        expect(redactor.contains(redactor.mask(text)), name).toBe(false);
      }
    });

    it(`masks ${password} in bytes, byte for byte`, () => {
      const redactor = createRedactor(userWith(password));
      const bytes = Buffer.concat([
        Buffer.from([0xff, 0x00]),
        Buffer.from(`x=${password}&y=${encodeURIComponent(password)}`),
        Buffer.from([0x89]),
      ]);
      expect(redactor.containsBytes(bytes)).toBe(true);
      const masked = redactor.maskBytes(bytes);
      expect(masked).toEqual(
        Buffer.concat([
          Buffer.from([0xff, 0x00]),
          Buffer.from(`x=${HIDDEN}&y=${HIDDEN}`),
          Buffer.from([0x89]),
        ]),
      );
      expect(redactor.containsBytes(masked)).toBe(false);
    });
  }

  it('masks the Latin-1 forms a page in that charset writes', () => {
    const redactor = createRedactor(userWith('pa"ss\\wörd-42'));
    expect(redactor.mask('password=pa%22ss%5Cw%F6rd-42')).toBe(`password=${HIDDEN}`);
    expect(
      redactor.maskBytes(Buffer.from('x pa"ss\\w\u00f6rd-42 y', 'latin1')).toString('latin1'),
    ).toBe(`x ${HIDDEN} y`);
  });

  it('leaves other text alone', () => {
    const redactor = createRedactor(userWith('P@ssw0rd!'));
    const text = 'P@ssw0rd is not it, nor p@ssw0rd!, and the email ada@example.com stays';
    expect(redactor.mask(text)).toBe(text);
  });

  it('masks a one-character password wherever it appears, and masking twice changes nothing', () => {
    const redactor = createRedactor(userWith('a'));
    const once = redactor.mask('a cat & %61');
    expect(once).toBe(`${HIDDEN} c${HIDDEN}t & ${HIDDEN}`);
    expect(redactor.mask(once)).toBe(once);
    expect(redactor.contains(once)).toBe(false);
  });

  it('masks the session cookie value of a cookie user', () => {
    const redactor = createRedactor({ kind: 'cookie', name: 'sid', value: 's3cr3t+/=' });
    expect(redactor.mask('Cookie: sid=s3cr3t%2B%2F%3D; x=1')).toBe(
      `Cookie: sid=${SECRET_PLACEHOLDERS.cookie}; x=1`,
    );
  });

  it('masks every string inside a value, errors included', () => {
    const redactor = createRedactor(userWith('P@ssw0rd!'));
    const masked = redactor.maskDeep({
      a: ['P@ssw0rd!', 3],
      b: { c: 'x P%40ssw0rd! y' },
      err: new Error('bad P@ssw0rd!'),
    });
    expect(JSON.stringify(masked)).not.toContain('ssw0rd');
    expect(masked.a[1]).toBe(3);
    expect(masked.b.c).toBe(`x ${HIDDEN} y`);
  });

  it('masks what goes to the log', () => {
    const lines: unknown[] = [];
    const logger = createRedactor(userWith('P@ssw0rd!')).wrapLogger({
      info: (o, m) => lines.push(o, m),
      warn: (o, m) => lines.push(o, m),
    })!;
    logger.warn({ err: new Error('typed P@ssw0rd!') }, 'saw P%40ssw0rd!');
    expect(JSON.stringify(lines)).not.toContain('ssw0rd');
  });

  it('is the identity when the run has no secret', () => {
    const redactor = createRedactor(undefined);
    expect(redactor.mask('P@ssw0rd!')).toBe('P@ssw0rd!');
    expect(createRedactor(userWith('')).isActive).toBe(false);
  });
});

describe('redactTrace', () => {
  const zipOf = (files: Record<string, string>) =>
    writeEntries(
      Object.entries(files).map(([name, content]) => ({
        name: Buffer.from(name),
        content: Buffer.from(content),
        flags: 0x0800,
        time: 0,
        date: 0,
      })),
    );

  it('masks every form in every entry', () => {
    const password = 'pa"ss\\wörd-42';
    const forms = Object.values(secretForms(password));
    const zip = zipOf({
      'trace.trace': forms.join('\n'),
      'trace.network': `{"postData":"password=${new URLSearchParams({ p: password }).toString().slice(2)}"}`,
    });
    const entries = readEntries(redactTrace(zip, createRedactor(userWith(password))));
    expect(entries.map((e) => e.name.toString())).toEqual(['trace.trace', 'trace.network']);
    for (const entry of entries) {
      const text = entry.content.toString();
      for (const form of forms) expect(text).not.toContain(form);
    }
    expect(entries[1].content.toString()).toBe(`{"postData":"password=${HIDDEN}"}`);
  });

  it('throws on a zip it cannot read rather than return it', () => {
    expect(() =>
      redactTrace(Buffer.from('not a zip at all'), createRedactor(userWith('P@ssw0rd!'))),
    ).toThrow();
  });

  it('finds a secret left in a zip, in any entry and any form', () => {
    const redactor = createRedactor(userWith('P@ssw0rd!'));
    expect(() =>
      assertNoSecret(zipOf({ a: 'clean', 'resources/b': 'password=P%40ssw0rd%21' }), redactor),
    ).toThrow(/1 trace entry still held a secret/);
    expect(() => assertNoSecret(zipOf({ a: 'clean', b: `x ${HIDDEN} y` }), redactor)).not.toThrow();
    expect(() => assertNoSecret(Buffer.from('corrupt'), redactor)).toThrow();
  });
});
