import { validateCsvRow, type ImportTestingUsersResponse } from '@scout/shared';
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
    try {
      const created = await createTestingUser(deps, userId, checked.value);
      results.push({ index, ok: true, id: created.id });
    } catch (error) {
      deps.logger.error({ err: error, userId, index }, 'testing-user import row failed');
      results.push({ index, ok: false, errors: ['Could not save this row'] });
    }
  }
  return { results };
}

function lowercaseKeys(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key.trim().toLowerCase(), value]));
}
