import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A bin of the server app (apps/server/bin), found through the declared dependency on
 *  @scout/server; run in its own process, since a package does not import an app. */
export function serverBin(name: 'scout-worker' | 'scout-admin'): string {
  const manifestPath = createRequire(import.meta.url).resolve('@scout/server/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin: Record<string, string>;
  };
  return path.resolve(path.dirname(manifestPath), manifest.bin[name]!);
}

/** Runs a server bin with these arguments, sharing this terminal; resolves to its exit code. */
export function runServerBin(name: 'scout-worker' | 'scout-admin', args: string[]) {
  const child = spawn(process.execPath, [serverBin(name), ...args], { stdio: 'inherit' });
  // A signal to this process is passed on (the worker finishes its current runs on SIGINT/SIGTERM).
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
