// The types of pack-client.mjs, for the TypeScript that imports it (the API tests).
export function packClient(options?: {
  /** Where the tarball goes (default packages/client/dist); its package/ folder is rebuilt. */
  outDir?: string;
  /** The package's name in the tarball (default the workspace's, @scout/client). */
  name?: string;
}): Promise<{ tarball: string; size: number; files: string[] }>;
