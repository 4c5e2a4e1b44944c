import { z } from 'zod';
import {
  BROWSERS,
  DEFAULT_BROWSER,
  NAME_TOO_LONG,
  TEXT_LIMITS,
  tooLongMessage,
} from './constants.js';
import { optionalIdSchema, paginatedSchema } from './pagination.js';
import { TestingUserRefSchema } from './testing-users.js';

export const SUITE_MESSAGES = {
  nameRequired: 'Name is required',
  browserRequired: 'Browser is required',
  startingUrlRequired: 'Starting URL is required',
  startingUrlInvalid: 'Please enter a valid URL',
  notFound: 'Test suite not found',
  cannotEdit: 'Default suite cannot be edited',
  cannotDelete: 'Default suite cannot be deleted',
  /** Suites are listed and picked by name: two of one account's may not share one. */
  nameTaken: 'A test suite with this name already exists. Please choose another name.',
  mustBeLoggedIn: 'You must be logged in to create a test suite.',
  mustHaveStartingUrl: 'Test suite must have a starting URL',
  createFailed: 'Failed to create test suite. Please try again.',
  updateFailed: 'Failed to update test suite. Please try again.',
  deleteFailed: 'Failed to delete test suite. Please try again.',
} as const;

/**
 * A web address as people type it: "example.com" is https://example.com. One without a scheme
 * (no "name://" in front) gets https:// put in front, as the waiting list's website does.
 */
export function withUrlScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  // Only what starts as a host (a name, an IPv4 or [IPv6] address, a port) is an address without
  // its scheme. "http:/example.com", "mailto:a@b.com" or "." stay as typed, and are refused: with
  // https:// in front they would be addresses of hosts named "http", "mailto" or ".".
  const authority = trimmed.split(/[/?#]/, 1)[0]!;
  if (/^https?(?::|\/)/i.test(trimmed) || !HOST_AND_PORT.test(authority)) return trimmed;
  return `https://${trimmed}`;
}

/** A host as typed without a scheme: dot-separated labels of letters, digits and inner hyphens
 *  (in any script), or an [IPv6] address; then an optional port. */
const HOST_AND_PORT =
  /^(?:\[[\da-f:.]+\]|[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.?)(?::\d{1,5})?$/iu;

/** An http(s) URL with a host; what the agent can open. Without a scheme it is https. */
export const StartingUrlSchema = z
  .string({ error: SUITE_MESSAGES.startingUrlRequired })
  .trim()
  .min(1, SUITE_MESSAGES.startingUrlRequired)
  .max(TEXT_LIMITS.url, tooLongMessage('Starting URL', TEXT_LIMITS.url))
  // Words with spaces are no address, scheme or not (Chromium's URL parser takes "https://a b").
  .regex(/^\S+$/, SUITE_MESSAGES.startingUrlInvalid)
  .transform(withUrlScheme)
  .pipe(
    z
      .url({ protocol: /^https?$/, error: SUITE_MESSAGES.startingUrlInvalid })
      // "http:/example.com" parses (as http://example.com), but is a scheme mistyped.
      .regex(/^https?:\/\//i, SUITE_MESSAGES.startingUrlInvalid),
  );

/** The suite create/edit dialog (spec 5: Name, Browser, Starting URL required). */
export const SuiteFormSchema = z.object({
  name: z
    .string({ error: SUITE_MESSAGES.nameRequired })
    .trim()
    .min(1, SUITE_MESSAGES.nameRequired)
    .max(TEXT_LIMITS.name, NAME_TOO_LONG),
  browser: z.enum(BROWSERS, SUITE_MESSAGES.browserRequired).default(DEFAULT_BROWSER),
  starting_url: StartingUrlSchema,
  description: z
    .string()
    .trim()
    .max(TEXT_LIMITS.description, tooLongMessage('Description', TEXT_LIMITS.description))
    .nullish()
    .transform((s) => (s ? s : null)),
  /** One of the user's active testing users, or null for none. */
  testing_user_id: optionalIdSchema('Testing user not found'),
});
export const CreateSuiteRequestSchema = SuiteFormSchema;
export const UpdateSuiteRequestSchema = SuiteFormSchema;
export type SuiteFormInput = z.input<typeof SuiteFormSchema>;
export type SuiteForm = z.output<typeof SuiteFormSchema>;
export type CreateSuiteRequest = z.input<typeof CreateSuiteRequestSchema>;
export type UpdateSuiteRequest = z.input<typeof UpdateSuiteRequestSchema>;

export const TestSuiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  browser: z.string(),
  starting_url: z.string().nullable(),
  screen_resolution: z.string(),
  testing_user_id: z.string().nullable(),
  testing_user: TestingUserRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  is_editable: z.boolean(),
  is_deletable: z.boolean(),
});
export type TestSuite = z.infer<typeof TestSuiteSchema>;

/**
 * A suite as saving it answers: with why runs will be blocked from its starting URL under this
 * Scout's network policy (a private address, say, and the setting that allows it), or null.
 */
export const SavedSuiteSchema = TestSuiteSchema.extend({
  starting_url_warning: z.string().nullable(),
});
export type SavedSuite = z.infer<typeof SavedSuiteSchema>;

/** The suite form's check of a starting URL as it is typed: the URL as read, and the warning. */
export const CheckStartingUrlRequestSchema = z.object({ starting_url: StartingUrlSchema });
export type CheckStartingUrlRequest = z.input<typeof CheckStartingUrlRequestSchema>;
export const CheckStartingUrlResponseSchema = z.object({
  starting_url: z.string(),
  warning: z.string().nullable(),
});
export type CheckStartingUrlResponse = z.infer<typeof CheckStartingUrlResponseSchema>;

export const SuiteListResponseSchema = paginatedSchema(TestSuiteSchema);
export type SuiteListResponse = z.infer<typeof SuiteListResponseSchema>;

/** Every suite of the user, by name, for the test dialog's suite picker. */
export const SuiteOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  starting_url: z.string().nullable(),
  testing_user_id: z.string().nullable(),
});
export const SuiteOptionsResponseSchema = z.object({ items: z.array(SuiteOptionSchema) });
export type SuiteOption = z.infer<typeof SuiteOptionSchema>;
export type SuiteOptionsResponse = z.infer<typeof SuiteOptionsResponseSchema>;

/** Tests in one suite against the plan's tests-per-suite limit (null = unlimited). */
export const SuiteUsageResponseSchema = z.object({
  suiteId: z.string(),
  usage: z.number().int(),
  limit: z.number().int().nullable(),
  /** True from limit minus one up to (not including) the limit: show the warning. */
  isNearLimit: z.boolean(),
  isAtLimit: z.boolean(),
});
export type SuiteUsageResponse = z.infer<typeof SuiteUsageResponseSchema>;
