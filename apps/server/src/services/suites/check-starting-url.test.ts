import { describe, expect, it } from 'vitest';
import { checkStartingUrl } from './check-starting-url.js';

describe('checkStartingUrl', () => {
  it('warns of a host name runs would be blocked from without saying the address it resolves to', async () => {
    // Any signed-in user may ask: the warning must not turn the endpoint into a lookup of the
    // server's own DNS ("intranet.corp" → 10.1.2.3). localhost resolves to a loopback address on
    // any machine, and no network is allowed here.
    const warning = await checkStartingUrl({ allowedNetworks: [] }, 'http://localhost:8080/');
    expect(warning).toMatch(/^Runs will be blocked from http:\/\/localhost:8080\/: /);
    expect(warning).toContain('SCOUT_ALLOWED_NETWORKS');
    expect(warning).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('names an address typed as one, as typed', async () => {
    expect(await checkStartingUrl({ allowedNetworks: [] }, 'http://10.1.2.3/')).toMatch(
      /^Runs will be blocked from http:\/\/10\.1\.2\.3\/: private addresses are not allowed\./,
    );
  });
});
