import { lookup } from 'node:dns/promises';
import { hostname, networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { NetworkPolicy, parseAllowedNetworks, type NetworkRules } from './network-policy.js';

const SETTING = 'An administrator can allow them with SCOUT_ALLOWED_NETWORKS.';
const SCOUT = { name: "Scout's own server", port: 3000 };
const SYNTAX =
  'a network (10.0.0.0/8), an address or a host name, with a port if wanted (127.0.0.1:5173, [::1]:8080, 10.0.0.0/8:443, app.internal:8000-8099)';

async function why(url: string, rules?: NetworkRules, dns?: Record<string, string[]>) {
  const lookUp = dns
    ? (name: string) => Promise.resolve(dns[name] ?? [])
    : (name: string) => Promise.reject(new Error(`no DNS in this test: ${name}`));
  const verdict = await new NetworkPolicy(rules, lookUp).checkUrl(url);
  if (verdict.ok) return 'allowed';
  return 'blocked' in verdict ? verdict.blocked : `unreachable: ${verdict.unreachable}`;
}

describe('the network policy, with nothing allowed (Scout’s default)', () => {
  it('lets public addresses through', async () => {
    for (const url of ['http://93.184.215.14/', 'https://[2606:4700::1]:8443/x'])
      expect(await why(url), url).toBe('allowed');
  });

  it('refuses loopback in every spelling, naming the setting', async () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://127.1.2.3/',
      'http://[::1]/',
      'http://0.0.0.0/',
      'http://0/',
      'http://[::]/',
      'http://localhost/',
      'http://localhost./',
      'http://LOCALHOST:3000/',
      'http://app.localhost/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.000.000.001/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    ]) {
      const message = await why(url);
      expect(message, url).toContain("this machine's own addresses (loopback) are not allowed");
      expect(message, url).toContain(SETTING);
    }
  });

  it('refuses private ranges, CGNAT, and their IPv4-mapped and NAT64 forms', async () => {
    for (const url of [
      'http://10.0.0.5/',
      'http://10.255.255.255/',
      'http://172.16.0.1/',
      'http://172.31.255.254/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://[fc00::1]/',
      'http://[fd12:3456::1]/',
      'http://[::ffff:10.0.0.5]/',
      'http://[::ffff:c0a8:101]/',
      'http://167772165/',
      'http://0xa.0.0.5/',
      'http://[64:ff9b::10.0.0.5]/',
    ]) {
      const message = await why(url);
      expect(message, url).toContain('private addresses are not allowed');
      expect(message, url).toContain(SETTING);
    }
    expect(await why('http://10.0.0.5/')).toBe(
      `Scout blocked a request to http://10.0.0.5/: private addresses are not allowed. ${SETTING}`,
    );
    expect(await why('http://172.32.0.1/')).toBe('allowed');
  });

  it('refuses reserved ranges and old IPv6 ways to IPv4', async () => {
    for (const url of [
      'http://240.0.0.1/',
      'http://255.255.255.255/',
      'http://224.0.0.1/',
      'http://198.18.0.1/',
      'http://[::7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://[2001:0:7f00:1::]/',
      'http://[ff02::1]/',
    ])
      expect(await why(url), url).toContain('reserved and special-purpose addresses');
  });

  it('never lets a run reach cloud metadata or link-local addresses, whatever is allowed', async () => {
    const everything = {
      allowedNetworks: ['0.0.0.0/0', '::/0', '*.internal', '*.google.internal'],
    };
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://169.254.0.1/',
      'http://2852039166/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fe80::1]/',
      'http://[febf::1]/',
      'http://100.100.100.200/',
      'http://[fd00:ec2::254]/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://METADATA.GOOGLE.INTERNAL./',
    ]) {
      const message = await why(url, everything);
      expect(message, url).toContain('cloud metadata and link-local addresses are never allowed');
      expect(message, url).not.toContain('SCOUT_ALLOWED_NETWORKS');
    }
  });

  it('judges a name by every address it resolves to', async () => {
    const dns = {
      'public.example': ['93.184.215.14'],
      'rebound.example': ['93.184.215.14', '10.0.0.5'],
      'v6.example': ['2606:4700::1', 'fd00::5'],
      'meta.example': ['169.254.169.254'],
    };
    expect(await why('http://public.example/', {}, dns)).toBe('allowed');
    expect(await why('http://rebound.example/', {}, dns)).toBe(
      `Scout blocked a request to http://rebound.example/ (10.0.0.5): private addresses are not allowed. ${SETTING}`,
    );
    expect(await why('http://v6.example/', {}, dns)).toContain('(fd00::5): private addresses');
    expect(await why('http://meta.example/', { allowedNetworks: ['0.0.0.0/0'] }, dns)).toContain(
      'never allowed',
    );
    expect(await why('http://nowhere.example/', {}, dns)).toBe(
      'unreachable: nowhere.example could not be found',
    );
  });

  it('resolves names with the system resolver: this machine’s name (/etc/hosts) is refused', async () => {
    const name = hostname();
    const [{ address }] = await lookup(name, { all: true });
    const verdict = await new NetworkPolicy().checkUrl(`http://${name}:8080/`);
    expect(verdict).toEqual({
      ok: false,
      blocked: expect.stringContaining(`http://${name}:8080/ (${address}):`),
    });
  });

  it('opens only http and https', async () => {
    expect(await why('file:///etc/passwd')).toContain('Scout opens only web pages');
    expect(await why('ftp://93.184.215.14/')).toContain('Scout opens only web pages');
  });
});

describe('the network policy with networks allowed', () => {
  it('lets through exactly what SCOUT_ALLOWED_NETWORKS lists', async () => {
    const rules = { allowedNetworks: ['127.0.0.1', '192.168.1.0/24', 'fd00::/8'] };
    for (const url of [
      'http://127.0.0.1:5173/',
      'http://2130706433:5173/',
      'http://[::ffff:127.0.0.1]/',
      'http://192.168.1.20/',
      'http://[fd00::5]/',
    ])
      expect(await why(url, rules), url).toBe('allowed');
    for (const url of [
      'http://127.0.0.2/',
      'http://[::1]/',
      'http://192.168.2.1/',
      'http://10.0.0.1/',
    ])
      expect(await why(url, rules), url).toContain(SETTING);
  });

  it('allows a host name and a domain’s hosts by name, whatever private address they have', async () => {
    const dns = {
      'app.internal': ['10.1.2.3'],
      'b.corp.example': ['10.1.2.4'],
      other: ['10.1.2.5'],
    };
    const rules = { allowedNetworks: ['app.internal', '*.corp.example', 'localhost'] };
    expect(await why('http://app.internal/', rules, dns)).toBe('allowed');
    expect(await why('http://b.corp.example/', rules, dns)).toBe('allowed');
    expect(await why('http://localhost:8080/', rules, dns)).toBe('allowed');
    expect(await why('http://other/', rules, dns)).toContain('private addresses');
    expect(await why('http://10.1.2.3/', rules, dns)).toContain('private addresses');
    expect(await why('http://127.0.0.1:8080/', rules, dns)).toContain('loopback');
  });

  it('never lets a run reach Scout’s own port on any local address, nor its database', async () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .find((info) => info && !info.internal)?.address;
    const rules = {
      // 10/8 with port 5432 named: Scout's database stays refused even so.
      allowedNetworks: ['0.0.0.0/0', '::/0', 'localhost', '10.0.0.0/8:5432'],
      protectedEndpoints: [
        SCOUT,
        { name: "Scout's database", host: '10.9.9.9', port: 5432 },
        { name: "Scout's Redis", host: 'localhost', port: 6379 },
      ],
    };
    const urls = [
      'http://127.0.0.1:3000/api/me',
      'http://127.0.0.2:3000/',
      'http://localhost:3000/',
      'http://[::1]:3000/',
      'http://0.0.0.0:3000/',
      'http://[::ffff:127.0.0.1]:3000/',
      ...(own ? [`http://${own.includes(':') ? `[${own}]` : own}:3000/`] : []),
    ];
    for (const url of urls)
      expect(await why(url, rules), url).toContain(
        "it is Scout's own server, which tests may never reach",
      );
    expect(await why('http://10.9.9.9:5432/', rules)).toContain("Scout's database");
    expect(await why('http://127.0.0.1:6379/', rules)).toContain("Scout's Redis");
    for (const url of ['http://127.0.0.1:3001/', 'http://10.9.9.8:5432/', 'http://10.9.9.9:80/'])
      expect(await why(url, rules), url).toBe('allowed');
  });

  it('lets a run read Scout’s demo app, and nothing else of the server, with nothing allowed', async () => {
    const rules = { protectedEndpoints: [{ ...SCOUT, openPaths: ['/demo/'] }] };
    for (const url of [
      'http://localhost:3000/demo/',
      'http://127.0.0.1:3000/demo/todo?bug=1',
      'http://[::1]:3000/demo/todo.js',
    ])
      expect(await why(url, rules), url).toBe('allowed');
    for (const url of [
      'http://localhost:3000/api/me',
      'http://localhost:3000/demo',
      'http://localhost:3000/demo/../api/me',
      'http://localhost:3000/demo/%2e%2e/api/me',
      'http://localhost:3000/app/demo/',
    ])
      expect(await why(url, rules), url).toContain("it is Scout's own server");
    // Other loopback ports stay refused: the demo's path opens Scout's own port only.
    expect(await why('http://localhost:3001/demo/', rules)).toContain(SETTING);
    // A tunnel (https) has no path to judge.
    const policy = new NetworkPolicy(rules, () => Promise.reject(new Error('no DNS')));
    expect(await policy.checkHost('localhost', 3000, 'localhost:3000')).toMatchObject({
      ok: false,
    });
  });
});

describe('SCOUT_ALLOWED_NETWORKS entries', () => {
  it('reads networks, addresses and host names', () => {
    const parsed = parseAllowedNetworks([
      '127.0.0.1',
      ' 192.168.1.0/24 ',
      '::1',
      '[fd00::1]',
      'fd00::/8',
      'app.internal',
      '*.corp.example',
      'localhost',
      '',
    ]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.ranges).toHaveLength(5);
    expect(parsed.names).toEqual([
      { name: 'app.internal' },
      { name: '*.corp.example' },
      { name: 'localhost' },
    ]);
  });

  it('names each entry that is not one, and the ones that can never be allowed', () => {
    expect(
      parseAllowedNetworks([
        '10.0.0.0/33',
        'http://10.0.0.1/',
        'not a network',
        '169.254.169.254',
        'fe80::/64',
        'metadata.google.internal',
      ]).problems,
    ).toEqual([
      `“10.0.0.0/33” is not ${SYNTAX}`,
      `“http://10.0.0.1/” is not ${SYNTAX}`,
      `“not a network” is not ${SYNTAX}`,
      '“169.254.169.254”: cloud metadata and link-local addresses are never allowed',
      '“fe80::/64”: cloud metadata and link-local addresses are never allowed',
      '“metadata.google.internal”: cloud metadata and link-local addresses are never allowed',
    ]);
  });

  it('refuses to start a policy from entries that are not valid', () => {
    expect(() => new NetworkPolicy({ allowedNetworks: ['10.0.0.0/33'] })).toThrow(
      'SCOUT_ALLOWED_NETWORKS is not valid: “10.0.0.0/33” is not a network',
    );
  });
});
