import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.js';

export const TEST_IMPORT_FORMATS = ['gherkin', 'testrail', 'xray', 'zephyr', 'qase'] as const;
export type TestImportFormat = (typeof TEST_IMPORT_FORMATS)[number];

/** What each format is called where the user reads it. */
export const TEST_IMPORT_FORMAT_LABELS: Record<TestImportFormat, string> = {
  gherkin: 'Gherkin feature',
  testrail: 'TestRail CSV',
  xray: 'Xray CSV',
  zephyr: 'Zephyr Scale CSV',
  qase: 'Qase CSV',
};

/** Where an imported test came from: the file, its line, the tool's case id, its tags. */
export const TestSourceSchema = z
  .object({
    format: z.enum(TEST_IMPORT_FORMATS),
    file_name: z.string(),
    line: z.number().int().nullable().meta({ description: 'The scenario or first row, 1-based.' }),
    case_id: z.string().nullable().meta({ description: "The tool's own id (TestRail C123, …)." }),
    tags: z.array(z.string()),
  })
  .meta({ id: 'TestSource' });
export type TestSource = z.infer<typeof TestSourceSchema>;

/** One test case read from a file: its name, its source text (the steps as written) and origin. */
export interface ImportedCase {
  name: string;
  text: string;
  stepCount: number;
  source: TestSource;
}

export type ParsedTestFile =
  { ok: true; format: TestImportFormat; cases: ImportedCase[] } | { ok: false; error: string };

/** A test's name fits the name limit; a longer one is cut with an ellipsis. */
export function fitName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.length <= TEXT_LIMITS.name ? clean : `${clean.slice(0, TEXT_LIMITS.name - 1)}…`;
}
