import { spawnSync } from 'node:child_process';
import { chown, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkPolicy, parseAllowedNetworks, type NetworkRules } from './network-policy.js';
import { registerScoutInstance } from './scout-instances.js';

// Decision 030: an allowed loopback or private network opens its ordinary ports, not the ports
// of well-known services nor of another Scout on this machine, unless an entry names the port.

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'scout-network-ports-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function why(url: string, rules: NetworkRules) {
  const lookUp = () => Promise.reject(new Error('no DNS in this test'));
  const verdict = await new NetworkPolicy(rules, lookUp).checkUrl(url);
  if (verdict.ok) return 'allowed';
  return 'blocked' in verdict ? verdict.blocked : `unreachable: ${verdict.unreachable}`;
}

describe('SCOUT_ALLOWED_NETWORKS entries with ports', () => {
  it('reads a port or a port range after an address, a network or a host name', () => {
    const parsed = parseAllowedNetworks([
      '127.0.0.1:5173',
      '[::1]:8080',
      '10.0.0.0/8:443',
      '[fd00::/8]:8000-8099',
      '::1',
      'fd00::/8',
      'app.internal:8000-8099',
      'localhost:3000',
    ]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.ranges.map(({ range, ports }) => [`${range[0]}/${range[1]}`, ports])).toEqual([
      ['127.0.0.1/32', [5173, 5173]],
      ['::1/128', [8080, 8080]],
      ['10.0.0.0/8', [443, 443]],
      ['fd00::/8', [8000, 8099]],
      ['::1/128', undefined],
      ['fd00::/8', undefined],
    ]);
    expect(parsed.names).toEqual([
      { name: 'app.internal', ports: [8000, 8099] },
      { name: 'localhost', ports: [3000, 3000] },
    ]);
  });

  it('names each port it cannot read', () => {
    expect(
      parseAllowedNetworks(['127.0.0.1:0', '127.0.0.1:65536', '[::1]:', 'app.internal:90-80'])
        .problems,
    ).toEqual([
      '“127.0.0.1:0”: “0” is not a port (1 to 65535) or a port range (8000-8099)',
      '“127.0.0.1:65536”: “65536” is not a port (1 to 65535) or a port range (8000-8099)',
      '“[::1]:”: “” is not a port (1 to 65535) or a port range (8000-8099)',
      '“app.internal:90-80”: “90-80” is not a port (1 to 65535) or a port range (8000-8099)',
    ]);
  });
});

describe('well-known service ports on an allowed network', () => {
  it('stay closed with a bare loopback address, name or range allowed', async () => {
    for (const [allowed, host] of [
      ['127.0.0.1', '127.0.0.1'],
      ['127.0.0.0/8', '127.0.0.2'],
      ['localhost', 'localhost'],
    ]) {
      const rules = { allowedNetworks: [allowed, '::1'] };
      for (const [url, service] of [
        [`http://${host}:6379/`, "port 6379 is Redis's"],
        [`http://${host}:5432/`, "port 5432 is PostgreSQL's"],
        [`http://${host}:3306/`, "port 3306 is MySQL/MariaDB's"],
        [`http://${host}:27018/`, "port 27018 is MongoDB's"],
        [`http://${host}:2375/containers/json`, "port 2375 is Docker's"],
        ['http://[::1]:11211/', "port 11211 is memcached's"],
      ] as const) {
        const message = await why(url, rules);
        expect(message, url).toContain(`${service}, which an allowed network does not open`);
        expect(message, url).toContain('can name the port in SCOUT_ALLOWED_NETWORKS');
      }
      expect(await why(`http://${host}:5173/`, rules), allowed).toBe('allowed');
    }
    expect(await why('http://127.0.0.1:6379/', { allowedNetworks: ['127.0.0.1'] })).toContain(
      '(127.0.0.1:6379)',
    );
    expect(await why('http://[::1]:6379/', { allowedNetworks: ['::1'] })).toContain('([::1]:6379)');
  });

  it('stay closed on an allowed private range, which opens its other ports', async () => {
    const rules = { allowedNetworks: ['10.0.0.0/8'] };
    expect(await why('http://10.1.2.3:9200/_search', rules)).toContain("Elasticsearch's");
    expect(await why('http://10.1.2.3:8500/v1/agent/self', rules)).toContain("Consul's");
    expect(await why('https://10.1.2.3/', rules)).toBe('allowed');
    expect(await why('http://10.1.2.3:8080/', rules)).toBe('allowed');
  });

  it('open when an entry names the port, and only that port', async () => {
    const rules = {
      allowedNetworks: ['127.0.0.1:6379', '[::1]:5432', 'localhost:27017-27019', '10.0.0.0/8:9200'],
    };
    for (const url of [
      'http://127.0.0.1:6379/',
      'http://[::1]:5432/',
      'http://localhost:27018/',
      'http://10.9.9.9:9200/',
    ])
      expect(await why(url, rules), url).toBe('allowed');
    // A port entry opens no other port, ordinary or not.
    for (const url of ['http://127.0.0.1:5173/', 'http://127.0.0.1:5432/', 'http://10.9.9.9:80/'])
      expect(await why(url, rules), url).toContain('An administrator can allow them with');
    // localhost:… is the name; 127.0.0.1 asked for by address is not it.
    expect(await why('http://127.0.0.1:27018/', rules)).toContain('(loopback) are not allowed');
  });

  it('leave public addresses alone', async () => {
    expect(await why('http://93.184.215.14:6379/', {})).toBe('allowed');
  });
});

describe('another Scout server on this machine', () => {
  it('is closed on an allowed loopback while its process runs, unless its port is named', async () => {
    const registry = join(folder, 'running');
    const rulesBefore = { allowedNetworks: ['127.0.0.1'], scoutInstances: registry };
    registerScoutInstance(registry, 4000)();
    // Read (and kept, the folder unchanged for an hour) before the server starts; it is seen as
    // soon as it has registered.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(registry, anHourAgo, anHourAgo);
    expect(await why('http://127.0.0.1:4123/', rulesBefore)).toBe('allowed');
    const unregister = registerScoutInstance(registry, 4123);
    expect(JSON.parse(await readFile(join(registry, `${process.pid}.json`), 'utf8'))).toEqual({
      pid: process.pid,
      port: 4123,
    });
    const rules = { allowedNetworks: ['127.0.0.1', 'localhost'], scoutInstances: registry };
    for (const url of ['http://127.0.0.1:4123/api/me', 'http://localhost:4123/']) {
      const message = await why(url, rules);
      expect(message, url).toContain('it is another Scout server on this machine');
      expect(message, url).toContain('can name the port in SCOUT_ALLOWED_NETWORKS');
    }
    expect(await why('http://127.0.0.1:4124/', rules)).toBe('allowed');
    // Not on another machine: 10.9.9.9 is not this one.
    expect(await why('http://10.9.9.9:4123/', { ...rules, allowedNetworks: ['10.0.0.0/8'] })).toBe(
      'allowed',
    );
    const named = { ...rules, allowedNetworks: ['127.0.0.1', '127.0.0.1:4123'] };
    expect(await why('http://127.0.0.1:4123/', named)).toBe('allowed');
    unregister();
    expect(await why('http://127.0.0.1:4123/', rules)).toBe('allowed');
  });

  it('ignores the entry of a process that has ended, and files that are not entries', async () => {
    const registry = join(folder, 'stale');
    registerScoutInstance(registry, 4200)();
    const gone = spawnSync('true').pid;
    await writeFile(join(registry, `${gone}.json`), JSON.stringify({ pid: gone, port: 4200 }));
    await writeFile(join(registry, 'junk.json'), '{"pid": "1", "port": 4201');
    await symlink('/etc/passwd', join(registry, '1.json'));
    const rules = { allowedNetworks: ['127.0.0.1'], scoutInstances: registry };
    for (const port of [4200, 4201])
      expect(await why(`http://127.0.0.1:${port}/`, rules)).toBe('allowed');
  });

  it('ignores an entry that names a process of another user than the one who wrote it', async () => {
    // The folder is open to every local user, a run's runner user too: naming root's pid 1 (or
    // any process not its own) would close a port to every Scout's runs.
    const registry = join(folder, 'forged');
    registerScoutInstance(registry, 4400)();
    const forged = join(registry, '1.json');
    await writeFile(forged, JSON.stringify({ pid: 1, port: 4400 }));
    const rules = { allowedNetworks: ['127.0.0.1'], scoutInstances: registry };
    // As root (CI), the file is given to nobody; otherwise it is the test's user's: not pid 1's.
    if (process.getuid?.() === 0) await chown(forged, 65534, 65534);
    expect(await why('http://127.0.0.1:4400/', rules)).toBe('allowed');
    // The same entry written by the owner of the process it names counts.
    await writeFile(
      join(registry, `${process.pid}.json`),
      JSON.stringify({ pid: process.pid, port: 4401 }),
    );
    expect(await why('http://127.0.0.1:4401/', rules)).toContain('another Scout server');
  });

  it('is not registered through a link planted where the folder should be', async () => {
    const planted = join(folder, 'planted');
    await symlink(tmpdir(), planted);
    expect(() => registerScoutInstance(planted, 4300)).toThrow('is not a folder');
  });
});
