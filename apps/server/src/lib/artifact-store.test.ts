import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtifactStore, parseStorageUrl, runDirectory } from './artifact-store.js';

/** A minimal S3-compatible server (path-style PUT/GET of objects), for this test only. */
function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
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
