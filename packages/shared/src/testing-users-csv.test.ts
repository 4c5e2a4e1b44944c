import { describe, expect, it } from 'vitest';
import {
  CSV_MESSAGES,
  columnCountMessage,
  isCsvFileName,
  readCsvTable,
  validateCsvRow,
} from './testing-users-csv.js';

const header = [
  'name',
  'auth_type',
  'email',
  'password',
  'cookie_key',
  'cookie_value',
  'is_active',
];

describe('readCsvTable', () => {
  it('needs a header row and at least one data row', () => {
    expect(readCsvTable([])).toEqual({ ok: false, error: CSV_MESSAGES.tooFewRows });
    expect(readCsvTable([header, ['', '', '']])).toEqual({
      ok: false,
      error: CSV_MESSAGES.tooFewRows,
    });
  });

  it('names the missing required headers', () => {
    expect(
      readCsvTable([
        ['email', 'password'],
        ['a@b.co', 'x'],
      ]),
    ).toEqual({
      ok: false,
      error: 'Missing required headers: name, auth_type',
    });
    expect(
      readCsvTable([
        ['Name', 'email'],
        ['a', 'b'],
      ]),
    ).toEqual({ ok: false, error: 'Missing required headers: auth_type' });
  });

  it('flags rows whose column count differs from the header, with the row rules after it', () => {
    const table = readCsvTable([
      [' Name ', 'AUTH_TYPE', 'email', 'password'],
      ['Ada', 'email_password', 'ada@example.com', 'pw'],
      ['Bob', 'email_password', 'bob@example.com'],
    ]);
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    expect(table.headers).toEqual(['name', 'auth_type', 'email', 'password']);
    expect(table.records[0]).toMatchObject({ rowNumber: 1, errors: [] });
    expect(table.records[1]!.errors).toEqual([
      columnCountMessage(4, 3),
      CSV_MESSAGES.passwordRequired,
    ]);
  });
});

describe('validateCsvRow', () => {
  it('accepts an email_password row, lowercases the email and defaults is_active to true', () => {
    const result = validateCsvRow({
      name: ' Ada ',
      auth_type: 'email_password',
      email: 'ADA@Example.COM',
      password: 'pw',
      role: 'buyer',
    });
    expect(result).toEqual({
      ok: true,
      errors: [],
      value: {
        name: 'Ada',
        auth_type: 'email_password',
        email: 'ada@example.com',
        password: 'pw',
        cookie_key: null,
        cookie_value: null,
        role: 'buyer',
        description: null,
        is_active: true,
      },
    });
  });

  it('accepts a cookie row and drops email and password', () => {
    const result = validateCsvRow({
      name: 'C',
      auth_type: 'cookie',
      cookie_key: 'sid',
      cookie_value: 'v',
      email: 'x@y.z',
      password: 'p',
    });
    expect(result.ok && result.value).toMatchObject({
      auth_type: 'cookie',
      email: null,
      password: null,
      cookie_key: 'sid',
      cookie_value: 'v',
    });
  });

  it.each([
    [{ auth_type: 'email_password', email: 'a@b.co', password: 'p' }, [CSV_MESSAGES.nameRequired]],
    [{ name: 'a', auth_type: 'basic' }, [CSV_MESSAGES.authTypeInvalid]],
    [{ name: 'a', auth_type: '' }, [CSV_MESSAGES.authTypeInvalid]],
    [{ name: 'a', auth_type: 'email_password', password: 'p' }, [CSV_MESSAGES.emailRequired]],
    [
      { name: 'a', auth_type: 'email_password', email: 'nope', password: 'p' },
      [CSV_MESSAGES.emailInvalid],
    ],
    [{ name: 'a', auth_type: 'email_password', email: 'a@b.co' }, [CSV_MESSAGES.passwordRequired]],
    [{ name: 'a', auth_type: 'cookie', cookie_value: 'v' }, [CSV_MESSAGES.cookieKeyRequired]],
    [{ name: 'a', auth_type: 'cookie', cookie_key: 'k' }, [CSV_MESSAGES.cookieValueRequired]],
    [
      { name: 'a', auth_type: 'cookie', cookie_key: 'k', cookie_value: 'v', is_active: 'maybe' },
      [CSV_MESSAGES.isActiveInvalid],
    ],
    [
      { name: '', auth_type: 'cookie' },
      [CSV_MESSAGES.nameRequired, CSV_MESSAGES.cookieKeyRequired, CSV_MESSAGES.cookieValueRequired],
    ],
  ])('rejects %j', (values, errors) => {
    expect(validateCsvRow(values)).toEqual({ ok: false, errors });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['YES', true],
    ['false', false],
    ['0', false],
    ['no', false],
    ['', true],
  ])('reads is_active %s as %s', (text, expected) => {
    const result = validateCsvRow({
      name: 'a',
      auth_type: 'cookie',
      cookie_key: 'k',
      cookie_value: 'v',
      is_active: text,
    });
    expect(result.ok && result.value.is_active).toBe(expected);
  });

  it('takes only .csv file names', () => {
    expect(isCsvFileName('users.CSV')).toBe(true);
    expect(isCsvFileName('users.xlsx')).toBe(false);
    expect(isCsvFileName('csv')).toBe(false);
  });
});
