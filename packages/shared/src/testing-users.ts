import { z } from 'zod';
import { EMAIL_PATTERN } from './account.js';
import { AUTH_TYPES, NAME_TOO_LONG, tooLongMessage } from './constants.js';
import { paginatedSchema } from './pagination.js';

export const TESTING_USER_MESSAGES = {
  nameRequired: 'Name is required',
  authTypeInvalid: 'Auth type must be email_password or cookie',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  cookieKeyRequired: 'Cookie key is required',
  cookieValueRequired: 'Cookie value is required',
  notFound: 'Testing user not found',
  inactive: 'Testing user is not active',
  copyFailed: 'Copy failed',
  importCompleted: 'Import completed',
  importFailed: 'Import failed',
  importError: 'Import error',
} as const;

/** Empty or blank text becomes null, so "not given" has one shape. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((s) => (s ? s : null));

const baseFields = {
  name: z
    .string({ error: TESTING_USER_MESSAGES.nameRequired })
    .trim()
    .min(1, TESTING_USER_MESSAGES.nameRequired)
    .max(200, NAME_TOO_LONG),
  auth_type: z.enum(AUTH_TYPES, TESTING_USER_MESSAGES.authTypeInvalid).default('email_password'),
  email: optionalText('Email', 320),
  role: optionalText('Role', 200),
  description: optionalText('Description', 2000),
  is_active: z.boolean().default(true),
  cookie_key: optionalText('Cookie key', 500),
  // Secrets are not trimmed: a password may really end in a space.
  password: z
    .string()
    .max(1000, tooLongMessage('Password', 1000))
    .nullish()
    .transform((s) => (s ? s : null)),
  cookie_value: z
    .string()
    .max(10_000, tooLongMessage('Cookie value', 10_000))
    .nullish()
    .transform((s) => (s ? s : null)),
};

type Fields = {
  auth_type: (typeof AUTH_TYPES)[number];
  email: string | null;
  password: string | null;
  cookie_key: string | null;
  cookie_value: string | null;
};

/** The per-type rules; on edit a blank password or cookie value keeps the stored one. */
function checkAuthFields(v: Fields, ctx: z.RefinementCtx, isEdit: boolean) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.auth_type === 'email_password') {
    if (!v.email) issue('email', TESTING_USER_MESSAGES.emailRequired);
    else if (!EMAIL_PATTERN.test(v.email)) issue('email', TESTING_USER_MESSAGES.invalidEmail);
    if (!v.password && !isEdit) issue('password', TESTING_USER_MESSAGES.passwordRequired);
  } else {
    if (!v.cookie_key) issue('cookie_key', TESTING_USER_MESSAGES.cookieKeyRequired);
    if (!v.cookie_value && !isEdit)
      issue('cookie_value', TESTING_USER_MESSAGES.cookieValueRequired);
  }
}

/** Switching auth type clears the other type's fields. Emails are stored lowercased. */
function normalise<T extends Fields>(v: T): T {
  return v.auth_type === 'email_password'
    ? { ...v, email: v.email?.toLowerCase() ?? null, cookie_key: null, cookie_value: null }
    : { ...v, email: null, password: null };
}

export const CreateTestingUserRequestSchema = z
  .object(baseFields)
  .superRefine((v, ctx) => checkAuthFields(v, ctx, false))
  .transform(normalise);
export type CreateTestingUserRequest = z.input<typeof CreateTestingUserRequestSchema>;
export type CreateTestingUser = z.output<typeof CreateTestingUserRequestSchema>;

/**
 * Edit: same fields; a blank password (or cookie value) keeps the current one. The server still
 * answers 'Password is required' when switching to email_password with no stored password.
 */
export const UpdateTestingUserRequestSchema = z
  .object(baseFields)
  .superRefine((v, ctx) => checkAuthFields(v, ctx, true))
  .transform(normalise);
export type UpdateTestingUserRequest = z.input<typeof UpdateTestingUserRequestSchema>;
export type UpdateTestingUser = z.output<typeof UpdateTestingUserRequestSchema>;

/** A testing user as the API returns it: never the password or the cookie value. */
export const TestingUserRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  auth_type: z.enum(AUTH_TYPES),
  email: z.string().nullable(),
  role: z.string().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  cookie_key: z.string().nullable(),
  has_cookie_value: z.boolean(),
  has_password: z.boolean(),
  password_set_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TestingUser = z.infer<typeof TestingUserRecordSchema>;

export const TestingUserListResponseSchema = paginatedSchema(TestingUserRecordSchema);
export type TestingUserListResponse = z.infer<typeof TestingUserListResponseSchema>;

/** What pickers and joined rows show of a testing user. */
export const TestingUserRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  auth_type: z.enum(AUTH_TYPES),
  is_active: z.boolean(),
  role: z.string().nullable(),
});
export type TestingUserRef = z.infer<typeof TestingUserRefSchema>;

export const ActiveTestingUsersResponseSchema = z.object({ items: z.array(TestingUserRefSchema) });
export type ActiveTestingUsersResponse = z.infer<typeof ActiveTestingUsersResponseSchema>;

/** The CSV import: raw row values keyed by (lowercased) header, at most 5 rows a request. */
export const IMPORT_BATCH_SIZE = 5;
export const IMPORT_BATCH_PAUSE_MS = 100;
export const ImportTestingUsersRequestSchema = z.object({
  rows: z
    .array(
      z
        .record(z.string().max(100), z.string().max(10_000, tooLongMessage('A value', 10_000)))
        .refine((row) => Object.keys(row).length <= 50, 'A row has at most 50 columns'),
    )
    .min(1, 'Send at least one row')
    .max(IMPORT_BATCH_SIZE, `Send at most ${IMPORT_BATCH_SIZE} rows per request`),
});
export type ImportTestingUsersRequest = z.infer<typeof ImportTestingUsersRequestSchema>;

/** One result per row sent, in the same order (`index` is the row's position in `rows`). */
export const ImportRowResultSchema = z.discriminatedUnion('ok', [
  z.object({ index: z.number().int(), ok: z.literal(true), id: z.string() }),
  z.object({ index: z.number().int(), ok: z.literal(false), errors: z.array(z.string()) }),
]);
export const ImportTestingUsersResponseSchema = z.object({
  results: z.array(ImportRowResultSchema),
});
export type ImportTestingUsersResponse = z.infer<typeof ImportTestingUsersResponseSchema>;
