import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiClientError } from './api-client';

/**
 * Puts a 400/404 answer's per-field messages under the form's fields. Returns true when at least
 * one message landed on a field, so the caller shows a toast only for errors without a field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!isApiClientError(error) || !error.fields) return false;
  let isShown = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      isShown = true;
    }
  }
  return isShown;
}
