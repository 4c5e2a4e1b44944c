import { describe, expect, it } from 'vitest';
import {
  JoinWaitingListSchema,
  WAITING_LIST_CHECKS as C,
  findWaitingListProblem,
  isValidWebsite,
  normalizeWebsite,
  type JoinWaitingListInput,
} from './waiting-list.js';

const filled: JoinWaitingListInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  companyWebsite: 'acme.io',
  position: 'CTO',
  companySize: '11-50',
};

describe('waiting-list checks', () => {
  it('report the first failing check in spec order, one field at a time', () => {
    const empty = {
      firstName: '',
      lastName: '',
      email: '',
      companyWebsite: '',
      position: '',
      companySize: '',
    };
    const order = [
      ['firstName', 'Ada', C.firstNameRequired],
      ['lastName', 'Lovelace', C.lastNameRequired],
      ['email', 'ada@example.com', C.emailRequired],
      ['companyWebsite', 'not a site', C.websiteRequired],
      ['companyWebsite', 'acme.io', C.websiteInvalid],
      ['position', 'CTO', C.positionRequired],
      ['companySize', '1-10', C.companySizeRequired],
    ] as const;
    const values: Record<string, string> = { ...empty };
    for (const [field, value, expected] of order) {
      expect(findWaitingListProblem(values as JoinWaitingListInput)).toEqual({
        field,
        ...expected,
      });
      values[field] = value;
    }
    expect(findWaitingListProblem(values as JoinWaitingListInput)).toBeNull();
  });

  it('treat blanks as empty and cap every text field', () => {
    expect(findWaitingListProblem({ ...filled, firstName: '   ' })).toMatchObject(
      C.firstNameRequired,
    );
    expect(findWaitingListProblem({ ...filled, lastName: 'x'.repeat(101) })).toMatchObject(
      C.lastNameTooLong,
    );
    expect(findWaitingListProblem({ ...filled, position: 'x'.repeat(201) })).toMatchObject(
      C.positionTooLong,
    );
    expect(findWaitingListProblem({ ...filled, email: 'ada@' })).toMatchObject(C.emailInvalid);
    expect(
      findWaitingListProblem({ ...filled, companyWebsite: `acme.io/${'x'.repeat(500)}` }),
    ).toMatchObject(C.websiteTooLong);
  });

  it('prepend https:// to a website without a scheme and lowercase the email', () => {
    const parsed = JoinWaitingListSchema.parse(filled);
    expect(parsed.companyWebsite).toBe('https://acme.io');
    expect(parsed.email).toBe('ada@example.com');
    expect(
      JoinWaitingListSchema.parse({ ...filled, companyWebsite: 'http://a.co/x' }),
    ).toMatchObject({ companyWebsite: 'http://a.co/x' });
  });

  it('accept dotted host names only', () => {
    expect(normalizeWebsite(' acme.io ')).toBe('https://acme.io');
    expect(isValidWebsite('www.acme.co.uk/about')).toBe(true);
    expect(isValidWebsite('HTTPS://Acme.io')).toBe(true);
    expect(isValidWebsite('acme')).toBe(false);
    expect(isValidWebsite('acme .io')).toBe(false);
    expect(isValidWebsite('ftp://acme.io')).toBe(false);
    expect(isValidWebsite('https://')).toBe(false);
  });
});
