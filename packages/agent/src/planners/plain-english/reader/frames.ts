import { SECRET_PLACEHOLDERS, type ResolvedAction, type Target } from '@scout/shared';
import { pageName, parseAssertion } from '../assertions.js';
import { parseDialogOrTabStep } from '../dialogs-and-tabs.js';
import { toKeyName } from '../keys.js';
import { literal } from '../quotes.js';
import { parseTarget } from '../targets.js';
import { viewportSize } from '../../../core/viewport-size.js';
import { ACTION_FRAMES } from './action-frames.js';
import {
  fileName,
  isGeneric,
  isValue,
  itemName,
  looksLikeDate,
  secretValue,
  target,
  toUrl,
  valueOf,
} from './slots.js';

/**
 * The plain-English reader's verb frames: every form of step it reads, as data. A frame has the
 * verbs it starts with (the lexicon), patterns in the notation of pattern.ts, a priority, and a
 * `read` that turns the captured slots into actions — or returns undefined when the slots do not
 * fit (a value that is a clause, a key that is not a key), so that the frame does not apply.
 *
 * Every frame that applies to a step is a reading; the reader (read.ts) takes the one with the
 * highest priority, then the most literal words matched, and refuses a tie between readings that
 * do different things. So precedence is written here, in `priority`, not in the order of the code.
 */

export type RefusalKind = 'not_a_ui_step' | 'no_frame' | 'missing_slot' | 'ambiguous';

export type Reading =
  { actions: ResolvedAction[]; statement?: true } | { refuse: RefusalKind; message: string };

export interface FrameContext {
  quotes: string[];
  startingUrl: string;
  /** The step as the test wrote it: every action's description. */
  step: string;
  mood: 'do' | 'expect';
  keyword?: 'given' | 'when' | 'then' | 'and' | 'but';
  /** The step as the frames see it: keyword, subject and modals gone, verb in its base form,
   *  quotes masked. */
  text: string;
}

export interface Frame {
  id: string;
  verbs: string[];
  patterns: string[];
  /** Higher wins; 30 is an ordinary verb frame. */
  priority: number;
  read(slots: Record<string, string>, ctx: FrameContext): Reading | undefined;
  /** One line for the list of understood forms. */
  form?: string;
  /** Steps this frame reads (a test checks that each is read by this frame). */
  examples: string[];
}

function act(
  ctx: FrameContext,
  kind: ResolvedAction['kind'],
  extra: Partial<ResolvedAction> = {},
): ResolvedAction {
  return { kind, description: ctx.step, ...extra };
}

function one(
  ctx: FrameContext,
  kind: ResolvedAction['kind'],
  extra: Partial<ResolvedAction> = {},
): Reading {
  return { actions: [act(ctx, kind, extra)] };
}

const DATE_OR_TIME_NOUN = /^(?:the\s+)?(?:date|time)$/i;

/** The field a value goes into; "the time" names a field called time. */
// A field's name, then its value: "the name 'Richard'", "in a valid username of 'john_doe'",
// "an invalid password as 'x'". The words around the name ("in", "a valid", "of") are left out.
const FIELD_THEN_VALUE =
  /^(?:(?:in|into)\s+)?(?:(?:the|a|an|your|my|some)\s+)?(?:(?:valid|invalid|correct|incorrect|wrong|new|existing|registered|unregistered|different|random|unknown)\s+)*([a-z][a-z ]{1,30}?)(?:\s+(?:of|as|with|equal to|set to|=|:))?:?\s+(⟦\d+⟧)$/i;

function fieldTarget(phrase: string, quotes: string[]): Target {
  const t = target(phrase, quotes);
  if (/^(?:the\s+)?date$/i.test(phrase.trim()))
    return { description: t.description, widget: 'date' };
  if (DATE_OR_TIME_NOUN.test(phrase.trim()))
    return { description: t.description, name: phrase.trim().replace(/^the\s+/i, '') };
  if (isGeneric(t) && !t.role && t.near === undefined) t.role = 'textbox';
  return t;
}

/** "'Ada' and 'Lovelace'", "the email and the password": several values, or undefined for one. */
function valueList(
  phrase: string,
  quotes: string[],
): Array<{ value: string; name?: string }> | undefined {
  const parts = phrase.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).filter(Boolean);
  if (parts.length < 2) return undefined;
  const values = parts.map((part) => {
    const quoted = literal(part, quotes);
    if (quoted.quoted) return { value: quoted.text };
    const secret = secretValue(part, true);
    if (!secret) return undefined;
    return {
      value: secret,
      name:
        secret === SECRET_PLACEHOLDERS.password
          ? 'Password'
          : /user ?name/i.test(part)
            ? 'Username'
            : 'Email',
    };
  });
  return values.every(Boolean) ? (values as Array<{ value: string; name?: string }>) : undefined;
}

/** Unquoted words that can be typed as they are: not "values", "a known allergy", "data clerk details". */
function plainValue(phrase: string): boolean {
  const p = phrase.trim();
  if (
    /^(?:a|an|the|some|any|my|your|their|its|his|her|values?|data|details|information|info|text|something|anything)(?:\s|$)/i.test(
      p,
    )
  )
    return false;
  // "Insert email and password as login credentials": two things named, neither one's text.
  if (/\b(?:have|has|be|is|are|to|with|from|into|called|named|details|information|and)\b/i.test(p))
    return false;
  // "enter invalid credentials", "type a wrong password": what to type, described, not the text.
  if (
    /^(?:valid|invalid|correct|incorrect|wrong|proper|random|existing|unknown)\b|\bcredentials?\b/i.test(
      p,
    )
  )
    return false;
  return p.split(/\s+/).length <= 4;
}

const PLURAL_FIELDS =
  /^(?:(?:both|all|the|all the|all of the|two|the two|these|those)\s+)?(?:(?:text|input|form)\s+)?(?:fields|inputs|boxes|textboxes|text boxes|form fields)$/i;

/** "Enter 'Ada' and 'Lovelace' into both text fields", "Enter the email and the password into the
 *  fields": one fill per value, into the field its own name says, else by position. */
function fillMany(
  ctx: FrameContext,
  valuesPhrase: string,
  targetPhrase: string,
): Reading | undefined {
  if (!PLURAL_FIELDS.test(targetPhrase.trim())) return undefined;
  const single = literal(valuesPhrase, ctx.quotes);
  // "Fill both fields with 'test'": the same value into each.
  if (single.quoted && /^both\b/i.test(targetPhrase.trim())) {
    return {
      actions: [0, 1].map((nth) =>
        act(ctx, 'fill', {
          value: single.text,
          target: { role: 'textbox', nth, description: `text field ${nth + 1}` },
        }),
      ),
    };
  }
  const values = valueList(valuesPhrase, ctx.quotes);
  if (!values) return undefined;
  return {
    actions: values.map((v, index) =>
      act(ctx, 'fill', {
        value: v.value,
        target: v.name
          ? { name: v.name, description: v.name }
          : { role: 'textbox', nth: index, description: `text field ${index + 1}` },
      }),
    ),
  };
}

function fill(ctx: FrameContext, valuePhrase: string, targetPhrase: string): Reading | undefined {
  const many = fillMany(ctx, valuePhrase, targetPhrase);
  if (many) return many;
  if (/⟦\d+⟧/.test(valuePhrase) && !/^⟦\d+⟧$/.test(valuePhrase.trim())) return undefined;
  if (
    !isValue(valuePhrase) ||
    (secretValue(valuePhrase) === undefined &&
      !literal(valuePhrase, ctx.quotes).quoted &&
      !plainValue(valuePhrase))
  )
    return undefined;
  const t = fieldTarget(targetPhrase, ctx.quotes);
  return one(ctx, 'fill', { value: valueOf(valuePhrase, ctx.quotes), target: t });
}

const ITEM_VERB_NAME: Record<string, string> = {
  delete: 'Delete',
  remove: 'Remove',
  trash: 'Delete',
  discard: 'Delete',
  erase: 'Delete',
  edit: 'Edit',
  rename: 'Edit',
  duplicate: 'Duplicate',
  archive: 'Archive',
  restore: 'Restore',
  copy: 'Copy',
  share: 'Share',
  download: 'Download',
};

const TYPE_VERBS = [
  'type',
  'enter',
  'input',
  'write',
  'put',
  'key in',
  'insert',
  'provide',
  'use',
  'fill in',
  'specify',
];
const LISTS =
  '(list|todo list|to-do list|to do list|todos|to-dos|todo|tasks|task list|items|shopping list|list of tasks|list of items|notes|checklist)';
const CARTS = '(cart|basket|bag|shopping cart|shopping basket|shopping bag|trolley)';
const MODALS =
  '(modal|popup|pop-up|pop up|overlay|lightbox|modal window|modal dialog|drawer|popover|dialog window|sheet|dialog|dialog box)';
const SECTION =
  '(section|panel|accordion|accordion item|collapsible|details|disclosure|group|fold|expander|dropdown section)';

// "a standard user", "the regular user": the suite's testing user, named by its kind.
const SUITE_USER =
  /^(?:an?|the)\s+(?:standard|normal|regular|default|ordinary|basic|valid|registered|existing|test|testing)\s+(?:user|customer|member|account|shopper)$/i;

// A credential written out unquoted: one run of characters with no space, comma or slash.
const BARE = '[^\\s,;/⟦⟧]+';
const CREDENTIAL = `(⟦\\d+⟧|${BARE})`;
const USER_WORD = '(user ?name|e-?mail(?: address)?|login|user(?: id)?)';
const INLINE_LOGIN = [
  // 'as "ada" with password "pw"', 'with username "ada" and the password "pw"' (quoted values).
  new RegExp(
    `^(?:as|with|using)\\s+(?:the\\s+)?(?:${USER_WORD}\\s+)?(⟦\\d+⟧)\\s*,?\\s*(?:and|with|/)\\s+(?:the\\s+|a\\s+)?(?:password|pass|passcode)\\s+(⟦\\d+⟧)$`,
    'i',
  ),
  // "with Username: ada, Password: pw" (each value after its field's name and a colon).
  new RegExp(
    `^(?:with|using)\\s+(?:the\\s+)?${USER_WORD}\\s*[:=]\\s*${CREDENTIAL}\\s*[,;]?\\s*(?:and\\s+)?(?:the\\s+)?(?:password|pass|passcode)\\s*[:=]\\s*${CREDENTIAL}$`,
    'i',
  ),
  // "as 'ada' / 'pw'", "using the credentials ada@example.com / Secret1".
  new RegExp(
    `^(?:as|with|using)\\s+(?:the\\s+|my\\s+)?(?:(?:login\\s+)?credentials\\s+|${USER_WORD}\\s+(?:and\\s+password\\s+)?)?${CREDENTIAL}\\s*/\\s*${CREDENTIAL}$`,
    'i',
  ),
];

/** The user name and password a login sentence writes out, and the field the name goes into
 *  (the one the sentence names, else Email for an address and Username for anything else).
 *  Written in the test, they are the test's data, not the testing user's secrets. */
function inlineCredentials(
  rest: string,
  quotes: string[],
): { user: string; password: string; field: string } | undefined {
  for (const re of INLINE_LOGIN) {
    const m = re.exec(rest.trim());
    if (!m) continue;
    const [, word, user, password] = m;
    const userText = literal(user, quotes).text;
    const passwordText = literal(password, quotes).text;
    if (!userText || !passwordText) return undefined;
    const field = word
      ? /mail/i.test(word)
        ? 'Email'
        : 'Username'
      : userText.includes('@')
        ? 'Email'
        : 'Username';
    return { user: userText, password: passwordText, field };
  }
  return undefined;
}

// A test framework's debugging step (Capybara's "show me the page", "save and open page"; "take a
// screenshot", "pause", "debug"): a note to whoever runs the test, not about the application.
const NOTE_TO_TESTER =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+)?(?:(?:show me|save and open)\s+(?:the\s+)?(?:current\s+)?page(?:\s+in\s+(?:the|a)\s+browser)?|save and open (?:a\s+|the\s+)?screenshot|take (?:a\s+)?screenshot|print (?:the\s+)?(?:page|html|dom)|pause(?:\s+(?:the\s+)?test)?|debug|start (?:the\s+)?debugger|(?:put|set) a breakpoint)[.!]?$/i;

/** Whether the step is a debugging note to whoever runs the test (see NOTE_TO_TESTER). */
export function isNoteToTester(step: string): boolean {
  return NOTE_TO_TESTER.test(step.trim());
}

export const FRAMES: Frame[] = [
  {
    id: 'note.to-tester',
    verbs: [],
    patterns: ['REST'],
    priority: 90,
    read: (_s, ctx) =>
      isNoteToTester(ctx.step)
        ? {
            refuse: 'not_a_ui_step',
            message:
              'a debugging step for whoever runs the test (it shows, saves or pauses on the page), not a step about the application',
          }
        : undefined,
    examples: [],
  },
  {
    id: 'dialogs-and-tabs',
    verbs: [
      'accept',
      'dismiss',
      'cancel',
      'switch',
      'close',
      'confirm',
      'approve',
      'decline',
      'reject',
      'return',
    ],
    patterns: ['REST'],
    priority: 50,
    read: (s, ctx) => {
      const parsed = parseDialogOrTabStep(s.REST, ctx.quotes, ctx.step);
      return parsed ? { actions: [parsed.action] } : undefined;
    },
    examples: [
      'accept the confirmation',
      'click OK in the dialog',
      'dismiss the alert',
      "enter 'Ada' in the prompt and accept",
      "check that the dialog says 'Are you sure?'",
      'switch to the new tab',
      "switch to the tab titled 'Help'",
      'go back to the first tab',
      'close the tab',
    ],
  },
  {
    id: 'toggle',
    verbs: ['turn', 'switch', 'toggle'],
    patterns: ['(turn|switch|toggle) (on|off) TARGET', '(turn|switch|toggle) TARGET (on|off)'],
    priority: 52,
    read: (s, ctx) => {
      const off = /\boff\b/i.test(ctx.text);
      const t = target(s.TARGET, ctx.quotes);
      if (/\b(?:tab|window)\b/i.test(s.TARGET)) return undefined;
      return one(ctx, off ? 'uncheck' : 'check', { target: t });
    },
    form: "turn off 'SMS alerts' (a switch or checkbox)",
    examples: ["turn off 'Weekly digest'", "Switch 'Dark mode' on"],
  },
  {
    id: 'get.message',
    verbs: ['get', 'receive'],
    patterns: [
      '(get|receive) [the|an|a] [error|message|notification|warning|alert|confirmation|error message] [saying|that says|reading] VALUE',
    ],
    priority: 31,
    read: (s, ctx) =>
      /^⟦\d+⟧$/.test(s.VALUE.trim())
        ? one(ctx, 'assert', {
            assertion: { kind: 'text_visible', expected: literal(s.VALUE, ctx.quotes).text },
          })
        : undefined,
    examples: ["You should get the error 'Please choose a country.'"],
  },
  {
    id: 'tab.named',
    verbs: ['switch', 'go', 'open', 'select'],
    patterns: ['(switch|go|change|move) to [the] NAME tab', '(open|select|choose) [the] NAME tab'],
    priority: 51,
    read: (s, ctx) => {
      // "the 'Billing' tab", "the Notifications tab" (a name as the page writes it, capitalised).
      if (!/^⟦\d+⟧$|^[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}$/.test(s.NAME.trim())) return undefined;
      const name = literal(s.NAME, ctx.quotes).text;
      return one(ctx, 'click', { target: { role: 'tab', name, description: `the “${name}” tab` } });
    },
    examples: ["Switch to the 'Billing' tab"],
  },
  {
    id: 'window.last',
    verbs: ['focus', 'switch', 'go'],
    patterns: [
      '(focus|switch to|go to|focus on) the (last|latest) [opened] (window|tab|browser window|browser tab)',
      '(focus|focus on) the (new|newly opened) (window|tab|browser window|browser tab)',
    ],
    priority: 52,
    read: (_s, ctx) => one(ctx, 'switch_tab', { value: 'new' }),
    examples: ['I focus the last opened window'],
  },
  {
    id: 'login',
    verbs: ['log', 'login', 'sign', 'signin', 'authenticate', 'am', 'be'],
    patterns: [
      "(log in|sign in|login|signin|log on|authenticate|log into the app|sign into the app|log in to the app|sign in to the app) [as|with|using] [the|a|an|my] [testing user|test user|valid user|registered user|user|admin|administrator|existing user|valid|correct|proper] ['s] [credentials|login credentials|account|details|user]",
      '(am|are|is|be|have|has) [already] (logged in|signed in|authenticated|logged on) [as|with] [the|a|an] [testing user|test user|valid user|registered user|user|admin|administrator]',
      '(log in|sign in|login) as NAME',
      '(am|are|is|be) (logged in|signed in) as NAME',
      '(am|are|is|be) (a|an) (logged in|logged-in|signed in|signed-in|authenticated) (user|customer|member|administrator|admin|visitor)',
      '(log in|sign in|login) (to|into) [the] (application|app|site|website|system|account|store|shop)',
    ],
    priority: 40,
    read: (s, ctx) =>
      ctx.mood === 'expect' ||
      (s.NAME !== undefined &&
        !/^⟦\d+⟧$|^(?:an?\s+)?\w+$/i.test(s.NAME) &&
        !SUITE_USER.test(s.NAME))
        ? undefined
        : one(ctx, 'login'),
    form: 'log in as the testing user (sign in; "Given I am logged in")',
    examples: [
      'log in as the testing user',
      'Sign in',
      'Given I am logged in',
      'I log in with the test user credentials',
      // masiyematome/OrangeHrmDemoTestAutomationFramework: OrangeHrmDemo/OrangeHrmDemo/Web/Features/Login.feature
      'When the user logs in with a valid login credentials',
      'Given I am logged in as a regular user',
    ],
  },
  {
    id: 'login.inline',
    verbs: ['log', 'login', 'sign', 'signin', 'am', 'be'],
    patterns: [
      '(log in|sign in|login|signin|log on|logon) REST',
      '(am|are|is|be) [already] (logged in|signed in|logged on) REST',
    ],
    priority: 41,
    read: (s, ctx) => {
      const credentials = inlineCredentials(s.REST, ctx.quotes);
      if (!credentials || ctx.mood === 'expect') return undefined;
      const field = credentials.field;
      return {
        actions: [
          act(ctx, 'fill', {
            value: credentials.user,
            target: { name: field, description: field },
          }),
          act(ctx, 'fill', {
            value: credentials.password,
            target: { name: 'Password', description: 'Password' },
          }),
          act(ctx, 'submit', { target: { name: 'Password', description: 'Password' } }),
        ],
      };
    },
    form: "log in as 'ada' / 'secret'; Login with Username: ada, Password: secret",
    examples: [
      'Given the user is logged in as "ada" with password "secret"',
      'Login with Username: ada, Password: secret',
      "log in as 'ada' / 'secret'",
      'Log in using the credentials ada@example.com / Secret1',
    ],
  },
  {
    id: 'login.with',
    verbs: ['log', 'login', 'sign'],
    patterns: [
      '(log in|sign in|login|log on) (with|using) [the|an|a] [credentials|login credentials|login details|login data] [email|e-mail|email address|username|user name|login|user] USER [,] and [the|a] [password|pass|passcode] PASSWORD',
      '(log in|sign in|login) as USER (with|and) [the|a] [password|pass] PASSWORD',
    ],
    priority: 42,
    read: (s, ctx) => {
      const user = literal(s.USER, ctx.quotes);
      const password = literal(s.PASSWORD, ctx.quotes);
      if (!isValue(s.USER) || !isValue(s.PASSWORD)) return undefined;
      // "Login with username: ada and password: pw": the colon form is login.inline's, whose
      // values come after the colons ("username: ada" is not the user name).
      if ([s.USER, s.PASSWORD].some((v) => /[:=]/.test(v))) return undefined;
      // "log in with credentials 'admin' and 'secret'": a quote with other words about it is not
      // the value as written.
      if ([s.USER, s.PASSWORD].some((v) => /⟦/.test(v) && !/^⟦\d+⟧$/.test(v.trim())))
        return undefined;
      const userField =
        /username|user name|login\b|user\b/i.test(ctx.step.replace(/log ?in\s+(?:with|as)/i, '')) &&
        !user.text.includes('@')
          ? 'Username'
          : 'Email';
      const userValue = user.quoted ? user.text : (secretValue(user.text, true) ?? user.text);
      const passwordValue = password.quoted
        ? password.text
        : (secretValue(password.text, true) ?? password.text);
      return {
        actions: [
          act(ctx, 'fill', {
            value: userValue,
            target: { name: userField, description: userField },
          }),
          act(ctx, 'fill', {
            value: passwordValue,
            target: { name: 'Password', description: 'Password' },
          }),
          act(ctx, 'submit', { target: { name: 'Password', description: 'Password' } }),
        ],
      };
    },
    form: "log in with email 'a@b.c' and password 'secret' (fills both, then submits)",
    examples: [
      "Log in with email 'a@b.c' and password 'x'",
      "sign in as 'ada' with password 'secret'",
    ],
  },
  {
    // "Insert email ada@example.com and password Secret1 as login credentials": both fields
    // filled, nothing submitted (the sentence does not say to log in).
    id: 'login.credentials',
    verbs: ['insert', 'enter', 'type', 'input', 'provide', 'use', 'fill'],
    patterns: [
      '(insert|enter|type|input|provide|use|fill in) [the|an|a|my] (email|e-mail|email address|username|user name|login|user) USER [,] and [the|a|my] (password|pass|passcode) PASSWORD [as|for|in] [the|my] [login|sign in|sign-in] [credentials|details|fields|form]',
    ],
    priority: 32,
    read: (s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      const one = (v: string) => /^(?:⟦\d+⟧|[^\s,;/⟦⟧:=]+)$/.test(v.trim());
      if (!one(s.USER) || !one(s.PASSWORD)) return undefined;
      const user = literal(s.USER, ctx.quotes).text;
      const password = literal(s.PASSWORD, ctx.quotes).text;
      if (!user || !password) return undefined;
      const userField =
        /user ?name|login\b|user\b/i.test(ctx.text.split(/\s+and\s+/)[0]) && !user.includes('@')
          ? 'Username'
          : 'Email';
      return {
        actions: [
          act(ctx, 'fill', { value: user, target: { name: userField, description: userField } }),
          act(ctx, 'fill', {
            value: password,
            target: { name: 'Password', description: 'Password' },
          }),
        ],
      };
    },
    examples: [
      'Insert email ada@example.com and password Secret1 as login credentials',
      'Enter username ada and password Secret1',
    ],
  },
  {
    id: 'logout',
    verbs: ['log', 'logout', 'sign', 'signout'],
    patterns: [
      '(log out|logout|sign out|signout|log off) [of|from] [the] [app|application|site|account]',
    ],
    priority: 40,
    read: (_s, ctx) => {
      const name = /sign/i.test(ctx.step) ? 'Sign out' : 'Log out';
      return one(ctx, 'click', { target: { name, description: name } });
    },
    form: 'log out / sign out (clicks it)',
    examples: ['I sign out', 'log out'],
  },
  {
    id: 'back',
    verbs: ['go', 'navigate', 'browse', 'back'],
    patterns: ['(go|navigate|browse) back [to the previous page]', 'back'],
    priority: 40,
    read: (_s, ctx) => one(ctx, 'back'),
    form: 'go back; reload the page',
    examples: ['go back', 'Navigate back to the previous page'],
  },
  {
    id: 'reload',
    verbs: ['reload', 'refresh'],
    patterns: ['(reload|refresh) [the] [current] [page|browser|screen|view]'],
    priority: 40,
    read: (_s, ctx) => one(ctx, 'reload'),
    examples: ['Reload the page', 'refresh'],
  },
  {
    // "Then I should be notified that it has been successfully created" (Sylius/Sylius:
    // features/admin/product/managing_products/adding_product.feature): the page tells of a
    // success. Only for outcomes a success message says in good words (saved, created, added …,
    // or "successfully" anything); "notified that the order should be addressed first" is not one.
    id: 'notified',
    verbs: ['am', 'be', 'get'],
    patterns: ['(am|are|is|be|get) notified [that|about it that] REST'],
    priority: 31,
    read: (s, ctx) =>
      /^(?:it|they|this|that|the\s+[\w ]+?|⟦\d+⟧)\s+(?:has|have|was|were)\s+(?:been\s+)?(?:successfully\s+\w+|saved|created|added|updated|sent|completed|submitted)$/i.test(
        s.REST.trim(),
      )
        ? one(ctx, 'assert', { assertion: { kind: 'success_shown' } })
        : undefined,
    form: 'a success message should be displayed; I should be notified that it has been saved',
    examples: [
      'Then I should be notified that it has been successfully created',
      'Then I should be notified that the note has been saved',
    ],
  },
  {
    // "Given I am on the login page", "Then user should be redirected to the homepage", "On the
    // checkout page, …": where the browser is. A check; as a Given (or a step that does), also a
    // way to get there (`reach`).
    id: 'orientation',
    verbs: ['am', 'be', 'land', 'stay', 'remain', 'see', 'on'],
    patterns: [
      '(am|are|is|be) [now|currently|still|already|back] (on|at|in) PLACE',
      '(am|are|is|be) [now|currently|still] (located|situated) (on|at|in) PLACE',
      '(am|are|is|be) [now|then|successfully|automatically|immediately] (redirected|taken|sent|brought|navigated|returned|forwarded|directed|routed) (to|back to|onto|on) PLACE',
      '(land|stay|remain) on PLACE',
      'see the PLACE',
      'on PLACE',
    ],
    priority: 31,
    read: (s, ctx) => {
      // "the user should be redirected to a webUI page with the title 'Files - ownCloud'": the
      // page is known by its title.
      const titled =
        /^(?:a|an|the)\s+(?:[\w-]+\s+)?(?:page|screen|web ?page)\s+(?:with\s+the\s+title|with\s+title|titled|whose\s+title\s+is)\s+(⟦\d+⟧)$/i.exec(
          s.PLACE.trim(),
        );
      if (titled)
        return one(ctx, 'assert', {
          assertion: {
            kind: 'title',
            expected: literal(titled[1], ctx.quotes).text,
            match: 'equals',
          },
        });
      const name = pageName(s.PLACE, ctx.quotes);
      if (!name) return undefined;
      const moved =
        /^(?:am|are|is|be)\s+(?:\w+\s+)?(?:redirected|taken|sent|brought|navigated|returned|forwarded|directed|routed)\b/i.test(
          ctx.text,
        );
      const seen = /^see\b/i.test(ctx.text);
      // "see the login page" and "redirected to …" say what happened: always a check.
      const reach = !moved && !seen && (ctx.keyword === 'given' || ctx.mood === 'do');
      if (/^(?:the\s+)?see\b/i.test(ctx.text) && ctx.mood !== 'expect' && ctx.keyword !== 'then')
        return undefined;
      if (/^on\b/i.test(ctx.text) && !/\s(?:page|screen)$/i.test(s.PLACE.trim())) return undefined;
      // "Given I am on the home page": the starting page, opened.
      if (reach && name === 'home') return one(ctx, 'navigate', { value: ctx.startingUrl });
      return one(ctx, 'assert', {
        assertion: { kind: 'on_page', expected: name, ...(reach ? { reach: true } : {}) },
      });
    },
    form: 'Given I am on the login page; Then I should be redirected to the home page',
    examples: [
      // masiyematome/OrangeHrmDemoTestAutomationFramework: OrangeHrmDemo/OrangeHrmDemo/Web/Features/Login.feature
      'Then the user is redirected to the dashboard',
      // AdrielMounzon/Practica-4-Calidad: Features/navigation.feature
      'Given I am on the "OnLine Store Receipt" page',
      'Then I should be redirected to the home page',
      'Given the user should be in login page',
      'Given User is located on the settings page of the shop',
      'On the billing page',
    ],
  },
  {
    id: 'navigate',
    verbs: [
      'go',
      'navigate',
      'browse',
      'head',
      'proceed',
      'open',
      'visit',
      'load',
      'access',
      'am',
      'be',
      'land',
      'return',
    ],
    patterns: [
      '(go|navigate|browse|head|proceed|return|move) [back] to PLACE',
      '(open|visit|load|access|launch|start) PLACE',
      '(am|are|is|be) [now|currently|still] on PLACE',
      'land on PLACE',
    ],
    priority: 30,
    read: (s, ctx) => {
      // "the site '/'", "the URL https://…", "relative path './a.html'": the address after the noun.
      const place = s.PLACE.replace(
        /^(?:the\s+)?(?:site|website|url|address|web ?page|page|link|relative path|path|location)\s+(?=⟦|[a-z]+:\/\/|\/|\.)/i,
        '',
      );
      if (/⟦\d+⟧'s\b/.test(place)) return undefined;
      if (
        /^(?:the\s+|a\s+|my\s+)?(?:browser|web browser|chrome|firefox|new browser(?: window)?)$/i.test(
          place,
        )
      )
        return undefined;
      const words = literal(place, ctx.quotes).text;
      const url = toUrl(words, ctx.startingUrl);
      const isBe = /^(?:am|are|is|be)\b/i.test(ctx.text);
      if (ctx.mood === 'expect')
        return isBe && url
          ? one(ctx, 'assert', { assertion: { kind: 'url', expected: words, match: 'contains' } })
          : undefined;
      if (url) return one(ctx, 'navigate', { value: url });
      // "Go to the login page" names a page, not an element: follow a link to it, or say there is none.
      // "Open 'Details'" opens what it names (a menu, a panel) by clicking it.
      const isPage =
        /^(?:go|navigate|browse|head|proceed|return|visit|am|are|is|be|land)\b/i.test(ctx.text) ||
        /\s+(?:page|screen)$/i.test(place);
      if (/^(?:a|an)\s/i.test(place) || /\b(?:new|another)\s+(?:tab|window)\b/i.test(place))
        return undefined;
      const page = place.replace(/\s+(?:page|screen|tab|section|view)$/i, '');
      return one(ctx, isPage ? 'navigate' : 'click', { target: target(page, ctx.quotes) });
    },
    form: 'go to /path (or open / visit a URL); go to the Pricing page (follows a link to it)',
    examples: [
      'go to /login',
      'Open https://example.com/a?b=1',
      'go to the Pricing page',
      "open 'Details'",
    ],
  },
  {
    id: 'dblclick',
    verbs: ['double-click', 'double', 'dblclick', 'doubleclick'],
    patterns: ['(double-click|double click|dblclick|doubleclick|double tap) [on] TARGET'],
    priority: 32,
    read: (s, ctx) => one(ctx, 'dblclick', { target: target(s.TARGET, ctx.quotes) }),
    form: "double-click 'Row 1'",
    examples: ['double-click the "Row 1" cell'],
  },
  {
    id: 'upload',
    verbs: ['upload', 'attach'],
    patterns: [
      '(upload|attach) FILE (to|into|in|using|with|on|via) TARGET',
      '(upload|attach) FILE',
    ],
    priority: 30,
    read: (s, ctx) =>
      one(ctx, 'upload', {
        value: fileName(s.FILE, ctx.quotes),
        ...(s.TARGET ? { target: target(s.TARGET, ctx.quotes) } : {}),
      }),
    form: "upload a file to 'Attachment'",
    examples: ["upload 'cv.pdf' to 'Resume'", 'attach an image'],
  },
  {
    id: 'fill.with',
    verbs: ['fill', 'complete', 'populate', 'set', 'change', 'update'],
    patterns: [
      '(fill in|fill out|fill|complete|populate) TARGET with VALUE',
      '(set|change|update) TARGET to VALUE',
    ],
    priority: 31,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      if (t.role === 'slider' || /\bslider\b/i.test(s.TARGET))
        return one(ctx, 'fill', {
          value: literal(s.VALUE, ctx.quotes).text,
          target: { ...t, role: 'slider' },
        });
      return fill(ctx, s.VALUE, s.TARGET);
    },
    form: "fill 'Search' with 'hello', set 'Search' to 'hello'; set the volume slider to 30",
    examples: ['fill Email with a@b.c', "set Quantity to '3'"],
  },
  {
    // webdriverio/cucumber-boilerplate: "When I set "test" to the inputfield "#testInput"" (its
    // "add … to" appends, and is not read as this).
    id: 'fill.set.to',
    verbs: ['set'],
    patterns: [
      'set VALUE (to|into|in) [the] (inputfield|input field|input|field|text field|textbox|text box|textarea|element) TARGET',
    ],
    priority: 32,
    read: (s, ctx) =>
      /^⟦\d+⟧$/.test(s.VALUE.trim()) && /^⟦\d+⟧$/.test(s.TARGET.trim())
        ? one(ctx, 'fill', {
            value: literal(s.VALUE, ctx.quotes).text,
            target: target(s.TARGET, ctx.quotes),
          })
        : undefined,
    examples: ['When  I set "test" to the inputfield "#testInput"'],
  },
  {
    id: 'fill.as',
    verbs: TYPE_VERBS,
    patterns: [
      '(type|enter|input|write|put|use|provide|key in|insert|fill in|specify|give) VALUE (as|for) [the|your|my|a|an] TARGET',
      '(specify|set|give) [the|its|their|my] TARGET as VALUE',
    ],
    priority: 31,
    // "type in a valid username as 'ada'": the field is named first and the quote is its value.
    read: (s, ctx) =>
      literal(s.TARGET, ctx.quotes).quoted && !/⟦\d+⟧/.test(s.VALUE)
        ? undefined
        : fill(ctx, s.VALUE, s.TARGET),
    form: "enter 'ada' as the username; enter 5:30 PM as the time",
    examples: ["Enter 'ada' as the username", 'Enter 5:30 PM as the time'],
  },
  {
    id: 'fill.into',
    verbs: TYPE_VERBS,
    patterns: [
      '(type|enter|input|write|put|key in|insert|fill in|fill|paste|provide|start typing|begin typing) VALUE (into|in to|in|inside|on|to) TARGET',
    ],
    priority: 30,
    read: (s, ctx) => {
      if (/^(?:the\s+|my\s+)?(?:list|todo list|to-do list|cart|basket)$/i.test(s.TARGET.trim()))
        return undefined;
      return fill(ctx, s.VALUE, s.TARGET);
    },
    form: "type 'hello' into 'Search' (enter, fill in); type 'Ada' into the text field; enter the email and the password into the fields",
    examples: [
      "type 'hello world' into the Search field",
      "Type 'Ada' into the text field",
      'Enter the email and the password into the fields',
      "type the testing user's password into 'Password'",
    ],
  },
  {
    id: 'fill.bare',
    verbs: TYPE_VERBS,
    patterns: ['(type|enter|input|write|key in) VALUE'],
    priority: 29,
    read: (slots, ctx) => {
      // "type in 'hello'": "in" belongs to the verb.
      // "Enter correct username/password": the two, each into its own field (not the text
      // "username/password").
      const s = {
        ...slots,
        VALUE: slots.VALUE.replace(/^in\s+(?=⟦\d+⟧$)/i, '').replace(
          /\b(user ?name|e-?mail(?: address)?|login)\s*\/\s*(password)\b/i,
          '$1 and $2',
        ),
      };
      if (toKeyName(literal(s.VALUE, ctx.quotes).text) || !isValue(s.VALUE)) return undefined;
      // "enters username and password": the testing user's, each into its own field.
      const secrets = valueList(s.VALUE, ctx.quotes);
      if (secrets?.every((v) => v.name))
        return {
          actions: secrets.map((v) =>
            act(ctx, 'fill', { value: v.value, target: { name: v.name!, description: v.name! } }),
          ),
        };
      // "Type the name 'Richard Hendricks'": the field is named before the value.
      // "Type in a valid username of 'john_doe'": "in", "a valid" and "of" are not the field's name.
      const named = FIELD_THEN_VALUE.exec(s.VALUE.trim());
      if (named && !/^(?:in|into|of|as|to|with)$/i.test(named[1]))
        return one(ctx, 'fill', {
          value: literal(named[2], ctx.quotes).text,
          target: fieldTarget(named[1], ctx.quotes),
        });
      const value = literal(s.VALUE, ctx.quotes).quoted
        ? literal(s.VALUE, ctx.quotes).text
        : (secretValue(s.VALUE, true) ?? s.VALUE);
      if (
        !literal(s.VALUE, ctx.quotes).quoted &&
        secretValue(s.VALUE, true) === undefined &&
        !plainValue(s.VALUE)
      )
        return undefined;
      // "enter the testing user's password" names its field implicitly.
      if (value === SECRET_PLACEHOLDERS.password)
        return one(ctx, 'fill', { value, target: { description: 'Password', name: 'Password' } });
      if (value === SECRET_PLACEHOLDERS.email)
        return one(ctx, 'fill', { value, target: { description: 'Email', name: 'Email' } });
      // With no field named, the text goes where the cursor is (the runner refuses when nothing has focus).
      return one(ctx, 'fill', { value });
    },
    examples: ["type 'hello'", "enter the testing user's password"],
  },
  {
    id: 'autocomplete',
    verbs: TYPE_VERBS,
    patterns: [
      '(type|enter|input|write|start typing) VALUE and (choose|select|pick|click|take) CHOICE (from|in|among) [the] (suggestions|suggestion list|suggestion|autocomplete|autocomplete list|autosuggest|dropdown|drop-down|list|options|results|matches)',
      '(type|enter|input|write|start typing) VALUE (into|in) TARGET and (choose|select|pick|click|take) CHOICE (from|in|among) [the] (suggestions|suggestion list|suggestion|autocomplete|autocomplete list|autosuggest|dropdown|drop-down|list|options|results|matches)',
      '(start typing|begin typing) VALUE [into|in] [TARGET] and (choose|select|pick|click|take) CHOICE',
      '(type|enter|start typing) VALUE (into|in) TARGET and (choose|select|pick|take) CHOICE',
    ],
    priority: 33,
    read: (s, ctx) => {
      const field: Target = s.TARGET
        ? fieldTarget(s.TARGET, ctx.quotes)
        : { role: 'combobox', description: 'the field with suggestions' };
      const choice = literal(s.CHOICE, ctx.quotes).text;
      return {
        actions: [
          act(ctx, 'fill', { value: valueOf(s.VALUE, ctx.quotes), target: field }),
          act(ctx, 'click', { target: { role: 'option', name: choice, description: choice } }),
        ],
      };
    },
    form: "type 'Ber' and choose 'Berlin' from the suggestions",
    examples: ["Type 'Ber' and choose 'Berlin' from the suggestions"],
  },
  {
    id: 'choose.suggestion',
    verbs: ['choose', 'select', 'pick', 'click', 'take'],
    patterns: [
      '(choose|select|pick|click|take) CHOICE (from|in|among) [the] (suggestions|suggestion list|autocomplete|autocomplete list|autosuggest|results list|matches)',
    ],
    priority: 33,
    read: (s, ctx) => {
      const choice = literal(s.CHOICE, ctx.quotes).text;
      return one(ctx, 'click', { target: { role: 'option', name: choice, description: choice } });
    },
    examples: ["choose 'Berlin' from the suggestions"],
  },
  {
    id: 'clear',
    verbs: ['clear', 'empty', 'erase'],
    patterns: [
      '(clear|empty|erase) [the text|the contents|the content|the value] [in|of|from] TARGET',
    ],
    priority: 30,
    read: (s, ctx) =>
      itemName(s.TARGET, ctx.quotes) && /^erase/i.test(ctx.step)
        ? undefined
        : one(ctx, 'clear', { target: fieldTarget(s.TARGET, ctx.quotes) }),
    form: "clear 'Search'",
    examples: ['clear the Search field'],
  },
  {
    // "Leave the Email field empty": nothing typed in it, so it is emptied (a no-op when it is).
    id: 'clear.leave',
    verbs: ['leave', 'keep'],
    patterns: ['(leave|keep) TARGET (empty|blank|unfilled)'],
    priority: 30,
    read: (s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      // Only a field, named as one: "leave the page blank" is not.
      if (!/\b(?:field|input|box|textbox|text box|textarea)$/i.test(s.TARGET.trim()))
        return undefined;
      return one(ctx, 'clear', { target: fieldTarget(s.TARGET, ctx.quotes) });
    },
    examples: ['Leave the Email field empty', "leave the 'Last name' field blank"],
  },
  {
    id: 'select.from',
    verbs: ['select', 'choose', 'pick'],
    patterns: [
      '(select|choose|pick) [the] VALUE [option|value|item|entry] (from|in|on|for|within) TARGET',
    ],
    priority: 30,
    read: (s, ctx) => {
      // "Select 'Blue' and 'Green' in the Colours list": one choice each.
      const many = /^⟦\d+⟧(?:\s*,\s*⟦\d+⟧)*\s*,?\s+and\s+⟦\d+⟧$/.test(s.VALUE.trim());
      if (many) {
        const values = (s.VALUE.match(/⟦\d+⟧/g) ?? []).map((q) => literal(q, ctx.quotes).text);
        return {
          actions: values.map((v) =>
            act(ctx, 'select', { value: v, target: selectTarget(s.TARGET, ctx.quotes) }),
          ),
        };
      }
      // "choose 'Female' on sex list": a list of radio buttons as well as a dropdown; not read.
      if (
        /\s+on\s+(?:the\s+)?[\w -]*\blist$/i.test(ctx.text) &&
        !/\b(?:dropdown|drop-down|drop down|select)\s+list$/i.test(s.TARGET)
      )
        return {
          refuse: 'ambiguous',
          message: 'a choice from a list that may be a dropdown or a group of radio buttons',
        };
      const written = literal(s.VALUE, ctx.quotes);
      const value = written.quoted
        ? written.text
        : written.text.replace(/^(?:option|value|item|entry)\s+(?=⟦|\S)/i, '');
      // "option 'Option 2'", "the option with the text 'Option #4'" (webdriverio/cucumber-boilerplate):
      // the quote is the option.
      const option =
        /^(?:(?:option|value|item|entry)|option\s+with\s+the\s+(?:text|label))\s+(⟦\d+⟧)$/i.exec(
          s.VALUE.trim(),
        );
      if (!written.quoted && option)
        return one(ctx, 'select', {
          value: literal(option[1], ctx.quotes).text,
          target: selectTarget(s.TARGET, ctx.quotes),
        });
      if (!written.quoted && (!plainValue(s.VALUE) || (/\d/.test(s.TARGET) && !/⟦/.test(s.TARGET))))
        return undefined;
      const t = target(s.TARGET, ctx.quotes);
      const ordinal =
        /^(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)(?:\s+(?:option|item|entry|one))?$/i.exec(
          value,
        );
      if (ordinal && !/^⟦/.test(s.VALUE.trim())) {
        const nth = ['first', 'second', 'third', 'fourth', 'fifth'].indexOf(
          ordinal[1]
            .toLowerCase()
            .replace(
              /^(\d)(?:st|nd|rd|th)$/,
              (_m, d: string) => ['first', 'second', 'third', 'fourth', 'fifth'][Number(d) - 1],
            ),
        );
        return one(ctx, 'click', {
          target: {
            role: 'option',
            nth: /last/i.test(ordinal[1]) ? -1 : nth,
            description: `the ${ordinal[1]} option`,
          },
        });
      }
      if (
        /^(?:the\s+)?(?:context\s+|main\s+|file\s+|top\s+)?(?:menu|menu bar|toolbar)$/i.test(
          s.TARGET.trim(),
        )
      )
        return one(ctx, 'click', { target: { name: value, description: value } });
      if (t.widget || looksLikeDate(value))
        return one(ctx, 'fill', { value, target: t.widget ? t : { ...t, widget: 'date' } });
      return one(ctx, 'select', { value, target: selectTarget(s.TARGET, ctx.quotes) });
    },
    form: "select 'Red' from the 'Colour' dropdown; select 'Oslo' from the list; pick 03/14/2024 in the date picker",
    examples: [
      "select 'Blue' from the Colour dropdown",
      "Select 'Oslo' from the list",
      'Pick 03/14/2024 in the date picker',
    ],
  },
  {
    id: 'uncheck',
    verbs: ['uncheck', 'untick', 'deselect', 'un-check', 'un-tick', 'clear'],
    patterns: ['(uncheck|untick|deselect|un-check|un-tick|clear the checkbox) TARGET'],
    priority: 30,
    read: (s, ctx) => one(ctx, 'uncheck', { target: boxTarget(s.TARGET, ctx.quotes) }),
    form: "check / uncheck 'Remember me'; tick the box next to 'Pay rent'",
    examples: ["uncheck 'Remember me'"],
  },
  {
    id: 'check',
    verbs: ['check', 'tick', 'mark', 'select', 'enable', 'toggle'],
    patterns: ['(check|tick|mark) [that|whether|if] REST'],
    priority: 30,
    read: (s, ctx) => {
      const rest = s.REST;
      const asks = /^(?:check|tick|mark)\s+(?:that|whether|if)\b/i.test(ctx.text);
      // "check 'I agree'" ticks a box; "check that 'Saved' …" or "check the title is …" asserts.
      const onlyNamed =
        /^(?:the\s+)?⟦\d+⟧(?:\s+(?:checkbox|check box|box|option|radio(?: button)?|switch|toggle))?$/i.test(
          rest,
        );
      const parsed = asks || !onlyNamed ? parseAssertion(rest, ctx.quotes) : undefined;
      if (parsed) return one(ctx, 'assert', parsed);
      // "Check the price is correct" states something to verify that the planner cannot read.
      if (asks || CLAUSE.test(rest.replace(/\b(?:that|which)\s+(?:says|reads|shows)\b/gi, '')))
        return { refuse: 'no_frame', message: 'a check the planner cannot make concrete' };
      // "Check the settings page", "the user can check out": not a box to tick.
      if (
        /^(?:out|in|off|up|it|them|everything|all)$|\b(?:page|screen|section|form|list|details|results|order|basket|cart|site|app)$/i.test(
          rest.trim(),
        )
      )
        return undefined;
      const box = boxTarget(rest, ctx.quotes);
      if (
        box.role &&
        !['checkbox', 'radio', 'switch', 'option', 'menuitemcheckbox'].includes(box.role)
      )
        return undefined;
      return one(ctx, 'check', { target: box });
    },
    form: "check that the page shows 'Welcome' (whole words; 'contains' for any part of the text); … does not show 'Error'",
    examples: [
      "check 'I agree'",
      "check that the page shows 'Welcome'",
      "Tick the box next to 'Pay rent'",
    ],
  },
  {
    id: 'complete',
    verbs: ['mark', 'complete', 'finish', 'tick', 'check', 'cross'],
    patterns: [
      'mark ITEM as (done|complete|completed|finished|read|resolved|checked|ticked)',
      '(complete|finish|tick off|check off|cross off|cross out) ITEM',
    ],
    priority: 34,
    read: (s, ctx) => {
      const name = itemName(s.ITEM, ctx.quotes);
      return name
        ? one(ctx, 'check', {
            target: { role: 'checkbox', near: name, description: `the checkbox for “${name}”` },
          })
        : undefined;
    },
    form: "mark 'Pay rent' as done / complete 'Pay rent' (ticks its box)",
    examples: ["Mark 'Pay rent' as done", "Complete 'Pay rent'"],
  },
  {
    id: 'uncomplete',
    verbs: ['mark', 'untick', 'uncheck'],
    patterns: [
      'mark ITEM as (not done|not complete|not completed|incomplete|uncompleted|undone|active|unread|open|to do|todo)',
    ],
    priority: 35,
    read: (s, ctx) => {
      const name = itemName(s.ITEM, ctx.quotes);
      return name
        ? one(ctx, 'uncheck', {
            target: { role: 'checkbox', near: name, description: `the checkbox for “${name}”` },
          })
        : undefined;
    },
    examples: ["mark 'Pay rent' as not done"],
  },
  {
    id: 'verify',
    verbs: [
      'verify',
      'expect',
      'assert',
      'ensure',
      'make sure',
      'confirm',
      'validate',
      'see',
      'observe',
      'notice',
      'check',
    ],
    patterns: [
      '(verify|expect|assert|ensure|make sure|confirm|validate|see|observe|notice|double-check|double check) REST',
    ],
    priority: 30,
    read: (s, ctx) => {
      if (UNCHECKABLE.test(s.REST))
        return {
          refuse: 'no_frame',
          message:
            'a check Scout cannot make (templates, patterns and stored values are not supported)',
        };
      // "I should see 25 contacts": what is seen is what the page shows.
      const seen = /^(?:see|observe|notice)\b/i.test(ctx.text)
        ? parseAssertion(`see ${s.REST}`, ctx.quotes)
        : undefined;
      const parsed = seen ?? parseAssertion(s.REST, ctx.quotes);
      return parsed
        ? one(ctx, 'assert', parsed)
        : { refuse: 'no_frame', message: 'a check the planner cannot make concrete' };
    },
    form: "check that 'Save' is visible / hidden / enabled / disabled / checked; 'Email' holds 'a@b.c'",
    examples: ['verify that "Save" is disabled', "Then I should see 'Welcome'"],
  },
  {
    id: 'press.key',
    verbs: ['press', 'hit', 'push', 'tap', 'type'],
    patterns: [
      '(press|hit|push|tap) KEY [key|button]',
      'type KEY [key]',
      '(press|hit|push|tap) KEY [key|button] (in|on|into|inside) TARGET',
    ],
    priority: 32,
    read: (s, ctx) => {
      const written = literal(s.KEY, ctx.quotes);
      // "Type Esc" is a key; "type 'a'" or "type x" is text.
      if (
        /^type\b/i.test(ctx.text) &&
        (written.quoted || !/^(?:esc|escape|enter|return|tab|backspace)$/i.test(written.text))
      )
        return undefined;
      const key = toKeyName(written.text);
      // 'press "Delete"' is a button called Delete; a quoted key is a key only when no button is
      // likely to bear its name (Enter, Tab, Escape, a combination).
      if (!key || (written.quoted && !/^(?:Enter|Tab|Escape|Space|Backspace|.+\+.+)$/.test(key)))
        return undefined;
      return one(ctx, 'press', {
        value: key,
        ...(s.TARGET ? { target: target(s.TARGET, ctx.quotes) } : {}),
      });
    },
    form: 'press Enter (Tab, Escape, Ctrl+A)',
    examples: ['press Enter', 'Press Tab in the Email field'],
  },
  {
    id: 'click',
    verbs: [
      'click',
      'press',
      'tap',
      'hit',
      'push',
      'choose',
      'select',
      'pick',
      'activate',
      'follow',
      'open',
      'trigger',
    ],
    patterns: [
      '(click|press|tap|hit|push|activate|trigger) [on|onto|at] TARGET',
      '(choose|select|pick) TARGET',
      'follow TARGET',
      'TARGET (is|gets) (clicked|pressed|tapped)',
    ],
    priority: 30,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      if (/^follow/i.test(ctx.text) && !t.role) t.role = 'link';
      // "Click the 'I agree' checkbox" means ticked; "choose 'Express'" or "select 'DHL' shipping
      // method" picks one of a group (a radio), as Capybara's choose does.
      if (t.role === 'checkbox' || t.role === 'radio') return one(ctx, 'check', { target: t });
      const chosen = /^(?:choose|select|pick)\s+(?:the\s+)?(⟦\d+⟧)((?:\s+[a-z]+){0,2})$/i.exec(
        ctx.text,
      );
      if (
        chosen &&
        !t.role &&
        !/\b(?:button|link|tab|menu|item|option|icon)$/i.test(ctx.text) &&
        (chosen[2].trim() !== '' || /\bradio\b/i.test(literal(chosen[1], ctx.quotes).text))
      )
        return one(ctx, 'check', { target: t });
      return one(ctx, 'click', { target: t });
    },
    form: "click 'Sign in' (press, tap, choose); click 'Shipping' then 'Payment'; click Remove next to 'Ada'",
    examples: [
      'click Sign in',
      'Click on the "Sign in" button',
      'click Remove next to "Grace Hopper"',
      "click 'Save' in the dialog",
    ],
  },
  {
    id: 'choose.as',
    verbs: ['choose', 'select', 'pick'],
    patterns: ['(choose|select|pick) VALUE as [the|a|an|my|your] NOUN'],
    priority: 31,
    read: (s, ctx) => {
      // "Choose 20 May 2024 as the check-in date": a date for that field.
      const written = literal(s.VALUE, ctx.quotes).text;
      if (looksLikeDate(written))
        return one(ctx, 'fill', {
          value: written,
          target: { ...target(s.NOUN, ctx.quotes), widget: 'date' },
        });
      if (!/^⟦\d+⟧$/.test(s.VALUE.trim())) return undefined;
      const name = literal(s.VALUE, ctx.quotes).text;
      // "Choose 'Large' as the size": the value of the size field; "'DHL' as a shipping method":
      // one of the choices of that kind, clicked.
      if (/\bas\s+(?:the|my|your)\s+/i.test(ctx.text))
        return one(ctx, 'select', { value: name, target: target(s.NOUN, ctx.quotes) });
      return one(ctx, 'click', { target: { name, description: name } });
    },
    examples: ['I choose "DHL" as a shipping method filter'],
  },
  {
    id: 'submit',
    verbs: ['submit', 'send', 'save'],
    patterns: [
      'submit [the|this] [form|page|data|details|changes|entry|information]',
      'submit [the|this] [form] without REST',
      'submit [the] FORM form',
      '(send|save) the form',
    ],
    priority: 34,
    read: (_s, ctx) => one(ctx, 'submit'),
    form: 'submit the form',
    examples: ['Submit the form', 'submit'],
  },
  {
    id: 'search',
    verbs: ['search', 'look', 'query', 'find'],
    patterns: [
      'search [for] VALUE',
      'search [for] VALUE (in|on|using) TARGET',
      'look up VALUE',
      '(look for|find) VALUE using [the] search [box|field|bar]',
    ],
    priority: 33,
    read: (s, ctx) => {
      if (!isValue(s.VALUE, true) || (!/^⟦\d+⟧$/.test(s.VALUE.trim()) && !plainValue(s.VALUE)))
        return undefined;
      if (s.TARGET && !/\b(?:box|field|bar|input|search)\b|⟦/i.test(s.TARGET)) return undefined;
      const field: Target = s.TARGET
        ? fieldTarget(s.TARGET, ctx.quotes)
        : { role: 'searchbox', description: 'the search box' };
      return {
        actions: [
          act(ctx, 'fill', { value: valueOf(s.VALUE, ctx.quotes), target: field }),
          act(ctx, 'submit', { target: field }),
        ],
      };
    },
    form: "search for 'laptop' (types it into the search box and submits)",
    examples: ["Search for 'laptop'", 'search for laptop in the Products search box'],
  },
  {
    id: 'add.cart',
    verbs: ['add', 'put'],
    patterns: [
      `(add|put) ITEM (to|into|in) [the|my|your] ${CARTS}`,
      `(add|put) [it] (to|into|in) [the|my|your] ${CARTS}`,
    ],
    priority: 35,
    read: (s, ctx) => {
      const bag = /basket/i.test(ctx.step)
        ? 'Add to basket'
        : /\bbag\b/i.test(ctx.step)
          ? 'Add to bag'
          : 'Add to cart';
      if (
        s.ITEM === undefined ||
        /^(?:it|this|that|(?:the|this|that) (?:product|item|one))$/i.test(s.ITEM.trim())
      )
        return one(ctx, 'click', { target: { name: bag, description: bag } });
      const name =
        itemName(s.ITEM, ctx.quotes) ??
        (/^(?:the\s+|a\s+|an\s+)?[\w -]+$/i.test(s.ITEM) &&
        !/\b(?:first|second|last)\b/i.test(s.ITEM)
          ? s.ITEM.replace(/^(?:the|a|an)\s+/i, '')
          : undefined);
      if (!name) return undefined;
      return one(ctx, 'click', {
        target: { name: bag, near: name, description: `${bag} for “${name}”` },
      });
    },
    form: "add 'Teapot' to the cart (clicks its Add to cart)",
    examples: ["Add 'Teapot' to the cart", 'I add it to the basket'],
  },
  {
    id: 'add.item',
    verbs: ['add', 'create'],
    patterns: [
      'add VALUE',
      `add VALUE (to|in|into|on) [the|my|your|a] ${LISTS}`,
      '(add|create) [a|an|another] [new] (task|item|todo|to-do|entry|note|reminder|tag|list item) [called|named|titled|with the name|with the title|saying] VALUE',
      '(add|create) [a|an|another] [new] NOUN (called|named|titled|with the name|with the title) VALUE',
    ],
    priority: 33,
    read: (s, ctx) => {
      if (!/^⟦\d+⟧$/.test(s.VALUE.trim())) return undefined;
      const field: Target = { role: 'textbox', description: 'the field for a new item' };
      return {
        actions: [
          act(ctx, 'fill', { value: literal(s.VALUE, ctx.quotes).text, target: field }),
          act(ctx, 'submit', { target: field }),
        ],
      };
    },
    form: "add 'Milk' to the list (types it into the list's field and submits)",
    examples: ["Add 'Milk' to the list", "add a task called 'Pay rent'"],
  },
  {
    id: 'item.action',
    verbs: Object.keys(ITEM_VERB_NAME),
    patterns: [
      `(${Object.keys(ITEM_VERB_NAME).join('|')}) ITEM`,
      `(${Object.keys(ITEM_VERB_NAME).join('|')}) ITEM (from|in|on) [the|my] (${LISTS.slice(1, -1)}|${CARTS.slice(1, -1)}|table|page|row|grid)`,
    ],
    priority: 33,
    read: (s, ctx) => {
      const name = itemName(s.ITEM, ctx.quotes);
      if (!name) return undefined;
      const verb = ctx.text.split(' ')[0].toLowerCase();
      const button = ITEM_VERB_NAME[verb];
      if (!button) return undefined;
      return one(ctx, 'click', {
        target: { name: button, near: name, description: `${button} for “${name}”` },
      });
    },
    form: "delete 'Pay rent' (its row's Delete, × or trash control); edit 'Pay rent'",
    examples: ["Delete 'Pay rent'", "remove the task 'Pay rent'"],
  },
  {
    id: 'close.modal',
    verbs: ['close', 'dismiss', 'exit', 'hide'],
    patterns: [`(close|dismiss|exit|hide|shut) [the|this|that] ${MODALS}`],
    priority: 55,
    read: (_s, ctx) =>
      one(ctx, 'click', {
        target: { name: 'Close', region: 'dialog', description: 'the close button of the dialog' },
      }),
    form: 'close the modal (its Close or × button)',
    examples: ['Close the modal', 'dismiss the popup', 'Close the dialog'],
  },
  {
    id: 'expand',
    verbs: ['expand', 'open', 'unfold', 'show'],
    patterns: [
      `(expand|open|unfold|show) [the] [next|collapsed|hidden|closed] ${SECTION} [below|underneath|beneath|above|further down]`,
      '(expand|unfold) TARGET',
      `(open|show) [the] NAME ${SECTION}`,
    ],
    priority: 34,
    read: (s, ctx) => {
      if (s.NAME !== undefined) {
        if (!/^⟦\d+⟧$/.test(s.NAME.trim())) return undefined;
        return one(ctx, 'click', { target: { ...target(s.NAME, ctx.quotes), collapsed: true } });
      }
      if (!s.TARGET)
        return one(ctx, 'click', {
          target: { collapsed: true, description: 'the collapsed section' },
        });
      const t = target(s.TARGET.replace(new RegExp(`\\s+${SECTION}$`, 'i'), ''), ctx.quotes);
      return one(ctx, 'click', { target: { ...t, collapsed: true } });
    },
    form: "expand 'Shipping'; open the section below",
    examples: ['Open the section below', "Expand 'Shipping'"],
  },
  {
    id: 'collapse',
    verbs: ['collapse', 'fold'],
    patterns: ['(collapse|fold) TARGET'],
    priority: 30,
    read: (s, ctx) =>
      one(ctx, 'click', {
        target: target(s.TARGET.replace(new RegExp(`\\s+${SECTION}$`, 'i'), ''), ctx.quotes),
      }),
    examples: ["collapse 'Shipping'"],
  },
  {
    id: 'find.in.tabs',
    verbs: ['find', 'locate', 'look'],
    patterns: [
      '(find|locate|look for|search for) TARGET (in|on|under|across|among) [one of] the tabs [,] [and|then] [click|open|select|tap|press] [it|on it]',
      '(click|open|select|tap) TARGET (in|on|under) one of the tabs',
    ],
    priority: 36,
    read: (s, ctx) =>
      one(ctx, 'click', { target: { ...target(s.TARGET, ctx.quotes), inTabs: true } }),
    form: "find the 'Invoices' link in one of the tabs and click it",
    examples: ["Find the 'Invoices' link in one of the tabs and click it"],
  },
  {
    id: 'focus',
    verbs: ['focus', 'put', 'place', 'move', 'set', 'give'],
    patterns: [
      'focus [on|in|into] TARGET',
      '(put|place|set) the cursor (in|into|on) TARGET',
      '(move|set|give) [the] focus (to|on|into) TARGET',
    ],
    priority: 33,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      if (isGeneric(t) && !t.role) t.role = 'textbox';
      return one(ctx, 'focus', { target: t });
    },
    form: 'focus the 2nd input',
    examples: ['Focus the 2nd input', 'put the cursor in the Email field'],
  },
  {
    id: 'drag',
    verbs: ['drag', 'move'],
    patterns: ['(drag|drag and drop|move) SOURCE (to|onto|into|over|on|on to|in) TARGET'],
    priority: 31,
    read: (s, ctx) => {
      if (
        /\b(?:mouse|pointer|cursor|slider)\b/i.test(s.SOURCE) ||
        /^\d+(?:\.\d+)?%?$/.test(literal(s.TARGET, ctx.quotes).text)
      )
        return undefined;
      return one(ctx, 'drag', {
        target: target(s.SOURCE, ctx.quotes),
        to: target(s.TARGET, ctx.quotes),
      });
    },
    form: "drag 'Task A' to 'Done'",
    examples: ["Drag 'Task A' to 'Done'", "drag and drop 'Card 1' onto the 'Done' column"],
  },
  {
    id: 'slider',
    verbs: ['move', 'slide', 'drag', 'set'],
    patterns: ['(move|slide|drag|set) TARGET to VALUE'],
    priority: 32,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      if (t.role !== 'slider' && !/\bslider\b/i.test(s.TARGET)) return undefined;
      return one(ctx, 'fill', {
        value: literal(s.VALUE, ctx.quotes).text.replace(/%$/, ''),
        target: { ...t, role: 'slider' },
      });
    },
    examples: ['move the price slider to 50', 'Set the volume slider to 30'],
  },
  {
    // The window's size, as a width and height in pixels (issue 25).
    id: 'resize',
    verbs: ['resize', 'set', 'change'],
    patterns: [
      'resize [my|the] [browser] [window|screen|viewport|browser] to SIZE',
      '(set|change) [my|the] [browser] (window|screen|viewport) [size] to SIZE',
      '(have|use) a (screen|window|viewport|browser window) [that is|of|sized] SIZE',
    ],
    priority: 31,
    read: (s, ctx) => {
      const size = viewportSize(s.SIZE);
      return size ? one(ctx, 'resize', { value: `${size.width}x${size.height}` }) : undefined;
    },
    form: 'resize the window to 800x600',
    examples: ['I resize my window to 800x600', 'I have a screen that is 1024 by 768 pixels'],
  },
  {
    // Every checkbox on show, or every one in a named part of the page (issue 25).
    id: 'check.all',
    verbs: ['tick', 'check', 'select'],
    patterns: [
      '(tick|check|select) all [of] [the] (checkboxes|check boxes|boxes)',
      '(tick|check|select) all [of] [the] (checkboxes|check boxes|boxes) (in|within|inside|under) REGION',
    ],
    priority: 34,
    read: (s, ctx) => {
      if (s.REGION === undefined) return one(ctx, 'check_all');
      const region = literal(s.REGION, ctx.quotes)
        .text.replace(/^the\s+/i, '')
        .trim();
      return one(ctx, 'check_all', { target: { region, description: region } });
    },
    form: 'tick all the checkboxes [in the Filters section]',
    examples: ['Tick all the checkboxes', 'When I check all the checkboxes'],
  },
  {
    id: 'hover',
    verbs: ['hover', 'mouse', 'move', 'mouseover'],
    patterns: [
      '(hover|mouse|mouseover|move the mouse|move the pointer|move the cursor|point) [over|on|onto|to|above|at] TARGET',
    ],
    priority: 30,
    read: (s, ctx) => one(ctx, 'hover', { target: target(s.TARGET, ctx.quotes) }),
    form: "hover over 'Menu'; scroll down / to the bottom / to 'Footer'",
    examples: ["hover over 'Menu'"],
  },
  {
    id: 'scroll',
    verbs: ['scroll'],
    patterns: [
      'scroll [down|up] [to the] [bottom|top|end|start] [of the page]',
      'scroll [down|up] (to|until) [you see|i see|we see|it shows] TARGET',
    ],
    priority: 30,
    read: (s, ctx) => {
      if (s.TARGET !== undefined)
        return one(ctx, 'scroll', {
          target: target(s.TARGET.replace(/\s+is\s+visible$/i, ''), ctx.quotes),
        });
      const words = ctx.step.toLowerCase();
      const where = /bottom|end/.test(words)
        ? 'bottom'
        : /top|start/.test(words)
          ? 'top'
          : /\bup\b/.test(words)
            ? 'up'
            : 'down';
      return one(ctx, 'scroll', { value: where });
    },
    examples: ['scroll down', 'scroll to the bottom of the page', "scroll to 'Footer'"],
  },
  {
    id: 'wait.time',
    verbs: ['wait', 'pause', 'sleep'],
    patterns: ['(wait|pause|sleep) [for] AMOUNT'],
    priority: 31,
    read: (s, ctx) => {
      const m = /^(\d+(?:\.\d+)?)\s*(seconds?|secs?|s|milliseconds?|ms)$/i.exec(s.AMOUNT);
      if (!m) return undefined;
      const ms = /^m/i.test(m[2]) ? Number(m[1]) : Number(m[1]) * 1000;
      return one(ctx, 'wait_for', { value: `${Math.round(ms)}ms` });
    },
    form: "upload a file to 'Attachment'; wait for 'Saved' to appear / disappear; wait 2 seconds",
    examples: ['wait 2 seconds'],
  },
  {
    id: 'wait',
    verbs: ['wait'],
    patterns: ['wait (for|until) REST'],
    priority: 30,
    read: (s, ctx) => readWait(s.REST, ctx),
    examples: [
      "wait for 'Saved' to appear",
      'wait until the page loads',
      "wait for 'Loading' to disappear",
    ],
  },
  {
    id: 'check.statement',
    verbs: [],
    patterns: ['REST'],
    priority: 10,
    read: (s, ctx) => {
      // A Given states what is true before the test ("Given a user 'Alice' has been created"), and a
      // sentence whose subject was a person ("I have 3 items") speaks of that person: neither is a
      // check of the page.
      if (/^(?:have|has|had|am|is|are|was|were|be|been)\b/i.test(s.REST)) return undefined;
      // "And a draft publication 'X' exists" states data unless the sentence is a Then.
      if (/\bexists?$/i.test(s.REST) && ctx.mood !== 'expect') return undefined;
      const parsed = parseAssertion(s.REST, ctx.quotes);
      // A Given about the page itself ("Given the page url is '…'", "Given the element '#menu' is
      // not displayed") is checked like a Then; about anything else, it states data.
      if (
        ctx.keyword === 'given' &&
        !(
          parsed &&
          (['url', 'title'].includes(parsed.assertion.kind) ||
            /^(?:the\s+)?(?:element|selector)\s+⟦\d+⟧/i.test(s.REST))
        )
      )
        return undefined;
      return parsed ? { actions: [act(ctx, 'assert', parsed)], statement: true } : undefined;
    },
    form: "the title is / contains 'Home'; the URL ends with '/orders'; there are 3 items in the cart; the account menu says 'Ada'; no error message is displayed",
    examples: ["the page shows 'Saved'", 'there are 3 items in the cart'],
  },
  ...ACTION_FRAMES,
];

// Checks of a shape, a pattern or a value kept from earlier: not something Scout checks.
const UNCHECKABLE = /\b(?:template|regex|regular expression|stored value|saved value|variable)\b/i;

// A verb outside quotes makes a phrase a statement ("the price is correct"), not an element's name.
const CLAUSE =
  /\b(?:is|are|was|were|be|has|have|had|shows?|displays?|contains?|equals?|matches|works?|looks?|appears?|exists?|says|reads|gets|got|does|did|can|cannot|should|must|will)\b/i;

/** What a value is chosen from; "the list" is a listbox. */
function selectTarget(phrase: string, quotes: string[]): Target {
  // "the Country dropdown list" is the Country dropdown, not a list called "Country dropdown".
  const t = target(
    phrase.replace(/\b(dropdown|drop-down|drop down|select)\s+list$/i, '$1'),
    quotes,
  );
  if (t.role === 'list' || (isGeneric(t) && !t.widget && !t.role)) t.role = 'listbox';
  return t;
}

/** A box to tick: with no name, a checkbox (found by the text beside it). */
function boxTarget(phrase: string, quotes: string[]): Target {
  const t = parseTarget(phrase, quotes);
  if (isGeneric(t) && !t.role) t.role = 'checkbox';
  return t;
}

function readWait(rest: string, ctx: FrameContext): Reading | undefined {
  let m: RegExpExecArray | null;
  if (/^the\s+page\s+(?:to\s+)?(?:load|loads|finish(?:es)? loading|is loaded)$/i.test(rest))
    return one(ctx, 'wait_for', { value: 'load' });
  // "wait for the page to show 'Done'": a wait for that text.
  if (
    (m =
      /^the\s+(?:page|screen)\s+(?:to\s+)?(?:show|shows|display|displays|contain|contains)\s+(.+)$/i.exec(
        rest,
      ))
  )
    return waitOne(ctx, 'wait_for', waitTarget(m[1], ctx.quotes));
  if (
    (m =
      /^(.+?)\s+(?:to\s+)?(?:disappear|disappears|vanish|vanishes|go away|goes away|is gone|be gone|be hidden|is hidden|is removed|be removed|close|closes|is closed|is no longer (?:shown|visible))$/i.exec(
        rest,
      ))
  ) {
    return waitOne(ctx, 'wait_gone', waitTarget(m[1], ctx.quotes));
  }
  m =
    /^(.+?)(?:\s+(?:to\s+)?(?:appear|appears|be shown|is shown|show up|shows up|is visible|be visible|load|loads|is displayed|be displayed|is loaded))?$/i.exec(
      rest,
    );
  return m ? waitOne(ctx, 'wait_for', waitTarget(m[1], ctx.quotes)) : undefined;
}

function waitOne(
  ctx: FrameContext,
  kind: 'wait_for' | 'wait_gone',
  t: Target | undefined,
): Reading | undefined {
  return t ? one(ctx, kind, { target: t }) : undefined;
}

/** "wait for 'Saved'" waits for text; "wait for the Save button" for an element. */
function waitTarget(phrase: string, quotes: string[]): Target | undefined {
  const parsed = parseTarget(phrase.replace(/^(?:the\s+)?(?:text|message)\s+(?=⟦)/i, ''), quotes);
  if (!parsed.role && !parsed.label && !parsed.placeholder && parsed.name) {
    // "wait for the popovers to appear": unquoted words name no text to wait for.
    if (!quotes.includes(parsed.name)) return undefined;
    return { description: parsed.description, text: parsed.name };
  }
  return parsed;
}
