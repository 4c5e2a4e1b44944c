// The types of build-stamp.mjs, for the TypeScript that imports it (the API tests, the benches).

export interface SourceHash {
  hash: string;
  size: number;
  mtimeMs: number;
}

export const ROOT: string;
export const BUILD_COMMAND: string;
export const STAMP_FILE: string;
export function sourceFiles(root?: string): string[];
export function sourceHashes(
  root?: string,
  known?: Record<string, SourceHash>,
): Record<string, SourceHash>;
export function writeStamp(outDir: string, hashes?: Record<string, SourceHash>): void;
export function buildProblem(root: string, outDirs: string[], needs?: string[]): string | undefined;
export function sourceFallbackNotice(
  root: string,
  outDir: string,
  built: string,
): string | undefined;
export function importBuiltOrSource(
  outDir: string,
  built: string,
  source: string,
): Promise<Record<string, unknown>>;
