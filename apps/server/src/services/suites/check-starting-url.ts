import { NetworkPolicy, type NetworkRules } from '@scout/agent';

/** How long a host name's lookup may hold up saving a suite; past it, no warning. */
const LOOKUP_TIMEOUT_MS = 1500;

/**
 * Why runs will not be let through to `url` under this Scout's network policy (a loopback or
 * private address not allowed, with the setting that allows it), or null. A warning, not a
 * refusal: the spec accepts any http(s) URL, and an administrator may allow the address later.
 * A name that cannot be looked up (now, from here) is no warning: the worker may know it.
 */
export async function checkStartingUrl(rules: NetworkRules, url: string): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS);
  });
  try {
    const verdict = await Promise.race([new NetworkPolicy(rules).checkUrl(url), timeout]);
    if (!verdict || verdict.ok || !('blocked' in verdict)) return null;
    // Without the address a host name resolves to (" (10.1.2.3)"): any signed-in user may ask,
    // and the form needs only why and the setting, not a lookup of this server's DNS.
    return verdict.blocked
      .replace(/^Scout blocked a request to /, 'Runs will be blocked from ')
      .replace(/^(Runs will be blocked from \S+?) \([0-9a-f.:]+\)(?=: )/i, '$1');
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
