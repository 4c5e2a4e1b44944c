import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ResolvedActionSchema } from '@scout/shared';
import { z } from 'zod';

// The corpus of how testers write: one labelled step sentence per line of sentences.jsonl. The
// test and the bench read it through here so that both see the same rows, splits and projects.

/** Why a sentence is labelled as refused. Only `not_a_ui_step` is a right refusal: the sentence is
 *  not about the page at all (data set up behind the UI, an API call, an e-mail, a note to the
 *  reader). The other two are sentences a tester would act on that no action expresses: `vague`
 *  (a tester on the page could not tell what to do: "Make sure everything works", "it" with no
 *  step before) and `unsupported` (a real UI step outside the action list: screenshots, window
 *  size, "all the checkboxes"). A reader that refuses those has not read them: it is no success. */
export const REFUSAL_KINDS = ['not_a_ui_step', 'vague', 'unsupported'] as const;
export type CorpusRefusalKind = (typeof REFUSAL_KINDS)[number];

/** The share of rows the corpus may label as refused (issue 25): the rest must be read. */
export const MAX_REFUSE_SHARE = 0.1;

export const ExpectationSchema = z.union([
  z.array(ResolvedActionSchema).min(1),
  z.object({ refuse: z.enum(REFUSAL_KINDS) }).strict(),
]);
export type Expectation = z.infer<typeof ExpectationSchema>;

export const CorpusRowSchema = z
  .object({
    id: z.string().regex(/^[a-z\d]+-\d{3}$/),
    text: z.string().min(1),
    source: z.string().regex(/^(?:own|github:[\w.-]+\/[\w.-]+:.+|https:\/\/\S+)$/),
    licence: z.string().optional(),
    note: z.string().optional(),
    split: z.enum(['dev', 'test']),
    expect: ExpectationSchema,
  })
  .strict();
export type CorpusRow = z.infer<typeof CorpusRowSchema>;

/** The URL every sentence is read against; relative URLs in labels resolve against it too. */
export const CORPUS_STARTING_URL = 'https://app.example.test/';

export const CORPUS_FILE = fileURLToPath(new URL('./sentences.jsonl', import.meta.url));
export const TEST_CASES_FILE = fileURLToPath(new URL('./test-cases.jsonl', import.meta.url));

/**
 * A whole test case as a team keeps it: a Gherkin Scenario (or one Examples row of a Scenario
 * Outline) with its Background, a manual test case in markdown, or a row of a test-management
 * export. `text` is verbatim; `name` is its title as the source gives it. `expect` is what a
 * tester does, in order, or the line no action expresses; `assumed` lists the lines that set up
 * data behind the UI (taken as given, not actions).
 */
export const TestCaseRowSchema = z
  .object({
    id: z.string().regex(/^[a-z\d]+-c\d{3}$/),
    name: z.string().min(1),
    text: z.string().min(1),
    format: z.enum(['gherkin', 'markdown', 'csv']),
    source: z.string().regex(/^github:[\w.-]+\/[\w.-]+:.+$/),
    licence: z.string().optional(),
    note: z.string().optional(),
    split: z.enum(['dev', 'test']),
    assumed: z.array(z.string().min(1)).optional(),
    expect: z.union([
      z.array(ResolvedActionSchema).min(1),
      // A case one of whose lines a tester would act on but no action expresses (the line quoted).
      z.object({ refuse: z.enum(['vague', 'unsupported']), step: z.string().min(1) }).strict(),
    ]),
  })
  .strict();
export type TestCaseRow = z.infer<typeof TestCaseRowSchema>;

/** The corpus as parsed lines; a line that is not a well-formed row throws with its number. */
export function loadCorpus(file: string = CORPUS_FILE): CorpusRow[] {
  return loadJsonl(file, CorpusRowSchema);
}

/** The whole test cases (test-cases.jsonl), parsed the same way. */
export function loadTestCases(file: string = TEST_CASES_FILE): TestCaseRow[] {
  return loadJsonl(file, TestCaseRowSchema);
}

function loadJsonl<T>(file: string, schema: z.ZodType<T>): T[] {
  const name = file.split(/[\\/]/).at(-1);
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.map((line, index) => {
    const parsed = schema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${name} line ${index + 1}: ${parsed.error.message}`);
    return parsed.data;
  });
}

/** 32-bit FNV-1a of the id's UTF-8 bytes: the split is a fixed function of the id alone. */
export function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(id)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A row is in the test split when the hash of its id mod 10 is below 3 (about 30 %). */
export function splitOf(id: string): 'dev' | 'test' {
  return hashId(id) % 10 < 3 ? 'test' : 'dev';
}

/** The project a source names: owner/repo for GitHub, else the site's host; "own" for ours. */
export function projectOf(source: string): string {
  if (source === 'own') return 'own';
  const github = /^github:([^:]+):/.exec(source);
  if (github) return github[1];
  const url = new URL(source);
  if (url.hostname === 'github.com') return url.pathname.split('/').slice(1, 3).join('/');
  return url.hostname.replace(/^www\./, '');
}
