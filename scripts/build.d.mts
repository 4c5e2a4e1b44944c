// The types of build.mjs, for the TypeScript that imports it (the API tests, the benches).
import type { BuildOptions } from 'esbuild';

/** A build folder (relative to the root) and its entries: output name → source. */
export interface NodeBuild {
  outdir: string;
  entryPoints: Record<string, string>;
}

export const NODE_BUNDLE: BuildOptions;
export const BUILDS: NodeBuild[];
export function stageNode(
  outRoot?: string,
  builds?: NodeBuild[],
): Promise<{ out: string; next: string }[]>;
export function swapIn(staged: { out: string; next: string }[]): void;
export function buildNode(outRoot?: string, builds?: NodeBuild[]): Promise<void>;
