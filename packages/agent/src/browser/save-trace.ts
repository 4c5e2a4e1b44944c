import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { assertNoSecret, redactTrace } from '../secrets/redact-trace.js';
import type { Redactor, RunLogger } from '../core/secrets.js';

/** What the report says when the trace had to go. */
export const TRACE_DELETED_NOTE = 'The trace was deleted because its secrets could not be removed.';

export type RedactTrace = (zip: Buffer, redactor: Redactor) => Buffer;

export type SavedTrace = { tracePath?: string; note?: string };

/**
 * Stops the context's trace and saves it as trace.zip in the run's folder, redacted. With a
 * testing user's secrets to take out, the raw trace is written outside that folder (which is
 * served and uploaded) and removed; when redaction fails no trace is kept at all, the failure is
 * logged (without the secret) and the report says so.
 */
export async function saveTrace(
  context: BrowserContext,
  outDir: string,
  redactor: Redactor,
  options: { logger?: RunLogger; redact?: RedactTrace } = {},
): Promise<SavedTrace> {
  const tracePath = join(outDir, 'trace.zip');
  // No secret to take out (no testing user): the trace is stopped straight into the run's folder.
  const rawDir =
    redactor.isActive || options.redact ? await mkdtemp(join(tmpdir(), 'scout-trace-')) : undefined;
  const rawPath = rawDir ? join(rawDir, 'trace.zip') : tracePath;
  try {
    try {
      await context.tracing.stop({ path: rawPath });
    } catch (error) {
      options.logger?.warn({ err: redactor.mask(String(error)) }, 'the trace could not be saved');
      // Stopped straight into the run's folder: no part of a trace is left there.
      if (!rawDir) await rm(tracePath, { force: true });
      return {};
    }
    if (!rawDir) return { tracePath };
    try {
      const redacted = (options.redact ?? redactTrace)(await readFile(rawPath), redactor);
      // Read back what would be stored: a redactor that missed a form never goes unnoticed.
      assertNoSecret(redacted, redactor);
      await writeFile(tracePath, redacted);
      return { tracePath };
    } catch (error) {
      await rm(tracePath, { force: true });
      const message = error instanceof Error ? error.message : String(error);
      options.logger?.warn(
        { err: redactor.mask(message) },
        'trace redaction failed; the trace was deleted',
      );
      return { note: TRACE_DELETED_NOTE };
    }
  } finally {
    if (rawDir) await rm(rawDir, { recursive: true, force: true });
  }
}
