import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ResolvedActionSchema } from '@scout/shared';
import { z } from 'zod';

// The corpus of how testers write: one labelled step sentence per line of sentences.jsonl. The
// test and the bench read it through here so that both see the same rows, splits and projects.

/** Why a sentence must be refused: it sets up data or state (`not_a_ui_step`), its words cannot be
 *  made concrete (`vague`), it names a CSS/XPath selector (`selector`), or it is a real UI step
 *  outside the action list (`unsupported`). */
export const REFUSAL_KINDS = ['not_a_ui_step', 'vague', 'selector', 'unsupported'] as const;
export type CorpusRefusalKind = (typeof REFUSAL_KINDS)[number];

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

/** The corpus as parsed lines; a line that is not a well-formed row throws with its number. */
export function loadCorpus(file: string = CORPUS_FILE): CorpusRow[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.map((line, index) => {
    const parsed = CorpusRowSchema.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(`sentences.jsonl line ${index + 1}: ${parsed.error.message}`);
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
