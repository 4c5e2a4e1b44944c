import { RUN_MESSAGES } from '@scout/shared';
import { isApiClientError } from '@/lib/api-client';
import { isLimitReachedError } from '@/lib/limit-reached';

/**
 * What to tell the user when Run fails, or null when the upgrade panel answers (a daily run
 * limit). The server's own words for what it refused (objective or starting URL missing, test
 * not found, already running); the spec's generic pair for a failure on its side or the network.
 */
export function getRunErrorToast(error: unknown): { title: string; description?: string } | null {
  if (isLimitReachedError(error)) return null;
  if (isApiClientError(error)) {
    if (error.status === 401) return { title: RUN_MESSAGES.notLoggedIn };
    if (error.status >= 400 && error.status < 500) return { title: error.message };
  }
  return { title: RUN_MESSAGES.createFailed, description: RUN_MESSAGES.startFailed };
}
