import { z } from 'zod';
import { TEST_IMPORT_FORMATS, TestSourceSchema } from './imported-case.js';

/** At most this many characters of file text in one import (the request body is at most 1 MB). */
export const TEST_IMPORT_MAX_CHARS = 900_000;

export const ImportTestsRequestSchema = z
  .object({
    file_name: z
      .string({ error: 'file_name is required' })
      .trim()
      .min(1, 'file_name is required')
      .max(255, 'file_name is at most 255 characters')
      .meta({
        description:
          'Decides the format: `.feature` (Gherkin) or `.csv` (TestRail, Xray, Zephyr Scale, Qase).',
      }),
    content: z
      .string({ error: 'content is required' })
      .max(
        TEST_IMPORT_MAX_CHARS,
        'This file is too large to import at once: split it into smaller files.',
      )
      .meta({ description: "The file's text (UTF-8)." }),
    dry_run: z
      .boolean()
      .optional()
      .meta({ description: 'Read the file and answer what would be imported, creating nothing.' }),
  })
  .meta({ id: 'ImportTestsRequest' });
export type ImportTestsRequest = z.input<typeof ImportTestsRequestSchema>;

/** A line of a test Scout's reader does not understand, with its reason. */
export const UnreadLineSchema = z
  .object({
    text: z.string().meta({ description: 'The line as written in the test.' }),
    reason: z.string(),
  })
  .meta({ id: 'UnreadLine' });
export type UnreadLine = z.infer<typeof UnreadLineSchema>;

export const ImportedTestSchema = z
  .object({
    id: z.string().nullable().meta({ description: "The created test's id; null in a dry run." }),
    name: z.string(),
    step_count: z.number().int(),
    source: TestSourceSchema,
    unread_lines: z.array(UnreadLineSchema).meta({
      description:
        'Lines the plain-English reader does not understand; empty when it reads them all.',
    }),
  })
  .meta({ id: 'ImportedTest' });
export type ImportedTest = z.infer<typeof ImportedTestSchema>;

export const ImportTestsResponseSchema = z
  .object({
    format: z.enum(TEST_IMPORT_FORMATS),
    dry_run: z.boolean(),
    tests: z.array(ImportedTestSchema),
  })
  .meta({ id: 'ImportTestsResponse' });
export type ImportTestsResponse = z.infer<typeof ImportTestsResponseSchema>;
