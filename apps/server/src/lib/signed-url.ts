import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_URL_TTL_SECONDS } from '@scout/shared';

/** URLs to run artifacts that stop working after an hour (spec 9: signed screenshot URLs). */
export function signArtifactUrl(secret: string, runId: string, name: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
  const sig = signature(secret, runId, name, expires);
  return `/api/files/runs/${runId}/${encodeURIComponent(name)}?expires=${expires}&sig=${sig}`;
}

export function isValidArtifactSignature(
  secret: string,
  runId: string,
  name: string,
  expires: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isFinite(expires) || expires < now / 1000) return false;
  const expected = Buffer.from(signature(secret, runId, name, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function signature(secret: string, runId: string, name: string, expires: number) {
  return createHmac('sha256', secret).update(`${runId}/${name}/${expires}`).digest('base64url');
}
