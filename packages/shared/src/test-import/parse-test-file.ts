import type { ParsedTestFile } from './imported-case.js';
import { parseCsvCases } from './parse-csv-cases.js';
import { parseFeature } from './parse-feature.js';

export const TEST_IMPORT_MESSAGES = {
  fileType:
    'Choose a Gherkin .feature file or a .csv export from TestRail, Xray, Zephyr Scale or Qase.',
  empty: 'This file is empty.',
  noFiles: 'Choose at least one file to import.',
  imported: 'Tests imported',
  importFailed: 'Could not import tests',
} as const;

/** The file types the import takes, for a file picker's `accept`. */
export const TEST_IMPORT_ACCEPT = '.feature,.csv,text/csv';

/**
 * A file of test cases as tests, by its name: `.feature` is Gherkin, `.csv` a test-management
 * tool's export (which tool, by its header row). Nothing is dropped quietly: a file that cannot be
 * read whole is an error saying why.
 */
export function parseTestFile(fileName: string, text: string): ParsedTestFile {
  if (!text.replace(/^\uFEFF/, '').trim()) return { ok: false, error: TEST_IMPORT_MESSAGES.empty };
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.feature')) return parseFeature(fileName, text);
  if (lower.endsWith('.csv')) return parseCsvCases(fileName, text);
  return { ok: false, error: TEST_IMPORT_MESSAGES.fileType };
}
