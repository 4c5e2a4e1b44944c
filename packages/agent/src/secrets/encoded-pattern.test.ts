import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { encodedForms, leakedForms } from '../testing/secret-forms.js';
import { createRedactor } from './redactor.js';

const HIDDEN = SECRET_PLACEHOLDERS.password;
const EMAIL = 'ada@example.com';
const userWith = (password: string) => ({
  kind: 'email_password' as const,
  email: EMAIL,
  password,
});
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe('the base64 and hex forms of a secret', () => {
  for (const password of ['P@ssw0rd!', 'pa"ss\\wörd-42', '1']) {
    it(`masks the HTTP Basic header of ${password}`, () => {
      const redactor = createRedactor(userWith(password));
      const header = `{"name":"Authorization","value":"Basic ${base64(`${EMAIL}:${password}`)}"}`;
      expect(redactor.mask(header)).toBe(`{"name":"Authorization","value":"Basic ${HIDDEN}"}`);
      expect(redactor.maskBytes(Buffer.from(header)).toString()).toBe(
        `{"name":"Authorization","value":"Basic ${HIDDEN}"}`,
      );
      expect(redactor.containsBytes(Buffer.from(header))).toBe(true);
    });
  }

  for (const password of ['P@ssw0rd!', 'pa"ss\\wörd-42']) {
    it(`masks ${password} at every offset inside longer base64, base64url and hex`, () => {
      const redactor = createRedactor(userWith(password));
      for (let before = 0; before < 6; before++) {
        for (let after = 0; after < 3; after++) {
          const bytes = Buffer.concat([
            Buffer.from('{"v":1,"'.slice(0, before)),
            Buffer.from(password),
            Buffer.from('"}x'.slice(0, after)),
          ]);
          const forms = {
            base64: bytes.toString('base64'),
            base64url: bytes.toString('base64url'),
            hex: bytes.toString('hex'),
            'upper-case hex': bytes.toString('hex').toUpperCase(),
          };
          for (const [name, encoded] of Object.entries(forms)) {
            const where = `${name} of ${before} bytes, the password, ${after} bytes`;
            const masked = redactor.mask(`token=${encoded};`);
            expect(masked, where).toContain(HIDDEN);
            expect(redactor.contains(masked), where).toBe(false);
            expect(leakedForms(masked, [password]), where).toEqual([]);
          }
        }
      }
    });
  }

  it('masks the forms a test looks for, in text and in a trace entry', () => {
    for (const password of ['P@ssw0rd!', 'pa"ss\\wörd-42']) {
      const redactor = createRedactor(userWith(password));
      for (const [name, form] of Object.entries(encodedForms(password, EMAIL))) {
        expect(redactor.mask(`x ${form} y`), name).toBe(`x ${HIDDEN} y`);
        expect(redactor.maskBytes(Buffer.from(`x ${form} y`)).toString(), name).toBe(
          `x ${HIDDEN} y`,
        );
      }
    }
  });

  it("masks btoa()'s base64 of a Latin-1 password and base64 inside a URL or JSON", () => {
    const redactor = createRedactor(userWith('pa"ss\\wörd-42'));
    const latin1 = Buffer.from(`${EMAIL}:pa"ss\\wörd-42`, 'latin1').toString('base64');
    expect(redactor.mask(`Basic ${latin1}`)).toBe(`Basic ${HIDDEN}`);
    const plus = createRedactor(userWith('>>>?>>>?'));
    const encoded = base64('>>>?>>>?');
    expect(encoded).toMatch(/[+/]/);
    expect(plus.mask(`?t=${encodeURIComponent(encoded)}&`)).toBe(`?t=${HIDDEN}&`);
    expect(plus.mask(JSON.stringify(encoded).replaceAll('/', '\\/'))).toBe(`"${HIDDEN}"`);
  });

  it("masks a short secret's whole encoding, but not three characters inside other data", () => {
    const redactor = createRedactor(userWith('abc'));
    expect(redactor.mask('token YWJj, hex 616263 or 616263.')).toBe(
      `token ${HIDDEN}, hex ${HIDDEN} or ${HIDDEN}.`,
    );
    // An inline image that happens to hold YWJj and a colour that happens to be #616263 stay.
    const image = 'data:image/png;base64,iVBORw0KGgoYWJjAAAANSUhEUg';
    expect(redactor.mask(image)).toBe(image);
    expect(redactor.mask('color: #6162636f')).toBe('color: #6162636f');
  });

  it('leaves the base64 and hex of other text alone', () => {
    const redactor = createRedactor(userWith('P@ssw0rd!'));
    const text = `${base64('P@ssw0rd')} ${base64('p@ssw0rd!')} ${Buffer.from('P@ssw0rd').toString('hex')}`;
    expect(redactor.mask(text)).toBe(text);
  });
});
