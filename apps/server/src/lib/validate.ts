import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors.js';

/** Turns zod issues into `{ field: message }`, the first message per field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** zValidator that answers 400 VALIDATION with the spec's messages per field. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = fieldMessages(result.error as unknown as z.ZodError);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      throw new AppError('VALIDATION', first, undefined, fields);
    }
  });
}
