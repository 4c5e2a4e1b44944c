import {
  IMPORT_BATCH_PAUSE_MS,
  IMPORT_BATCH_SIZE,
  type ImportTestingUsersRequest,
  type ImportTestingUsersResponse,
} from '@scout/shared';

export type ImportRow = { rowNumber: number; values: Record<string, string> };
export type ImportProgress = { done: number; total: number };
export type ImportSummary = {
  imported: number;
  failed: { rowNumber: number; errors: string[] }[];
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends rows in batches of IMPORT_BATCH_SIZE with IMPORT_BATCH_PAUSE_MS between them. A batch
 * whose request fails counts all its rows as failed with that message and the import goes on.
 */
export async function importInBatches(
  rows: ImportRow[],
  send: (rows: ImportTestingUsersRequest['rows']) => Promise<ImportTestingUsersResponse>,
  onProgress?: (progress: ImportProgress) => void,
  pauseMs: number = IMPORT_BATCH_PAUSE_MS,
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, failed: [] };
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
    if (start > 0) await pause(pauseMs);
    const batch = rows.slice(start, start + IMPORT_BATCH_SIZE);
    try {
      const { results } = await send(batch.map((row) => row.values));
      for (const result of results) {
        const row = batch[result.index];
        if (!row) continue;
        if (result.ok) summary.imported += 1;
        else summary.failed.push({ rowNumber: row.rowNumber, errors: result.errors });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Import failed';
      for (const row of batch) summary.failed.push({ rowNumber: row.rowNumber, errors: [message] });
    }
    onProgress?.({ done: Math.min(start + IMPORT_BATCH_SIZE, rows.length), total: rows.length });
  }
  return summary;
}
