import { readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AGENT_BROWSERS,
  BROWSERS,
  PLANNERS,
  ResolvedActionSchema,
  toAgentBrowser,
  type RunSpec,
} from '@scout/shared';
import { z } from 'zod';

export const TRY_USAGE = `Usage: scout try --url URL (--objective TEXT | --objective-file FILE) [options]

Runs one test now in a local browser and prints each step, then the verdict.

Options:
  --url URL               the starting URL
  --objective TEXT        what to test, as steps in plain English
  --objective-file FILE   read the objective from a file
  --description TEXT      more detail; steps in it are run after the objective's
  --email E --password P  the testing user, signing in with email and password
  --cookie NAME=VALUE     the testing user, as a session cookie set before the first page
  --planner P             auto (default), plain-english or llm
  --browser B             chromium (default), firefox or webkit; chrome and edge run
                          in Chromium, safari in WebKit
  --replay FILE           replay the resolved actions of a passing run's report.json
  --out DIR               where to write screenshots, trace.zip and report.json (default: a temp folder)
  --json                  print only the report as JSON
  --help                  show this help

Exit code: 0 PASSED, 1 FAILED, 2 ERROR.`;

export interface TryOptions {
  spec: RunSpec;
  json: boolean;
}

export class UsageError extends Error {}

function parseCookie(text: string): { name: string; value: string } {
  const at = text.indexOf('=');
  if (at <= 0) throw new UsageError('--cookie must look like NAME=VALUE.');
  return { name: text.slice(0, at), value: text.slice(at + 1) };
}

function oneOf<T extends string>(
  flag: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`${flag} must be one of: ${allowed.join(', ')}.`);
  return value as T;
}

async function readReplay(file: string): Promise<RunSpec['replay']> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  const actions = Array.isArray(json)
    ? json
    : (json as { resolvedActions?: unknown }).resolvedActions;
  const parsed = z.array(ResolvedActionSchema).safeParse(actions);
  if (!parsed.success)
    throw new UsageError(`${file} has no resolved actions (use the report.json of a PASSED run).`);
  return parsed.data;
}

/** Reads `scout try`'s flags into a run spec; throws UsageError with what is wrong. */
export async function parseTryOptions(args: string[]): Promise<TryOptions> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        url: { type: 'string' },
        objective: { type: 'string' },
        'objective-file': { type: 'string' },
        description: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        cookie: { type: 'string' },
        planner: { type: 'string' },
        browser: { type: 'string' },
        replay: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (!values.url) throw new UsageError('--url is required.');
  try {
    new URL(values.url);
  } catch {
    throw new UsageError(`--url ${values.url} is not a URL (include http:// or https://).`);
  }
  if (Boolean(values.objective) === Boolean(values['objective-file']))
    throw new UsageError('Give exactly one of --objective or --objective-file.');
  const objective = values.objective ?? (await readFile(values['objective-file']!, 'utf8'));
  if ((values.email || values.password) && values.cookie)
    throw new UsageError('Give either --email and --password, or --cookie, not both.');
  if (Boolean(values.email) !== Boolean(values.password))
    throw new UsageError('--email and --password go together.');
  const testingUser = values.cookie
    ? { kind: 'cookie' as const, ...parseCookie(values.cookie) }
    : values.email
      ? { kind: 'email_password' as const, email: values.email, password: values.password! }
      : undefined;
  const outDir = values.out ? resolve(values.out) : await mkdtemp(join(tmpdir(), 'scout-try-'));
  const spec: RunSpec = {
    objective,
    startingUrl: values.url,
    outDir,
    planner: oneOf('--planner', values.planner, PLANNERS, 'auto'),
    browser: toAgentBrowser(
      oneOf('--browser', values.browser, [...AGENT_BROWSERS, ...BROWSERS], 'chromium'),
    ),
    ...(values.description ? { description: values.description } : {}),
    ...(testingUser ? { testingUser } : {}),
    ...(values.replay ? { replay: await readReplay(values.replay) } : {}),
  };
  return { spec, json: values.json ?? false };
}
