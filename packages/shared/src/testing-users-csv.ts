import { EMAIL_PATTERN } from './account.js';
import type { CreateTestingUser } from './testing-users.js';

export const CSV_MESSAGES = {
  onlyCsv: 'Please choose a .csv file',
  tooFewRows: 'CSV file must contain at least a header row and one data row',
  missingHeaders: 'Missing required headers: ',
  nameRequired: 'Name is required',
  authTypeInvalid: 'auth_type must be email_password or cookie',
  emailRequired: 'Email is required for email_password users',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required for email_password users',
  cookieKeyRequired: 'Cookie key is required for cookie users',
  cookieValueRequired: 'Cookie value is required for cookie users',
  isActiveInvalid: 'is_active must be one of true, false, 1, 0, yes, no',
} as const;

export const CSV_REQUIRED_HEADERS = ['name', 'auth_type'] as const;
export const CSV_HEADERS = [
  'name',
  'auth_type',
  'email',
  'password',
  'role',
  'description',
  'is_active',
  'cookie_key',
  'cookie_value',
] as const;

export const columnCountMessage = (expected: number, found: number) =>
  `Column count does not match the header (expected ${expected}, found ${found})`;

/** A data row of the file: its 1-based line among data rows, its values by header, its errors. */
export interface CsvRecord {
  rowNumber: number;
  values: Record<string, string>;
  errors: string[];
}

export type CsvTable =
  { ok: true; headers: string[]; records: CsvRecord[] } | { ok: false; error: string };

/** Spec 5's checks on a file name: only .csv files. */
export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}

/**
 * The file-level rules on rows already split into cells (papaparse in the browser): a header and at
 * least one data row, the required headers, and per row the column count. Blank lines are ignored.
 */
export function readCsvTable(rows: string[][]): CsvTable {
  const lines = rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (lines.length < 2) return { ok: false, error: CSV_MESSAGES.tooFewRows };
  const headers = lines[0]!.map((h) => h.trim().toLowerCase());
  const missing = CSV_REQUIRED_HEADERS.filter((h) => !headers.includes(h));
  if (missing.length > 0)
    return { ok: false, error: CSV_MESSAGES.missingHeaders + missing.join(', ') };
  const records = lines.slice(1).map((cells, i): CsvRecord => {
    const values: Record<string, string> = {};
    headers.forEach((header, col) => (values[header] = cells[col] ?? ''));
    const errors =
      cells.length === headers.length ? [] : [columnCountMessage(headers.length, cells.length)];
    return { rowNumber: i + 1, values, errors: [...errors, ...validateCsvRow(values).errors] };
  });
  return { ok: true, headers, records };
}

const ACTIVE_VALUES: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  false: false,
  '0': false,
  no: false,
};

export type CsvRowResult =
  { ok: true; value: CreateTestingUser; errors: [] } | { ok: false; errors: string[] };

/** The row rules of spec 5; the server applies the same function to every imported row. */
export function validateCsvRow(values: Record<string, string | undefined>): CsvRowResult {
  const get = (key: string) => (values[key] ?? '').trim();
  const errors: string[] = [];
  const name = get('name');
  const authType = get('auth_type').toLowerCase();
  const email = get('email').toLowerCase();
  const password = values.password ?? '';
  const cookieKey = get('cookie_key');
  const cookieValue = values.cookie_value ?? '';
  const activeText = get('is_active').toLowerCase();

  if (!name) errors.push(CSV_MESSAGES.nameRequired);
  if (authType !== 'email_password' && authType !== 'cookie')
    errors.push(CSV_MESSAGES.authTypeInvalid);
  if (authType === 'email_password') {
    if (!email) errors.push(CSV_MESSAGES.emailRequired);
    else if (!EMAIL_PATTERN.test(email)) errors.push(CSV_MESSAGES.emailInvalid);
    if (!password) errors.push(CSV_MESSAGES.passwordRequired);
  }
  if (authType === 'cookie') {
    if (!cookieKey) errors.push(CSV_MESSAGES.cookieKeyRequired);
    if (!cookieValue) errors.push(CSV_MESSAGES.cookieValueRequired);
  }
  if (activeText !== '' && !(activeText in ACTIVE_VALUES))
    errors.push(CSV_MESSAGES.isActiveInvalid);
  if (errors.length > 0) return { ok: false, errors };

  const isEmail = authType === 'email_password';
  return {
    ok: true,
    errors: [],
    value: {
      name,
      auth_type: isEmail ? 'email_password' : 'cookie',
      email: isEmail ? email : null,
      password: isEmail ? password : null,
      cookie_key: isEmail ? null : cookieKey,
      cookie_value: isEmail ? null : cookieValue,
      role: get('role') || null,
      description: get('description') || null,
      is_active: activeText === '' ? true : ACTIVE_VALUES[activeText]!,
    },
  };
}
