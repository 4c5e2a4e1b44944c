import type { Redactor } from '../core/secrets.js';
import { readEntries, writeEntries } from './zip-entries.js';

/**
 * Playwright's trace records what was typed, the request bodies and headers and DOM snapshots, so
 * a password or session cookie would sit inside trace.zip in one form or another. This returns the
 * zip with every entry's name and content masked. Whoever stores the result checks it with
 * assertNoSecret first.
 */
export function redactTrace(zip: Buffer, redactor: Redactor): Buffer {
  if (!redactor.isActive) return zip;
  const entries = readEntries(zip).map((entry) => ({
    ...entry,
    name: redactor.maskBytes(entry.name),
    content: redactor.maskBytes(entry.content),
  }));
  return writeEntries(entries);
}

/** Throws when any entry of the zip still holds a form of a secret (or the zip cannot be read). */
export function assertNoSecret(zip: Buffer, redactor: Redactor): void {
  if (!redactor.isActive) return;
  const leaking = readEntries(zip).filter(
    (entry) => redactor.containsBytes(entry.name) || redactor.containsBytes(entry.content),
  );
  if (leaking.length > 0)
    throw new Error(
      `${leaking.length} trace entr${leaking.length === 1 ? 'y' : 'ies'} still held a secret after redaction`,
    );
}
