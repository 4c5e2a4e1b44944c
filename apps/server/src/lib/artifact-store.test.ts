import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtifactStore, parseStorageUrl, runDirectory } from './artifact-store.js';

/**
 * A minimal S3-compatible server (path-style PUT, GET and DELETE of objects, and ListObjectsV2
 * in pages of 2 keys), for this test only.
 */
function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://s3');
    const key = decodeURIComponent(url.pathname);
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const bucket = key.replace(/^\/|\/$/g, '');
      const prefix = `/${bucket}/${url.searchParams.get('prefix') ?? ''}`;
      const after = url.searchParams.get('continuation-token') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = keys.slice(0, 2);
      const next = keys.length > 2 ? page.at(-1)! : null;
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        `<?xml version="1.0"?><ListBucketResult><Name>${bucket}</Name>` +
          `<IsTruncated>${next !== null}</IsTruncated>` +
          (next ? `<NextContinuationToken>${next}</NextContinuationToken>` : '') +
          page
            .map((k) => `<Contents><Key>${k.slice(bucket.length + 2)}</Key></Contents>`)
            .join('') +
          '</ListBucketResult>',
      );
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"x"' }).end();
      });
      return;
    }
    const body = objects.get(key);
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      return res.end(
        '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
      );
    }
    res
      .writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' })
      .end(body);
  });
  return { server, objects };
}

describe('artifact store', () => {
  const fake = startFakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  it('parses STORAGE_URL', () => {
    expect(
      parseStorageUrl(
        's3://AKIA:s%2Fecret@scout-artifacts/prod?endpoint=http://minio:9000&region=eu-west-1',
      ),
    ).toEqual({
      bucket: 'scout-artifacts',
      prefix: 'prod',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 's/ecret' },
    });
    expect(() => parseStorageUrl('https://bucket')).toThrow(/s3:\/\//);
    expect(parseStorageUrl('s3://bucket').region).toBe('us-east-1');
    expect(parseStorageUrl('s3://bucket', 'eu-north-1').region).toBe('eu-north-1');
  });

  it('moves a finished run into S3-compatible storage and reads it back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-store-'));
    const dir = runDirectory(dataDir, 'run-1');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'step-1.png'), Buffer.from([137, 80, 78, 71]));
    fs.writeFileSync(path.join(dir, 'trace.zip'), 'zip');
    // The agent's sample upload file lives in a folder of the run's own.
    fs.mkdirSync(path.join(dir, 'uploads'));
    fs.writeFileSync(path.join(dir, 'uploads', 'sample.txt'), 'sample');
    const store = createArtifactStore({
      dataDir,
      storageUrl: `s3://key:secret@bucket/scout?endpoint=${endpoint}`,
    });
    expect(store.kind).toBe('s3');
    await store.saveRun('run-1', dir);
    expect([...fake.objects.keys()].sort()).toEqual([
      '/bucket/scout/runs/run-1/step-1.png',
      '/bucket/scout/runs/run-1/trace.zip',
    ]);
    expect(fs.existsSync(dir)).toBe(false);
    expect([...(await store.read('run-1', 'step-1.png'))!]).toEqual([137, 80, 78, 71]);
    expect(await store.read('run-1', 'missing.png')).toBeNull();
  });

  // Issue 24: a deleted test's runs kept their files.
  it('deletes every file of the given runs from S3-compatible storage, and their local folders', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-store-'));
    const store = createArtifactStore({
      dataDir,
      storageUrl: `s3://key:secret@bucket/scout?endpoint=${endpoint}`,
    });
    for (const runId of ['run-3', 'run-30']) {
      const dir = runDirectory(dataDir, runId);
      fs.mkdirSync(dir, { recursive: true });
      for (const name of ['step-1.png', 'step-2.png', 'trace.zip', 'report.json']) {
        fs.writeFileSync(path.join(dir, name), name);
      }
      await store.saveRun(runId, dir);
    }
    // A run whose upload failed still has its folder in the data directory.
    fs.mkdirSync(runDirectory(dataDir, 'run-3'));
    fs.writeFileSync(path.join(runDirectory(dataDir, 'run-3'), 'step-9.png'), 'left behind');
    await store.deleteRuns(['run-3']);
    const keys = [...fake.objects.keys()].filter((k) => k.startsWith('/bucket/scout/runs/run-3'));
    expect(keys.sort()).toEqual([
      '/bucket/scout/runs/run-30/report.json',
      '/bucket/scout/runs/run-30/step-1.png',
      '/bucket/scout/runs/run-30/step-2.png',
      '/bucket/scout/runs/run-30/trace.zip',
    ]);
    expect(fs.existsSync(runDirectory(dataDir, 'run-3'))).toBe(false);
  });

  it('deletes the folders of the given runs from the data directory, and no other', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-store-'));
    for (const runId of ['run-4', 'run-5']) {
      fs.mkdirSync(path.join(runDirectory(dataDir, runId), 'uploads'), { recursive: true });
      fs.writeFileSync(path.join(runDirectory(dataDir, runId), 'trace.zip'), 'zip');
    }
    fs.writeFileSync(path.join(dataDir, 'secret.key'), 'keep');
    const store = createArtifactStore({ dataDir });
    await store.deleteRuns(['run-4', '..', '../..']);
    expect(fs.readdirSync(path.join(dataDir, 'runs'))).toEqual(['run-5']);
    expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(true);
  });

  it('serves files from the data directory by default', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-store-'));
    const dir = runDirectory(dataDir, 'run-2');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'step-1.png'), 'png');
    fs.writeFileSync(path.join(dataDir, 'secret.key'), 'do not serve');
    const store = createArtifactStore({ dataDir });
    await store.saveRun('run-2', dir);
    expect((await store.read('run-2', 'step-1.png'))?.toString()).toBe('png');
    expect(await store.read('run-2', '../../secret.key')).toBeNull();
    expect(await store.read('..', 'secret.key')).toBeNull();
  });
});
