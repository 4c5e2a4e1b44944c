import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../context.js';
import { testRuns } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { isValidArtifactSignature } from '../../lib/signed-url.js';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

/** The path and query of a signed link to a run's file (`/files/runs/:runId/:name?expires&sig`). */
export const RunFileParam = z.object({ runId: z.uuid(), name: z.string().regex(/^[\w.-]+$/) });
export const RunFileQuery = z.object({ expires: z.coerce.number(), sig: z.string() });

export interface ArtifactLink {
  runId: string;
  name: string;
  expires: number;
  sig: string;
}

/** A screenshot or trace of one of the user's runs, through a signed link that has not expired. */
export async function readRunArtifact(
  deps: Pick<AppDeps, 'database' | 'keys' | 'artifacts'>,
  userId: string,
  { runId, name, expires, sig }: ArtifactLink,
) {
  const [run] = await deps.database.db
    .select({ id: testRuns.id })
    .from(testRuns)
    .where(and(eq(testRuns.id, runId), eq(testRuns.createdBy, userId)));
  if (!run || !isValidArtifactSignature(deps.keys.urls, runId, name, expires, sig)) {
    throw notFound('File not found or link expired');
  }
  const body = await deps.artifacts.read(runId, name);
  if (!body) throw notFound('File not found or link expired');
  const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  return { body, contentType, isDownload: contentType === 'application/zip' };
}

/**
 * A run's file as the session API and /api/v1 both answer it: its type, an hour in the user's
 * cache, and a trace (a zip) as a download under its own name.
 */
export async function readRunFile(
  deps: Pick<AppDeps, 'database' | 'keys' | 'artifacts'>,
  userId: string,
  link: ArtifactLink,
) {
  const file = await readRunArtifact(deps, userId, link);
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': 'private, max-age=3600',
    ...(file.isDownload ? { 'content-disposition': `attachment; filename="${link.name}"` } : {}),
  };
  return { body: new Uint8Array(file.body), headers };
}
