import { describe, expect, it } from 'vitest';
import { CreateSuiteRequestSchema } from './suites.js';
import { CreateTestingUserRequestSchema } from './testing-users.js';
import { CreateTestRequestSchema } from './test-cases.js';

describe('names', () => {
  it.each([
    ['suite', CreateSuiteRequestSchema, { browser: 'chrome', starting_url: 'https://example.com' }],
    [
      'test',
      CreateTestRequestSchema,
      { test_objective: 'x', test_suite_id: '00000000-0000-4000-8000-000000000000' },
    ],
    [
      'testing user',
      CreateTestingUserRequestSchema,
      { auth_type: 'cookie', cookie_key: 'k', cookie_value: 'v' },
    ],
  ] as const)(
    'a %s name over 200 characters says so, and a missing one is required',
    (_, schema, rest) => {
      const tooLong = schema.safeParse({ ...rest, name: 'n'.repeat(201) });
      expect(tooLong.error?.issues.map((i) => i.message)).toContain(
        'Name must be at most 200 characters',
      );
      const missing = schema.safeParse({ ...rest, name: '  ' });
      expect(missing.error?.issues.map((i) => i.message)).toContain('Name is required');
    },
  );
});
