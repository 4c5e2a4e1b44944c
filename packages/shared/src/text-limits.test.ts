import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AdminBetaListQuerySchema } from './admin.js';
import { ACCOUNT_MESSAGES, ConfirmEmailRequestSchema, SignUpRequestSchema } from './account.js';
import { CreateFeedbackRequestSchema } from './feedback.js';
import { ListQuerySchema } from './pagination.js';
import { SuiteFormSchema } from './suites.js';
import {
  CreateTestingUserRequestSchema,
  ImportTestingUsersRequestSchema,
} from './testing-users.js';
import { CreateTestRequestSchema, TEST_CASE_MESSAGES } from './test-cases.js';
import { PricingFeedbackRequestSchema, UpgradeRequestSchema } from './upgrade.js';

// Issue 15: 100 KB starting URLs were accepted, an objective over 20,000 characters was refused
// as 'Please describe what you want to test'. Every free-text field has a cap and says which.

const long = (n: number, unit = 'a') => unit.repeat(n);
const SUITE = '00000000-0000-4000-8000-000000000001';
const valid = {
  signUp: { email: 'ada@example.com', password: 'scout-secret-2026', accessCode: 'CODE-1' },
  suite: { name: 'Shop', starting_url: 'https://shop.example.com' },
  test: { name: 'Checkout', test_objective: 'Buy a hat', test_suite_id: SUITE },
  testingUser: {
    name: 'Buyer',
    auth_type: 'email_password',
    email: 'b@example.com',
    password: 'x',
  },
};

const cases: [string, z.ZodType, Record<string, unknown>, string, unknown, string][] = [
  [
    'sign-up',
    SignUpRequestSchema,
    valid.signUp,
    'email',
    `${long(320)}@example.com`,
    'Email must be at most 320 characters',
  ],
  [
    'sign-up',
    SignUpRequestSchema,
    valid.signUp,
    'password',
    long(257),
    'Password must be at most 256 characters',
  ],
  [
    'sign-up',
    SignUpRequestSchema,
    valid.signUp,
    'accessCode',
    long(101),
    ACCOUNT_MESSAGES.accessCodeInvalid,
  ],
  [
    'confirm',
    ConfirmEmailRequestSchema,
    { token: 't', type: 'signup' },
    'token',
    long(2001),
    ACCOUNT_MESSAGES.verifyFailed,
  ],
  [
    'suite',
    SuiteFormSchema,
    valid.suite,
    'starting_url',
    `https://example.com/${long(100_000)}`,
    'Starting URL must be at most 2,048 characters',
  ],
  [
    'suite',
    SuiteFormSchema,
    valid.suite,
    'description',
    long(5001),
    'Description must be at most 5,000 characters',
  ],
  [
    'test',
    CreateTestRequestSchema,
    valid.test,
    'test_objective',
    long(20_001),
    TEST_CASE_MESSAGES.objectiveTooLong,
  ],
  [
    'test',
    CreateTestRequestSchema,
    valid.test,
    'description',
    long(5001),
    'Description must be at most 5,000 characters',
  ],
  [
    'testing user',
    CreateTestingUserRequestSchema,
    valid.testingUser,
    'description',
    long(2001),
    'Description must be at most 2,000 characters',
  ],
  [
    'testing user',
    CreateTestingUserRequestSchema,
    valid.testingUser,
    'password',
    long(1001),
    'Password must be at most 1,000 characters',
  ],
  [
    'feedback',
    CreateFeedbackRequestSchema,
    { content: 'Nice' },
    'content',
    long(5001),
    'Feedback must be at most 5,000 characters',
  ],
  [
    'pricing feedback',
    PricingFeedbackRequestSchema,
    {},
    'features',
    long(5001),
    'This answer must be at most 5,000 characters',
  ],
  [
    'pricing feedback',
    PricingFeedbackRequestSchema,
    {},
    'plan',
    long(51),
    'Currently, only the Pro plan is available for upgrading',
  ],
  [
    'upgrade',
    UpgradeRequestSchema,
    { plan: 'pro' },
    'plan',
    long(51),
    'Currently, only the Pro plan is available for upgrading',
  ],
  [
    'list query',
    ListQuerySchema,
    {},
    'search',
    long(201),
    'The search must be at most 200 characters',
  ],
  [
    'admin list query',
    AdminBetaListQuerySchema,
    {},
    'search',
    long(321),
    'The search must be at most 320 characters',
  ],
];

describe('length caps on free text', () => {
  const rows = cases.map(([label, schema, base, field, value, message]) => ({
    label,
    field,
    schema,
    base,
    value,
    message,
  }));
  it.each(rows)(
    '$label: $field over its cap is refused with its own message',
    ({ schema, base, field, value, message }) => {
      expect(schema.safeParse(base).success).toBe(true);
      const parsed = schema.safeParse({ ...base, [field]: value });
      expect(parsed.success).toBe(false);
      const issue = parsed.error!.issues.find((i) => i.path[0] === field);
      expect(issue?.message).toBe(message);
    },
  );

  it('caps the rows of a testing-user import: values, and columns per row', () => {
    const row = (extra: Record<string, string>) => ({ rows: [{ name: 'A', ...extra }] });
    expect(ImportTestingUsersRequestSchema.safeParse(row({})).success).toBe(true);
    expect(ImportTestingUsersRequestSchema.safeParse(row({ role: long(10_001) })).success).toBe(
      false,
    );
    const wide = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`c${i}`, 'x']));
    expect(ImportTestingUsersRequestSchema.safeParse(row(wide)).success).toBe(false);
  });
});
