import { notFound } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A record id from the path. A malformed id cannot name a record, so it answers the same 404 as a
 * missing one (or another user's) rather than a validation error.
 */
export function recordId(id: string, notFoundMessage: string): string {
  if (!UUID.test(id)) throw notFound(notFoundMessage);
  return id;
}
