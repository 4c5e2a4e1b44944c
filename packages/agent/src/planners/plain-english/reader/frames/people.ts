import { FAILING_LOGINS, SECRET_PLACEHOLDERS } from '@scout/shared';
import { literal } from '../../quotes.js';
import { isValue, secretValue } from '../slots.js';
import { act, one, type Frame } from './frame.js';

/**
 * Frames for the testing user: logging in (with the suite's secrets, or credentials the sentence
 * writes out), a login that should fail or succeed, logging out.
 */

// "a standard user", "the regular user": the suite's testing user, named by its kind.
const SUITE_USER =
  /^(?:an?|the)\s+(?:standard|normal|regular|default|ordinary|basic|valid|registered|existing|test|testing)\s+(?:user|customer|member|account|shopper)$/i;

// Where a user signs in, as the app names it: "the Registration Desk", "'Back office'"; not a
// page or form ("the login page", "the checkout") and nothing more ("… with 'ada'", "… and …").
// A bare name without "the" ("Log in to Gmail", "… to GitHub") is more often another service the
// test visits, or its button ("Log in with Facebook"), than a part of the app: not this sign-in.
const SIGN_IN_PLACE = /^(?:(?:[Tt]he\s+)?⟦\d+⟧|[Tt]he\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})$/;

// A credential written out unquoted: one run of characters with no space, comma or slash.
const BARE = '[^\\s,;/⟦⟧]+';
const CREDENTIAL = `(⟦\\d+⟧|${BARE})`;
// What a tester calls credentials that should not get in.
const BAD =
  '(invalid|wrong|incorrect|bad|false|unknown|unregistered|non-existent|nonexistent|non-existing|nonexisting)';
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

export const PEOPLE_FRAMES: Frame[] = [
  {
    // "Then I should be logged in", "Then I am logged in": a check that the sign-in worked. A
    // Given or When in these words is the login itself (below).
    id: 'login.check',
    verbs: ['am', 'be', 'get'],
    patterns: [
      '(am|are|is|be|get|gets|got) [now|successfully|already] (logged in|signed in|logged on|logged-in|signed-in) [successfully|now]',
    ],
    priority: 39,
    read: (_s, ctx) =>
      ctx.mood === 'expect' ? one(ctx, 'assert', { assertion: { kind: 'logged_in' } }) : undefined,
    form: 'I should be logged in',
    examples: [
      'Then I should be logged in',
      'Then I am logged in',
      'Then User should be logged in successfully',
      'Then user is successfully logged in',
    ],
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
      // "the user login to the Registration Desk", "log in to the Admin Console": where the user
      // signs in, named as the app names it (capitalised, or in quotes).
      '(log in|sign in|login|signin|log on) (to|into|at) PLACE',
    ],
    priority: 40,
    read: (s, ctx) =>
      ctx.mood === 'expect' ||
      (s.PLACE !== undefined && !SIGN_IN_PLACE.test(s.PLACE)) ||
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
      'I log in to the Admin Console',
    ],
  },
  {
    // "Attempt to log in with invalid credentials", "When the user logs in with a wrong
    // password", "Login as an unknown user": a login that the app should refuse, which a tester
    // makes up on the spot. Credentials or a password that are wrong: the testing user's email
    // with a password that is not theirs; a user or email that is: an address no account has.
    id: 'login.failing',
    verbs: ['log', 'login', 'sign', 'signin'],
    patterns: [
      `(log in|sign in|login|signin|log on) (with|using) [a|an|the|some] ${BAD} [login|sign in|sign-in] (credentials|details|data|password|passcode|username|user name|email|e-mail|email address|user|account)`,
      `(log in|sign in|login|signin|log on) as [a|an] ${BAD} (user|customer|account|member)`,
      '(log in|sign in|login|signin|log on) (with|using) [a|an|the] [valid|correct|registered|existing] (username|user name|email|e-mail|email address|user) and [a|an|the] (invalid|wrong|incorrect|bad) (password|passcode)',
      `(log in|sign in|login|signin|log on) (with|using) [a|an|the] ${BAD} (username|user name|email|e-mail|email address|user) and [a|an|the] [valid|correct|invalid|wrong|incorrect|bad|any|some] (password|passcode)`,
    ],
    priority: 43,
    read: (_s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      // What is wrong: the user ("an unknown user", "an invalid email and a valid password"), or
      // the password (which also stands for "invalid credentials").
      const wrongUser =
        /\b(?:as\s+(?:an?\s+)?\S+\s+(?:user|customer|account|member)|(?:invalid|wrong|incorrect|bad|false|unknown|unregistered|non-?\s?existent|non-?\s?existing)\s+(?:login\s+)?(?:username|user name|e-?mail(?: address)?|user|account))\b/i.test(
          ctx.text,
        );
      return one(ctx, 'login', { value: wrongUser ? FAILING_LOGINS[1] : FAILING_LOGINS[0] });
    },
    form: 'log in with a wrong password (or invalid credentials, an unknown user): a login the app should refuse',
    examples: [
      'Attempt to log in with invalid credentials.',
      'When the user logs in with a wrong password',
      'When I try to sign in with incorrect login details',
      'Login as an unknown user',
      'When I log in with a valid username and an invalid password',
      'When I log in with an unregistered email and any password',
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
      // "logged in to the shop with email … and password …": where, then with what.
      '(log in|sign in|login|log on) (to|into) [the] PLACE (with|using) [the|an|a] [credentials|login credentials|login details|login data] [email|e-mail|email address|username|user name|login|user] USER [,] and [the|a] [password|pass|passcode] PASSWORD',
    ],
    priority: 42,
    read: (s, ctx) => {
      // The place is the application, by a name of a word or two, never a value.
      if (s.PLACE !== undefined && !/^[\w-]+(?:\s[\w-]+)?$/.test(s.PLACE.trim())) return undefined;
      const user = literal(s.USER, ctx.quotes);
      const password = literal(s.PASSWORD, ctx.quotes);
      if (!isValue(s.USER) || !isValue(s.PASSWORD)) return undefined;
      // "sign in with password newsecret and more": "password newsecret" is no user name.
      if (/^(?:password|pass|passcode)\b/i.test(s.USER.trim())) return undefined;
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
      "Given the shopper has logged in to the store with email 'a@b.c' and password 'x'",
    ],
  },
  {
    // "When I sign in with password 'newsecret'" (diaspora/diaspora): the testing user, with that
    // password (a changed one, say).
    id: 'login.password',
    verbs: ['log', 'login', 'sign'],
    patterns: [
      '(log in|sign in|login|log on) (with|using) [the|a|my|new] [new] (password|pass|passcode) PASSWORD',
    ],
    priority: 42,
    read: (s, ctx) => {
      if (ctx.mood === 'expect' || !/^⟦\d+⟧$/.test(s.PASSWORD.trim())) return undefined;
      const password = literal(s.PASSWORD, ctx.quotes).text;
      return {
        actions: [
          act(ctx, 'fill', {
            value: SECRET_PLACEHOLDERS.email,
            target: { name: 'Email', description: 'Email' },
          }),
          act(ctx, 'fill', {
            value: password,
            target: { name: 'Password', description: 'Password' },
          }),
          act(ctx, 'submit', { target: { name: 'Password', description: 'Password' } }),
        ],
      };
    },
    examples: ['When I sign in with password "newsecret"'],
  },
  {
    // "Then I specify login data 'admin' 'password'" (nugato/nucms): the two values, the user name
    // and the password, each into its field; nothing submitted. A Then without "should" still acts.
    id: 'login.data',
    verbs: ['specify', 'enter', 'type', 'input', 'provide', 'use', 'fill'],
    patterns: [
      '(specify|enter|type|input|provide|use|fill in) [the|my] (login data|login details|login credentials|credentials) USER [,|and] PASSWORD',
    ],
    priority: 33,
    read: (s, ctx) => {
      if (/\b(?:should|must|shall)\b/i.test(ctx.step)) return undefined;
      if (!/^⟦\d+⟧$/.test(s.USER.trim()) || !/^⟦\d+⟧$/.test(s.PASSWORD.trim())) return undefined;
      const user = literal(s.USER, ctx.quotes).text;
      const field = user.includes('@') ? 'Email' : 'Username';
      return {
        actions: [
          act(ctx, 'fill', { value: user, target: { name: field, description: field } }),
          act(ctx, 'fill', {
            value: literal(s.PASSWORD, ctx.quotes).text,
            target: { name: 'Password', description: 'Password' },
          }),
        ],
      };
    },
    examples: ['Then I specify login data "admin" "password"'],
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
    // "Then login fails", "Then Login failed because of a wrong password": the page shows an error.
    id: 'login.failed',
    verbs: ['log', 'login', 'sign', 'signin'],
    patterns: [
      '(login|log in|sign in|signin) [attempt] (fails|failed|is unsuccessful|was unsuccessful|does not succeed|did not succeed|is rejected|was rejected)',
      '(login|log in|sign in|signin) [attempt] (fails|failed|is unsuccessful|was unsuccessful|is rejected|was rejected) (because of|because|due to|with|for) REASON',
    ],
    priority: 41,
    read: (_s, ctx) =>
      ctx.mood === 'expect'
        ? one(ctx, 'assert', { assertion: { kind: 'error_shown' } })
        : undefined,
    form: 'then login fails (an error is shown)',
    examples: ['Then login fails', 'Then sign in failed because of a locked account'],
  },
  {
    // "Then login with email 'ada@example.com' was successful": the page shows whom it signed in.
    id: 'login.succeeded',
    verbs: ['log', 'login', 'sign', 'signin'],
    patterns: [
      '(login|log in|sign in|signin) (with|as|for) [the] [email|e-mail|email address|username|user name|user] USER (was|is|has been) (successful|succeeded|a success)',
    ],
    priority: 41,
    read: (s, ctx) =>
      ctx.mood === 'expect' && /^⟦\d+⟧$/.test(s.USER.trim())
        ? one(ctx, 'assert', {
            assertion: { kind: 'text_visible', expected: literal(s.USER, ctx.quotes).text },
          })
        : undefined,
    examples: ["Then login as 'grace' was successful"],
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
];
