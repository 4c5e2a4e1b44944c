import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

/**
 * Where run artifacts (screenshots, traces, report.json) live once a run is over: the data
 * directory by default, S3-compatible object storage when STORAGE_URL says so. The agent always
 * writes to a local folder first; `saveRun` moves that folder into the store.
 */
export interface ArtifactStore {
  readonly kind: 'local' | 's3';
  saveRun(runId: string, localDir: string): Promise<void>;
  read(runId: string, name: string): Promise<Buffer | null>;
  /** Removes every file of these runs, wherever it is: their rows are being deleted. */
  deleteRuns(runIds: string[]): Promise<void>;
}

/** `region` is the S3 region when STORAGE_URL names none (AWS_REGION, read at start). */
export function createArtifactStore(opts: {
  dataDir: string;
  storageUrl?: string;
  region?: string;
}): ArtifactStore {
  return opts.storageUrl
    ? createS3Store(opts.storageUrl, opts.region, opts.dataDir)
    : createLocalStore(opts.dataDir);
}

/** Artifact names are plain file names; anything that could climb out of a run's folder is refused. */
const isSafeName = (name: string) => /^[\w.-]+$/.test(name) && !name.includes('..');

export function runDirectory(dataDir: string, runId: string) {
  return path.join(dataDir, 'runs', runId);
}

function createLocalStore(dataDir: string): ArtifactStore {
  return {
    kind: 'local',
    async saveRun() {
      // The agent wrote the files where they are served from.
    },
    async read(runId, name) {
      if (!isSafeName(name) || !isSafeName(runId)) return null;
      return fs.readFile(path.join(runDirectory(dataDir, runId), name)).catch(() => null);
    },
    deleteRuns: (runIds) => deleteRunDirectories(dataDir, runIds),
  };
}

/** Removes the runs' folders under <data>/runs (their files, and folders such as uploads). */
async function deleteRunDirectories(dataDir: string, runIds: string[]) {
  for (const runId of runIds.filter(isSafeName)) {
    await fs.rm(runDirectory(dataDir, runId), { recursive: true, force: true });
  }
}

/** `s3://[key:secret@]bucket[/prefix][?endpoint=http://host:9000&region=us-east-1]` */
export function parseStorageUrl(storageUrl: string, defaultRegion = 'us-east-1') {
  const url = new URL(storageUrl);
  if (url.protocol !== 's3:') throw new Error('STORAGE_URL must start with s3://');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  return {
    bucket: url.hostname,
    prefix: url.pathname.replace(/^\/+|\/+$/g, ''),
    region: url.searchParams.get('region') ?? defaultRegion,
    endpoint,
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}

function createS3Store(
  storageUrl: string,
  defaultRegion: string | undefined,
  dataDir: string,
): ArtifactStore {
  const { bucket, prefix, region, endpoint, credentials } = parseStorageUrl(
    storageUrl,
    defaultRegion,
  );
  // The SDK is loaded with the first upload or read, not at the server's start (a quarter of a
  // second of loading that a Scout keeping its files in the data directory never needs).
  let connected:
    Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        endpoint,
        credentials,
        forcePathStyle: Boolean(endpoint),
        // Plain payloads: MinIO, R2 and older S3-compatible servers reject aws-chunked trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const keyOf = (runId: string, name: string) =>
    [prefix, 'runs', runId, name].filter(Boolean).join('/');
  return {
    kind: 's3',
    async saveRun(runId, localDir) {
      // Only the run's own files are served (screenshots, trace, report); folders such as the
      // agent's sample uploads stay behind and are removed with the rest.
      const entries = await fs.readdir(localDir, { withFileTypes: true }).catch(() => []);
      const { sdk, client } = await connect();
      for (const entry of entries.filter((e) => e.isFile() && isSafeName(e.name))) {
        const body = await fs.readFile(path.join(localDir, entry.name));
        await client.send(
          new sdk.PutObjectCommand({ Bucket: bucket, Key: keyOf(runId, entry.name), Body: body }),
        );
      }
      await fs.rm(localDir, { recursive: true, force: true });
    },
    async read(runId, name) {
      if (!isSafeName(name) || !isSafeName(runId)) return null;
      const { sdk, client } = await connect();
      try {
        const res = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(runId, name) }),
        );
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
    },
    async deleteRuns(runIds) {
      const { sdk, client } = await connect();
      for (const runId of runIds.filter(isSafeName)) {
        // The trailing slash: run-1's files, not run-10's.
        const folder = `${[prefix, 'runs', runId].filter(Boolean).join('/')}/`;
        let token: string | undefined;
        do {
          const listed = await client.send(
            new sdk.ListObjectsV2Command({
              Bucket: bucket,
              Prefix: folder,
              ContinuationToken: token,
            }),
          );
          for (const { Key } of listed.Contents ?? []) {
            if (Key) await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
          }
          token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
        } while (token);
      }
      // A run whose upload failed, or that is still going, has its files in the data directory.
      await deleteRunDirectories(dataDir, runIds);
    },
  };
}
