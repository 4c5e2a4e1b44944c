import {
  CreateTestingUserRequestSchema,
  validateCsvRow,
  type ImportTestingUsersResponse,
} from '@scout/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../context.js';
import { createTestingUser } from './create-testing-user.js';

/**
 * One batch of the CSV import. Each row is checked by the same rules as the browser's preview
 * and stored on its own, so one bad row does not lose the others.
 */
export async function importTestingUsers(
  deps: AppDeps,
  userId: string,
  rows: Record<string, string>[],
): Promise<ImportTestingUsersResponse> {
  const results: ImportTestingUsersResponse['results'] = [];
  for (const [index, values] of rows.entries()) {
    const checked = validateCsvRow(lowercaseKeys(values));
    if (!checked.ok) {
      results.push({ index, ok: false, errors: checked.errors });
      continue;
    }
    // Spec 5 says nothing of length, but an import must not store what the create form refuses.
    const limited = CreateTestingUserRequestSchema.safeParse(checked.value);
    if (!limited.success) {
      results.push({ index, ok: false, errors: describeIssues(limited.error) });
      continue;
    }
    try {
      const created = await createTestingUser(deps, userId, limited.data);
      results.push({ index, ok: true, id: created.id });
    } catch (error) {
      deps.logger.error({ err: error, userId, index }, 'testing-user import row failed');
      results.push({ index, ok: false, errors: ['Could not save this row'] });
    }
  }
  return { results };
}

function lowercaseKeys(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key.trim().toLowerCase(), value]),
  );
}

/** A row has no form fields to point at, so each message names its column. */
function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
