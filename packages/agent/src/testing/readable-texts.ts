import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunReport } from '@scout/shared';
import { readEntries } from '../secrets/zip-entries.js';

/**
 * Everything a run left that a person or the model would read, by where it is: the report,
 * report.json, the screenshots' names, every entry of the trace and every prompt the model got
 * (images left out). Tests look for what must be in none of them.
 */
export async function readableTexts(
  report: RunReport,
  outDir: string,
  model?: { doGenerateCalls: { prompt: unknown }[] },
): Promise<Record<string, string>> {
  return {
    report: JSON.stringify(report),
    'report.json': await readFile(join(outDir, 'report.json'), 'utf8'),
    'screenshot names': (await readdir(outDir)).join('\n'),
    trace: report.tracePath
      ? readEntries(await readFile(report.tracePath))
          .map((e) => e.content.toString())
          .join('\n')
      : '',
    'sent to the model': JSON.stringify(
      model?.doGenerateCalls.map((c) => c.prompt) ?? [],
      (_, v: unknown) => (v instanceof Uint8Array ? '[image]' : v),
    ),
  };
}

/** Where in a run's readable texts `needle` stands (none, for a secret). */
export async function whereRead(
  needle: string,
  ...run: Parameters<typeof readableTexts>
): Promise<string[]> {
  return Object.entries(await readableTexts(...run))
    .filter(([, text]) => text.includes(needle))
    .map(([where]) => where);
}
