import { describe, expect, test } from 'vitest';
import type { ResolvedAction, Target } from '@scout/shared';
import { patternOf, wholeWordsPattern } from '../act/text-match.js';
import {
  readSpecShape,
  runInSandbox,
  type RecordedCall,
} from '../testing/exported-spec-sandbox.js';
import { exportPlaywrightSpec, type ExportOptions } from './playwright-spec.js';
import { passingReport } from '../testing/passing-report.js';

// Hostile names, texts, patterns, URLs and frame names, exported for every action and check
// kind: each file must parse to exactly the statements its actions call for, pass every value
// through unchanged (the sandbox records what the file's code actually passed), and run no
// payload (each one, if it ran, would set PWNED on the sandbox's global object).

const PAYLOADS = [
  '\u2028globalThis.PWNED = 1; //',
  '\u2029globalThis.PWNED = 2; //',
  '\nglobalThis.PWNED = 3; //',
  '\r\nglobalThis.PWNED = 4; //',
  "'); globalThis.PWNED = 5; ('",
  '"); globalThis.PWNED = 6; ("',
  '`); globalThis.PWNED = 7; (`',
  '${globalThis.PWNED = 8}',
  '*/ globalThis.PWNED = 9; /*',
  "\\'); globalThis.PWNED = 10; ('",
  '\\/, globalThis.PWNED = 11, /',
  '</script><script>globalThis.PWNED = 12</script><!--',
  '\\',
  '\ud800',
  '\udfff',
  '\u202e\u2066',
  '\ufeff\u0000\u0085\u001b[31m',
];
const SECRETS = {
  SCOUT_TESTING_USER_EMAIL: 'ada@example.com',
  SCOUT_TESTING_USER_PASSWORD: 'pw',
  SCOUT_TESTING_USER_COOKIE: 'c',
};
const DIALOG_MESSAGE = 'Delete it?';

/** mulberry32: a small seeded PRNG, so a failing seed can be run again. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** Payloads, random UTF-16 units (lone surrogates and controls among them) and astral characters. */
function hostileText(random: Random): string {
  let text = '';
  for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1) {
    const r = random();
    if (r < 0.5) text += pick(random, PAYLOADS);
    else if (r < 0.75)
      text += String.fromCharCode(
        ...Array.from({ length: 3 }, () => Math.floor(random() * 0x10000)),
      );
    else if (r < 0.85) text += String.fromCodePoint(0x10000 + Math.floor(random() * 0xfffff));
    else text += pick(random, ['Save', 'Ada Lovelace', '  two  spaces ', 'Łódź', '日本語']);
  }
  return text;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A `matches` pattern as a test writes it: /…/ holding `\/` and payloads, or a glob. */
function hostilePattern(random: Random): string {
  if (random() < 0.3) return `${hostileText(random)}*${hostileText(random)}`;
  const source = `${escapeRegExp(hostileText(random))}\\\\/${escapeRegExp(hostileText(random))}`;
  return `/${source}/${pick(random, ['', 'i', 'is', 'm'])}`;
}

interface Case {
  actions: ResolvedAction[];
  /** Statements the actions' code is, in the test's body. */
  statements: number;
  /** Calls the file must make, each with exactly these arguments. */
  calls: RecordedCall[];
  /** The error message the steps throw with, when a step is not exportable. */
  thrown?: string;
}

const regexOf = (pattern: RegExp) => ({ regex: pattern.source, flags: pattern.flags });
/** A call whose one argument is a pattern that finds `text` (how contains and friends compare). */
const findsText = (method: string, text: string) => ({
  method,
  test: (args: unknown[]) => {
    const { regex, flags } = args[0] as { regex: string; flags: string };
    const trimmed = text.trim();
    return [trimmed, trimmed.replace(/\s+/g, ' ')].some((t) => new RegExp(regex, flags).test(t));
  },
});
type Expected = RecordedCall | ReturnType<typeof findsText>;

/** A `locator('iframe[title="…"], …')` call whose selector names the frame, CSS escapes read. */
function framed(frame: string) {
  return {
    method: 'locator',
    test: (args: unknown[]) => {
      const quoted = /^iframe\[title="((?:[^"\\]|\\[^])*)"\]/.exec(String(args[0]))?.[1];
      const unescaped = quoted?.replace(/\\([0-9a-f]{1,6}) ?|\\([^])/gi, (_, hex, char) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
      );
      return unescaped === frame;
    },
  };
}

function hostileTarget(random: Random): { target: Target; calls: Expected[] } {
  const text = () => hostileText(random);
  const kind = Math.floor(random() * 5);
  const target: Target = { description: text() };
  const calls: Expected[] = [];
  if (kind === 0) {
    target.role = random() < 0.5 ? 'button' : text();
    target.name = text();
    calls.push({ method: 'getByRole', args: [target.role, { name: target.name, exact: true }] });
  } else if (kind === 1) {
    target.label = text();
    calls.push({ method: 'getByLabel', args: [target.label, { exact: true }] });
  } else if (kind === 2) {
    target.placeholder = text();
    calls.push({ method: 'getByPlaceholder', args: [target.placeholder, { exact: true }] });
  } else if (kind === 3) {
    target.text = text();
    calls.push({ method: 'getByText', args: [target.text] });
  } else {
    target.name = text();
    calls.push({ method: 'getByText', args: [target.name, { exact: true }] });
  }
  if (random() < 0.3) {
    target.frames = [text(), text()];
    calls.push(...target.frames.map((frame) => framed(frame)));
  }
  if (random() < 0.3) {
    target.near = text();
    calls.push({ method: 'filter', args: [{ hasText: target.near }] });
  }
  if (random() < 0.2) target.region = text();
  if (random() < 0.2) {
    target.nth = Math.floor(random() * 4);
    calls.push({ method: 'nth', args: [target.nth] });
  }
  return { target, calls };
}

const LOCATOR_KINDS = ['click', 'dblclick', 'hover', 'focus', 'clear', 'check', 'uncheck'] as const;
const STATES = {
  visible: 'toBeVisible',
  hidden: 'toBeHidden',
  enabled: 'toBeEnabled',
  disabled: 'toBeDisabled',
  checked: 'toBeChecked',
  unchecked: 'toBeChecked',
} as const;
const MATCHES = ['equals', 'words', 'contains', 'starts_with', 'ends_with', 'matches'] as const;

/** The matcher call a title, URL, value or dialog comparison becomes. */
function comparison(method: string, expected: string, match: (typeof MATCHES)[number]): Expected {
  if (match === 'equals') return { method, args: [expected] };
  if (match === 'matches') return { method, args: [regexOf(patternOf(expected))] };
  if (match === 'words') return { method, args: [regexOf(wholeWordsPattern(expected))] };
  return findsText(method, expected);
}

/** A value to type, sometimes holding a testing user's secret; and what the file must type. */
function typedValue(random: Random): [string, string] {
  const text = hostileText(random);
  if (random() < 0.7) return [text, text];
  return [`${text}{{testing_user.password}}${text}`, `${text}pw${text}`];
}

interface Generated extends Omit<Case, 'calls'> {
  calls: Expected[];
}

/** One action (or a dialog's three) of a random kind with hostile values, and what it must do. */
function hostileStep(random: Random, options: ExportOptions): Generated {
  const text = () => hostileText(random);
  const description = text();
  const { target, calls } = hostileTarget(random);
  const one = (action: Omit<ResolvedAction, 'description'>, more: Expected[]): Generated => ({
    actions: [{ description, ...action }],
    statements: 1,
    calls: more,
  });
  const match = pick(random, MATCHES);
  switch (Math.floor(random() * 16)) {
    case 0: {
      const kind = pick(random, LOCATOR_KINDS);
      return one({ kind, target }, [...calls, { method: kind, args: [] }]);
    }
    case 1: {
      const value = random() < 0.5 ? `/p/${text()}` : `https://elsewhere.example/${text()}`;
      const href = new URL(value, options.startingUrl).href;
      return one({ kind: 'navigate', value }, [{ method: 'goto', args: [href] }]);
    }
    case 2: {
      const [value, typed] = typedValue(random);
      if (random() < 0.3)
        return one({ kind: 'fill', value }, [{ method: 'insertText', args: [typed] }]);
      return one({ kind: 'fill', value, target }, [...calls, { method: 'fill', args: [typed] }]);
    }
    case 3: {
      const value = text();
      return one({ kind: 'select', value, target }, [
        ...calls,
        { method: 'selectOption', args: [value] },
      ]);
    }
    case 4: {
      const value = text();
      return one({ kind: 'press', value, target }, [...calls, { method: 'press', args: [value] }]);
    }
    case 5: {
      const expected = text();
      return one({ kind: 'assert', assertion: { kind: 'title', expected, match } }, [
        comparison('toHaveTitle', expected, match),
      ]);
    }
    case 6: {
      const expected = match === 'matches' ? hostilePattern(random) : `/p/${text()}`;
      const call =
        match === 'equals'
          ? { method: 'toHaveURL', args: [new URL(expected, options.startingUrl).href] }
          : comparison('toHaveURL', expected, match);
      return one({ kind: 'assert', assertion: { kind: 'url', expected, match } }, [call]);
    }
    case 7: {
      const expected = match === 'matches' ? hostilePattern(random) : text();
      return one({ kind: 'assert', target, assertion: { kind: 'value', expected, match } }, [
        ...calls,
        comparison(target.role === 'combobox' ? 'toHaveText' : 'toHaveValue', expected, match),
      ]);
    }
    case 8: {
      const expected = text();
      const kind = random() < 0.5 ? 'text_visible' : 'text_absent';
      const contains = random() < 0.5;
      return one(
        {
          kind: 'assert',
          target,
          assertion: { kind, expected, ...(contains && { match: 'contains' }) },
        },
        [
          contains
            ? findsText('getByText', expected)
            : { method: 'getByText', args: [regexOf(wholeWordsPattern(expected))] },
        ],
      );
    }
    case 9: {
      const kind = pick(random, Object.keys(STATES) as Array<keyof typeof STATES>);
      return one({ kind: 'assert', target, assertion: { kind } }, [
        ...calls,
        { method: STATES[kind], args: [] },
      ]);
    }
    case 10: {
      const n = Math.floor(random() * 5);
      const counted = { ...target, role: target.role ?? 'listitem', region: undefined };
      return one({ kind: 'assert', target: counted, assertion: { kind: 'count', expected: n } }, [
        { method: 'toHaveCount', args: [n] },
      ]);
    }
    case 11: {
      const to = hostileTarget(random);
      return one({ kind: 'drag', target, to: to.target }, [
        ...calls,
        ...to.calls,
        { method: 'dragTo', args: ['<locator>'] },
      ]);
    }
    case 12: {
      const isCookie = options.testingUser?.kind === 'cookie';
      return {
        actions: [{ kind: 'login', description }],
        statements: isCookie ? 0 : 1,
        calls: isCookie
          ? []
          : [
              { method: 'fill', args: [SECRETS.SCOUT_TESTING_USER_EMAIL] },
              { method: 'fill', args: [SECRETS.SCOUT_TESTING_USER_PASSWORD] },
            ],
      };
    }
    case 13: {
      const n = Math.floor(random() * 1000);
      const kind = pick(random, ['back', 'reload', 'scroll', 'submit', 'wait_for'] as const);
      if (kind === 'wait_for')
        return one({ kind, value: `${n}ms` }, [{ method: 'waitForTimeout', args: [n] }]);
      if (kind === 'back') return one({ kind }, [{ method: 'goBack', args: [] }]);
      if (kind === 'reload') return one({ kind }, [{ method: 'reload', args: [] }]);
      const evaluate = { method: 'evaluate', args: ['<function>'] };
      if (kind === 'submit')
        return one({ kind }, [{ method: 'locator', args: ['form'] }, evaluate]);
      return one({ kind, value: text() }, [evaluate]);
    }
    case 14: {
      const wait = random() < 0.5 ? 'wait_for' : 'wait_gone';
      const shown = { description: text(), text: text() };
      return one({ kind: wait, target: shown }, [
        { method: 'getByText', args: [regexOf(wholeWordsPattern(shown.text))] },
      ]);
    }
    default:
      return dialogStep(random, target, calls);
  }
}

/** A click that opens a dialog, a check of its message, and its answer. */
function dialogStep(random: Random, target: Target, calls: Expected[]): Generated {
  const match = pick(random, MATCHES);
  const expected = match === 'matches' ? hostilePattern(random) : hostileText(random);
  const [value, typed] = typedValue(random);
  const accept = random() < 0.5;
  return {
    actions: [
      { kind: 'click', description: hostileText(random), target },
      {
        kind: 'assert',
        description: hostileText(random),
        assertion: { kind: 'dialog', expected, match },
      },
      accept
        ? { kind: 'accept_dialog', description: hostileText(random), value }
        : { kind: 'dismiss_dialog', description: hostileText(random) },
    ],
    statements: 4,
    calls: [
      ...calls,
      { method: 'click', args: [] },
      { method: 'expect', args: [DIALOG_MESSAGE] },
      comparison(match === 'equals' ? 'toBe' : 'toMatch', expected, match),
      accept ? { method: 'dialog.accept', args: [typed] } : { method: 'dialog.dismiss', args: [] },
    ],
  };
}

/** A run of 1 to 6 hostile steps, and sometimes a last one that is not exportable. */
function hostileRun(random: Random) {
  const options: ExportOptions = {
    testName: hostileText(random),
    startingUrl: `https://app.example.com/${hostileText(random)}`,
    testingUser: pick(random, [
      undefined,
      { kind: 'email_password' as const },
      { kind: 'cookie' as const, cookieName: hostileText(random) },
    ]),
  };
  const steps = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
    hostileStep(random, options),
  );
  if (random() < 0.2) {
    const description = hostileText(random);
    steps.push({
      actions: [{ kind: 'upload', description, value: hostileText(random) }],
      statements: 1,
      calls: [],
      thrown: `Step "${description}" is not exportable: Scout uploaded a sample file it made for the run`,
    });
  }
  return { options, steps };
}

function isCalled(calls: RecordedCall[], expected: Expected): boolean {
  return calls.some((call) =>
    call.method !== expected.method
      ? false
      : 'test' in expected
        ? expected.test(call.args)
        : JSON.stringify(call.args) === JSON.stringify(expected.args),
  );
}

/** Exports the run, and checks the file's shape, what it passes and that no payload ran. */
async function checkExport(options: ExportOptions, steps: Generated[]): Promise<void> {
  const actions = steps.flatMap((s) => s.actions);
  const spec = exportPlaywrightSpec(passingReport(actions), options);
  expect(spec, 'no lone surrogate').not.toMatch(/\p{Cs}/u);
  expect(spec, 'no line ends but \\n').not.toMatch(/[\r\u2028\u2029]/);

  const isCookie = options.testingUser?.kind === 'cookie';
  const usesLogIn = !isCookie && actions.some((a) => a.kind === 'login');
  const usesSecret = actions.some(
    (a) => a.value?.includes('{{testing_user.') && a.kind !== 'upload',
  );
  const shape = readSpecShape(spec);
  expect(shape.errors).toEqual([]);
  expect(shape.topLevel).toEqual([
    'ImportDeclaration',
    'VariableStatement',
    'ExpressionStatement',
    ...(isCookie || usesLogIn || usesSecret ? ['FunctionDeclaration'] : []),
    ...(usesLogIn ? ['FunctionDeclaration'] : []),
  ]);
  const thrownAt = steps.findIndex((s) => s.thrown);
  const statements = steps.reduce((n, s) => n + s.statements, 0);
  expect(shape.body).toHaveLength((isCookie ? 1 : 0) + 1 + statements);

  const run = await runInSandbox(spec, SECRETS, DIALOG_MESSAGE);
  expect(run.sentinel, 'an injected payload ran').toBeUndefined();
  expect(run.titles).toEqual([options.testName]);
  expect(run.thrown).toBe(thrownAt >= 0 ? steps[thrownAt]!.thrown : undefined);
  expect(
    run.calls.find((c) => c.method === 'goto'),
    spec,
  ).toEqual({ method: 'goto', args: [options.startingUrl] });
  if (isCookie) {
    const cookie = run.calls.find((c) => c.method === 'addCookies')!.args[0] as Array<{
      name: string;
    }>;
    expect(cookie[0]!.name).toBe(
      options.testingUser?.kind === 'cookie' && options.testingUser.cookieName,
    );
  }
  for (const call of steps.flatMap((s) => s.calls))
    expect(isCalled(run.calls, call), `${call.method}: ${JSON.stringify(call)}\n${spec}`).toBe(
      true,
    );
}

describe('an exported file, whatever the run recorded', () => {
  test('the review’s payloads: a U+2028 in the test’s name, a \\/ in a title, URL and dialog pattern', async () => {
    const pattern = '/x\\\\/, globalThis.PWNED = 1, /|^/';
    const steps: Generated[] = [
      {
        actions: [
          {
            kind: 'assert',
            description: 'title',
            assertion: { kind: 'title', expected: pattern, match: 'matches' },
          },
        ],
        statements: 1,
        calls: [comparison('toHaveTitle', pattern, 'matches')],
      },
      {
        actions: [
          {
            kind: 'assert',
            description: 'url',
            assertion: { kind: 'url', expected: pattern, match: 'matches' },
          },
        ],
        statements: 1,
        calls: [comparison('toHaveURL', pattern, 'matches')],
      },
      {
        actions: [
          { kind: 'click', description: 'Delete', target: { description: 'x', role: 'button' } },
          {
            kind: 'assert',
            description: 'asks',
            assertion: { kind: 'dialog', expected: pattern, match: 'matches' },
          },
          { kind: 'dismiss_dialog', description: 'cancel' },
        ],
        statements: 4,
        calls: [comparison('toMatch', pattern, 'matches')],
      },
    ];
    await checkExport(
      {
        testName: 'Sign in\u2028globalThis.PWNED = 1; //',
        startingUrl: 'https://app.example.com/',
      },
      steps,
    );
  });

  test('hostile names, texts, patterns, URLs and frame names in every kind of step', async () => {
    // A fixed seed, so CI checks the same 300 exports every time; SCOUT_EXPORT_SEED=<n> tries
    // others (printed, so that a failure can be run again).
    const seed = Number(process.env.SCOUT_EXPORT_SEED) || 20_241;
    console.log(`export property seed: ${seed}`);
    const random = seededRandom(seed);
    for (let i = 0; i < 300; i += 1) {
      const { options, steps } = hostileRun(random);
      await checkExport(options, steps);
    }
  });
});
