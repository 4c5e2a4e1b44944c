import type { ResolvedAction } from '@scout/shared';
import { closestPhrasing } from './closest-phrasing.js';
import { maskQuotes, restoreQuotes } from './quotes.js';
import { readInOrder, readStep, type StepReading } from './read-step.js';
import { baseVerb } from './reader/normalise.js';
import { isNoteToTester } from './reader/frames.js';
import { LEXICON } from './reader/read.js';
import { splitSteps } from './split-steps.js';
import { dataKey, layOutTestCase, type TestCaseLine } from './test-case-layout.js';

/** A line of the test Scout does not read: where it is, why, and the closest phrasing it reads. */
export interface UnreadLine {
  line: number;
  text: string;
  why: string;
  /** Undefined when no phrasing Scout reads is near it. */
  closest?: string;
}

/** A whole test case read: the actions to run, the preconditions taken as given (data or state,
 *  not run), and every line not understood. */
export interface TestCaseReading {
  actions: ResolvedAction[];
  assumed: string[];
  unread: UnreadLine[];
  /** The steps as split from the text, in order (what each action's description comes from). */
  steps: string[];
  /** Laid out as a test case (sections, numbered steps, a table, Gherkin) rather than prose. */
  isStructured: boolean;
}

interface Part {
  line: TestCaseLine;
  text: string;
}

type Refusal = Extract<StepReading, { ok: false }>['refusal'];

const VERBS: ReadonlySet<string> = new Set([
  ...LEXICON,
  ...['enter', 'type', 'click', 'open', 'go', 'navigate', 'select', 'fill', 'log', 'login'],
]);
const LEAD =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|you|they|the user|user|users|a user)\s+)?(?:(?:should|must|can|will|shall)\s+)?/i;
const UI_WORDS =
  /\b(?:log(?:s|ged)?\s?in|sign(?:s|ed)?\s?in|authenticated|page|screen|tab|dialog|form|url|click(?:s|ed)?|button|field|menu)\b/i;
// Where the test starts or who it is signed in as ("I'm signed in", "I visited 'home page'"):
// never taken as given, though the reader calls the sentence a state ("From field is empty" is).
const WHERE =
  /\b(?:log(?:s|ged)?\s?in|sign(?:s|ed)?\s?in|authenticated|page|screen|site|website|url)\b/i;
const VISITED = /\b(?:visited|opened|navigated|went|gone)\b/i;
const NOT_SIGNED_IN = /\bnot\s+(?:(?:logged|signed)\s+in|authenticated)\b/i;
const FILL_STEP =
  /^((?:(?:i|we|the user|user)\s+)?(?:enter|enters|type|types|input|inputs|provide|provides|fill in|fills in|fill|fills|put|puts|write|writes|key in|keys in|insert|inserts)\s+(?:in\s+)?)(.+?)\.?$/i;
const CREDENTIALS =
  /^(?:(?:i|we|the user|user)\s+)?(?:log\s?in|logs\s+in|sign\s?in|signs\s+in)\s+(?:with|using)\s+(?:the\s+)?(?:valid|correct|given|above|test|following|registered)?\s*(?:credentials|test data|data|details|(?:user\s?name|email|login)\s+and\s+password)$/i;

const SIGNED_IN_AS =
  /^(?:(?:given|and|but|\*)\s+)?(?:i\s+am|i'm|i’m|we\s+are|the\s+user\s+is|user\s+is)\s+(?:(?:logged|signed)\s+in\s+as\s+(?:an?|the|any)\s+(?:[\w-]+\s+){0,2}(?:user|admin|administrator|member|customer|editor|manager)(?:\s+with\s+(?:the\s+|a\s+|an\s+)?⟦\d+⟧\s+role)?|an?\s+(?:new,?\s+|registered,?\s+)?(?:authenticated|logged[- ]in|signed[- ]in)\s+(?:user|member|customer))[.!]?$/i;

/**
 * Reads a whole test case — Gherkin, a numbered manual test case with preconditions and expected
 * results, or plain steps — as actions. Unlike a single step, it goes on past a line it cannot
 * read, so that every such line is listed at once, each with the closest phrasing Scout reads.
 */
export function readTestCase(text: string, startingUrl: string): TestCaseReading {
  const layout = layOutTestCase(text, VERBS);
  const parts: Part[] = layout.lines.flatMap((line) =>
    withData(line, layout.data).flatMap((step) =>
      splitSteps(step).map((part, i) => ({ line, text: i === 0 ? keepThen(step, part) : part })),
    ),
  );
  const actions: ResolvedAction[] = [];
  const assumed: string[] = [];
  const unread: UnreadLine[] = [];
  const refuse = (part: Part, why: string) => {
    // An outline's line is listed once, with its first row's values.
    const shape = maskQuotes(part.text).text;
    if (unread.some((u) => u.line === part.line.line && maskQuotes(u.text).text === shape)) return;
    const closest = closestPhrasing(part.text, startingUrl);
    unread.push({ line: part.line.line, text: part.text, why, ...(closest ? { closest } : {}) });
  };
  let start = 0;
  // What the steps read so far did, for "the book that I just added" (see namedEarlier).
  const done: ResolvedAction[] = [];
  // The answer readied for the next alert (see alertStep).
  let answer: 'accept_dialog' | 'dismiss_dialog' | undefined;
  let answerPart: Part | undefined;
  while (start < parts.length) {
    let calls = 0;
    const rest = parts.slice(start);
    const read = readInOrder(
      rest.map((p) => p.text),
      () => {
        const part = rest[calls++];
        const before = calls > 1 ? rest[calls - 2] : parts[start - 1];
        const text =
          namedEarlier(part.text, done) ??
          itNamed(part.text, before?.text) ??
          thisItem(part.text, before?.text) ??
          onNamedPage(part.text, done) ??
          part.text;
        let reading = readPart({ ...part, text }, startingUrl);
        // "Leave fields empty and submit" before anything was typed: the fields are empty as the
        // page opens, so there is nothing to do but say so.
        if (!reading.ok && LEAVE_EMPTY.test(part.text) && !done.some((a) => a.kind === 'fill')) {
          assumed.push(part.text);
          return { ok: true, actions: [] };
        }
        // "When the user gets the title of the page / Then title should be …": reading the title
        // is part of the check after it, no step of its own.
        const got = READS_ONLY.exec(part.text);
        const next = rest[calls];
        if (!reading.ok && got && next && new RegExp(`\\b${got[1]}\\b`, 'i').test(next.text)) {
          assumed.push(part.text.replace(/^(?:when|and|then)\s+/i, ''));
          return { ok: true, actions: [] };
        }
        // "Alert 'Hello' and await accept" (Taiko): the answer to the alert the next step opens,
        // given after that step; "Check if alert 'Hello' was accepted" checks its message.
        const alert = alertStep(part.text);
        if (!reading.ok && alert?.answer) {
          answer = alert.answer;
          answerPart = part;
          return { ok: true, actions: [] };
        }
        if (!reading.ok && alert?.check)
          reading = { ok: true, actions: [alert.check], frame: 'alert.check' };
        if (reading.ok && answer && reading.actions.some((a) => a.kind !== 'assert')) {
          reading = {
            ...reading,
            actions: [...reading.actions, { kind: answer, description: part.text }],
          };
          answer = undefined;
        }
        const submit = impliedSubmit(part, reading, done.at(-1));
        if (submit && reading.ok) reading = { ...reading, actions: [submit, ...reading.actions] };
        // "Given a user … / And I log out" before anything signed in: the test starts signed out,
        // as a fresh browser does; there is nothing to log out of.
        if (
          reading.ok &&
          part.line.role === 'precondition' &&
          LOG_OUT.test(part.text) &&
          done.length === 0
        ) {
          assumed.push(part.text.replace(/^(?:given|and|but|\*)\s+/i, ''));
          return { ok: true, actions: [] };
        }
        if (reading.ok) done.push(...reading.actions);
        // A debugging step ("show me the page") is a note to whoever runs the test: skipped, and
        // reported with what was taken as given, so that the rest of the test still runs.
        if (!reading.ok && isNoteToTester(part.text)) {
          assumed.push(part.text.replace(/^(?:given|when|then|and|but|\*)\s+/i, ''));
          return { ok: true, actions: [] };
        }
        if (reading.ok || part.line.role !== 'precondition' || !isState(part.text, reading.refusal))
          return reading;
        // Data or state the test starts from: taken as given, not run.
        assumed.push(part.text.replace(/^(?:given|and|but|\*)\s+/i, ''));
        return { ok: true, actions: [] };
      },
    );
    actions.push(...read.actions);
    if (read.failed === undefined) break;
    const failed = rest[calls - 1];
    refuse(failed, read.refusal.message);
    start += calls;
  }
  if (answer && answerPart)
    refuse(
      answerPart,
      `“${answerPart.text}” answers an alert, but no step after it does anything.`,
    );
  for (const part of parts.filter((p) => p.line.unknownTable))
    refuse(
      part,
      'The table under this step is not one Scout can use row by row: a field and a value per row to fill, or a list of what to check or add.',
    );
  unread.sort((a, b) => a.line - b.line);
  return {
    actions,
    assumed: [...new Set(assumed)],
    unread,
    steps: parts.map((p) => p.text),
    isStructured: layout.isStructured,
  };
}

/**
 * "Then I should see 'Learn BDD' / And it should not be done": "it" is the one thing the step
 * before named in quotes, put in its place. Undefined when the step does not start with "it" or
 * the step before named no one thing.
 */
function itNamed(text: string, before: string | undefined): string | undefined {
  const it = /^((?:and|then|but)\s+)?it\s+(?=(?:should|must|is|has|will|shows|says)\b)/i.exec(text);
  if (!it || before === undefined) return undefined;
  const { quotes } = maskQuotes(before);
  if (quotes.length !== 1 || quotes[0].includes('"')) return undefined;
  return `${it[1] ?? ''}"${quotes[0]}" ${text.slice(it[0].length)}`;
}

/**
 * "Given the store has a product 'T-shirt banana' priced at '€12.54' / And I add this product to
 * the cart": "this product" is the one the step before named as a product (or item), put in its
 * place. Undefined when the step says no "this/that product" or the step before named none.
 */
function thisItem(text: string, before: string | undefined): string | undefined {
  const masked = maskQuotes(text);
  const m = /\b(?:this|that)\s+(product|item)\b/i.exec(masked.text);
  if (!m || before === undefined) return undefined;
  const earlier = maskQuotes(before);
  const named = [
    ...earlier.text.matchAll(new RegExp(`\\b${m[1]}\\s+(?:(?:called|named)\\s+)?⟦(\\d+)⟧`, 'gi')),
  ];
  if (named.length !== 1) return undefined;
  const name = earlier.quotes[Number(named[0][1])];
  if (name.includes('"')) return undefined;
  return restoreQuotes(masked.text.replace(m[0], `"${name}"`), masked.quotes);
}

/**
 * "Given I navigate to the Datasets page / When I select Datasets Order By 'Relevance' / Then I
 * should see the Datasets Order By option set to 'Relevance'": the name of the page the test went
 * to, before a control's name of two or more capitalised words, says where the control is, not
 * what it is called ("Order By"). Undefined when no page was gone to by name or none is so named.
 */
function onNamedPage(text: string, done: ResolvedAction[]): string | undefined {
  const page = done.findLast((a) => a.kind === 'navigate' && a.target?.name)?.target?.name;
  if (!page || !/^[A-Z][\w-]*(?:\s[A-Z][\w-]*)*$/.test(page)) return undefined;
  const masked = maskQuotes(text);
  const before = new RegExp(`\\b${page}\\s+(?=[A-Z][\\w-]*\\s+[A-Z][\\w-]*\\b)`);
  if (!before.test(masked.text)) return undefined;
  return restoreQuotes(masked.text.replace(before, ''), masked.quotes);
}

const JUST_ADDED =
  /\b(?:the|my)\s+(?:new\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:(?:that|which)\s+)?(?:i|we|the user|user)\s+(?:have\s+|has\s+)?(?:just\s+)?(?:added|created|entered|posted|saved|submitted|made|wrote|written)\b(?:\s+(?:above|before|earlier))?/i;
const NAME_FIELD = /\b(?:title|name|subject|heading|summary)\b/i;

/**
 * "Then I should see the book that I just added": the book is known by what the form it was made
 * with was given as its title or name (the last such field filled), quoted in its place.
 * Undefined when the step says no such thing, or no title or name was filled.
 */
function namedEarlier(text: string, done: ResolvedAction[]): string | undefined {
  const masked = maskQuotes(text);
  const m = JUST_ADDED.exec(masked.text);
  if (!m) return undefined;
  const named = done.findLast(
    (a) =>
      a.kind === 'fill' &&
      a.value !== undefined &&
      NAME_FIELD.test(a.target?.name ?? a.target?.label ?? a.target?.placeholder ?? ''),
  );
  if (named?.value === undefined || named.value.includes('"')) return undefined;
  return text.replace(
    new RegExp(m[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'), 'i'),
    `"${named.value}"`,
  );
}

/** "Then the cart is empty" stays a Then: the keyword puts the step in the expect mood (splitting
 *  takes it off as a connector). */
function keepThen(step: string, part: string): string {
  return /^then\s/i.test(step.trim()) && !/^then\s/i.test(part) ? `Then ${part}` : part;
}

function readPart(part: Part, startingUrl: string): StepReading {
  const { line, text } = part;
  if (line.role === 'expect') return readExpected(text, startingUrl);
  if (line.label) {
    // "Home page: click Sign in" read as "On the Home page, click Sign in" where the reader knows
    // that form (the label then checks where we are); else the step on its own.
    const label = /^(?:the|a|an)\s/i.test(line.label) ? line.label : `the ${line.label}`;
    const oriented = readStep(`On ${label}, ${text}`, startingUrl);
    if (oriented.ok) return oriented;
  }
  const reading = readStep(text, startingUrl);
  if (line.role === 'precondition' && reading.ok && reading.statement) {
    // "And there are 5 products" after a Given is in the Given mood: it says what data the test
    // starts from, not what the page shows.
    const given = readStep(`Given ${text.replace(/^(?:given|and|but|\*)\s+/i, '')}`, startingUrl);
    if (!given.ok) return given;
  }
  if (reading.ok || line.role !== 'precondition') return reading;
  // "Given I am logged in as an admin user", "… as a user with the 'editor' role", "I am a new,
  // authenticated user": signed in as the suite's testing user, whatever role the words give it.
  if (SIGNED_IN_AS.test(maskQuotes(text).text))
    return { ok: true, actions: [{ kind: 'login', description: text }], frame: 'login' };
  // "log in as 'ada' / 'pw'": the two values are the username and the password.
  const masked = maskQuotes(text);
  const login =
    /^(?:(?:given|and)\s+)?(?:(?:i|the user|user)\s+)?(?:am\s+|is\s+)?(?:log(?:ged)?\s?in|sign(?:ed)?\s?in)\s+(?:as|with)\s+⟦(\d+)⟧\s*(?:\/|,|and)\s*(?:password\s+)?⟦(\d+)⟧$/i.exec(
      masked.text,
    );
  if (!login) return reading;
  const [user, password] = [login[1], login[2]].map((n) => masked.quotes[Number(n)]);
  const again = readStep(`log in with username "${user}" and password "${password}"`, startingUrl);
  return again.ok
    ? { ...again, actions: again.actions.map((a) => ({ ...a, description: text })) }
    : reading;
}

/** Taiko's alert steps: "Alert 'X' and await accept|dismiss" readies the answer; "Check if
 *  alert 'X' was accepted" checks the message of the alert the last step opened. */
function alertStep(
  text: string,
): { answer?: 'accept_dialog' | 'dismiss_dialog'; check?: ResolvedAction } | undefined {
  const masked = maskQuotes(text.trim());
  const ready = /^alert\s+⟦\d+⟧\s+and\s+(?:await\s+)?(accept|dismiss)$/i.exec(masked.text);
  if (ready) return { answer: /accept/i.test(ready[1]) ? 'accept_dialog' : 'dismiss_dialog' };
  const check =
    /^check\s+(?:if|that)\s+(?:the\s+)?alert\s+⟦(\d+)⟧\s+(?:was|is|has\s+been)\s+(?:accepted|dismissed)$/i.exec(
      masked.text,
    );
  if (!check) return undefined;
  const expected = masked.quotes[Number(check[1])];
  return { check: { kind: 'assert', assertion: { kind: 'dialog', expected }, description: text } };
}

const READS_ONLY =
  /^(?:(?:when|and|then)\s+)?(?:(?:i|we|the user|user)\s+)?(?:gets?|reads?|captures?|notes?|fetch(?:es)?|retrieves?|grabs?)\s+the\s+(title|url|address)(?:\s+of\s+the\s+(?:current\s+)?page)?\.?$/i;
const LOG_OUT =
  /^(?:(?:given|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+)?(?:log|logs|sign|signs)\s?out\.?$/i;
const LEAVE_EMPTY =
  /^(?:(?:when|and|given)\s+)?(?:(?:i|the user|user)\s+)?(?:leave|leaves)\s+(?:all\s+)?(?:the\s+)?(?:(?:required|mandatory|form|input)\s+)?fields\s+(?:empty|blank|unfilled)\.?$/i;

// A manual case's expected result that the page goes elsewhere: "Redirect to dashboard",
// "Redirects to the home page".
const REDIRECT =
  /^(?:(?:then|and)\s+)?(?:(?:the\s+)?(?:user|page|app|application|system)\s+)?(?:redirect|redirects|redirected|redirection)\s+(?:to|back to|onto)\s+(.+?)\.?$/i;

/**
 * "Enter correct username/password" then, as the expected result, "Redirect to dashboard": the
 * form is sent before the page can go anywhere, though no step says so. In a manual case's
 * expected result that the page redirects, right after a field was filled, that field's form is
 * submitted first. Undefined otherwise (a Gherkin step is never an expected result here).
 */
function impliedSubmit(
  part: Part,
  reading: StepReading,
  last: ResolvedAction | undefined,
): ResolvedAction | undefined {
  if (part.line.role !== 'expect' || !reading.ok || !REDIRECT.test(part.text)) return undefined;
  if (last?.kind !== 'fill' || !last.target) return undefined;
  return { kind: 'submit', target: last.target, description: part.text };
}

/** An expected result is a check: read in the expect mood ("Then …"), and only a reading that is
 *  all checks counts; "the cart shows 2 items and the total is $19.98" is two checks. */
function readExpected(text: string, startingUrl: string): StepReading {
  const redirect = REDIRECT.exec(text.trim());
  if (redirect) {
    // "Redirect to dashboard": the page it goes to, checked.
    const place = /^(?:the|a|an|my)\s|^[^\p{L}]/iu.test(redirect[1])
      ? redirect[1]
      : `the ${redirect[1]}`;
    const reading = readStep(`Then I should be redirected to ${place}`, startingUrl);
    if (reading.ok && reading.actions.every((a) => a.kind === 'assert'))
      return { ...reading, actions: reading.actions.map((a) => ({ ...a, description: text })) };
  }
  const bare = text.replace(/^(?:then|and|but)\s+/i, '');
  let first: StepReading | undefined;
  for (const candidate of [`Then ${bare}`, bare]) {
    const reading = readStep(candidate, startingUrl);
    first ??= reading;
    if (reading.ok && reading.actions.every((a) => a.kind === 'assert'))
      return { ...reading, actions: reading.actions.map((a) => ({ ...a, description: text })) };
  }
  const masked = maskQuotes(bare);
  const pieces = masked.text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((p) => p.trim());
  if (pieces.length > 1) {
    const readings = pieces.map((p) =>
      readStep(
        `Then ${p.replace(/⟦(\d+)⟧/g, (_, n: string) => `"${masked.quotes[Number(n)]}"`)}`,
        startingUrl,
      ),
    );
    if (readings.every((r) => r.ok && r.actions.every((a) => a.kind === 'assert'))) {
      const actions = readings.flatMap((r) => (r.ok ? r.actions : []));
      return {
        ok: true,
        actions: actions.map((a) => ({ ...a, description: text })),
        frame: 'checks',
      };
    }
  }
  if (first?.ok)
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${text}” is an expected result, so it is checked, but it reads as something to do.`,
      },
    };
  // The reader's reason, about the step as the test writes it (not the "Then …" tried here).
  const refusal = (first as Extract<StepReading, { ok: false }>).refusal;
  return {
    ok: false,
    refusal: { ...refusal, message: refusal.message.replace(`“Then ${bare}”`, `“${text}”`) },
  };
}

/** A precondition that says how things are ("The user has an account", "User is not logged in")
 *  rather than what to do: the refusal says so, or it does not start with a verb of doing. */
function isState(text: string, refusal: Refusal): boolean {
  const masked = maskQuotes(text).text;
  // "I visited 'home page'": a page the test starts on, whatever else the words say.
  if (refusal.kind === 'not_a_ui_step')
    return (!WHERE.test(text) && !VISITED.test(masked)) || NOT_SIGNED_IN.test(masked);
  if (refusal.kind === 'ambiguous') return false;
  // "the user is logged in as 'ada'", "User is on the login page": something done on the page,
  // never passed over in silence.
  if (/⟦\d+⟧/.test(masked) || (UI_WORDS.test(masked) && !NOT_SIGNED_IN.test(masked))) return false;
  const rest = text.replace(LEAD, '');
  // "I am in the website", "the user is at the shop": where the test starts, not state.
  if (
    /^(?:am|is|are)\s+(?:not\s+)?(?:on|in|at|inside|within|viewing|visiting|browsing)\b/i.test(rest)
  )
    return false;
  const first = rest.split(/\s+/)[0]?.toLowerCase() ?? '';
  const base = baseVerb(first, LEXICON);
  // "am"/"is"/"are" start frames of their own ("I am on the … page"), so the lexicon has them.
  return !base || ['be', 'am', 'is', 'are', 'have', 'do', 'exist'].includes(base);
}

/** A step that names test data instead of giving it ("Enter the username", "Enter username and
 *  password") with the values from "Test data:" (or the row's data cell) put in. */
function withData(line: TestCaseLine, data: Map<string, string>): string[] {
  const { text } = line;
  if (line.role !== 'do' || /["“‘']/.test(text)) return [text];
  const login = CREDENTIALS.test(text.replace(/\.$/, ''));
  const user = ['username', 'user', 'login', 'userid'].find((k) => data.has(k));
  if (login && data.has('password') && (user || data.has('email'))) {
    const who = user ? `username "${data.get(user)}"` : `email "${data.get('email')}"`;
    return [`log in with ${who} and password "${data.get('password')}"`];
  }
  const m = FILL_STEP.exec(text);
  if (!m) return [text];
  const nouns = m[2]
    .replace(/\s+(?:fields|boxes|inputs)$/i, '')
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*\/\s*/);
  const named = (noun: string) =>
    noun.replace(/^(?:(?:the|a|an|your|valid|correct|invalid|wrong|registered|existing)\s+)+/i, '');
  if (line.value !== undefined && nouns.length === 1) {
    // "Enter numbers in the From field": what the value is like, then where it goes.
    const into =
      /\s(?:in|into)\s+((?:the\s+)?\S.*?\s+(?:field|box|input|textbox|text\s?area))$/i.exec(
        nouns[0],
      );
    if (into)
      return [`Enter "${line.value}" in ${/^the\s/i.test(into[1]) ? '' : 'the '}${into[1]}`];
    return [`Enter "${line.value}" as the ${named(nouns[0])}`];
  }
  if (!nouns.every((n) => data.has(dataKey(n)))) return [text];
  return nouns.map((n) => `Enter "${data.get(dataKey(n))}" as the ${named(n)}`);
}
