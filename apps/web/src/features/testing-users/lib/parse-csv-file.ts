import {
  CSV_HEADERS,
  CSV_MESSAGES,
  isCsvFileName,
  readCsvTable,
  type CsvTable,
} from '@scout/shared';
import Papa from 'papaparse';

/**
 * Reads a chosen file into the preview table: papaparse splits it, the shared rules (the same
 * the server applies on import) check the header and every row.
 */
export async function parseCsvFile(file: File): Promise<CsvTable> {
  if (!isCsvFileName(file.name)) return { ok: false, error: CSV_MESSAGES.onlyCsv };
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return readCsvTable(parsed.data);
}

const TEMPLATE_ROWS = [
  [...CSV_HEADERS],
  [
    'Admin user',
    'email_password',
    'admin@example.com',
    'change-me',
    'Admin',
    'Full access',
    'true',
    '',
    '',
  ],
  [
    'Session user',
    'cookie',
    '',
    '',
    'Customer',
    'Signed in by cookie',
    'true',
    'session_id',
    'abc123',
  ],
];

/** A CSV with every header and one example of each auth type. */
export function csvTemplate(): string {
  return Papa.unparse(TEMPLATE_ROWS);
}
