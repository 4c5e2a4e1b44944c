import { callApp, type PracticeApp, type RunningApp } from './practice-app.js';

// The RealWorld "Conduit" app as Tony Mckes built it (React, Express, Sequelize on PostgreSQL).
// The cases are David Acuña's Gherkin features for Conduit, in his words. His "valid
// credentials" and "a new article" name no values: the values are written into the step.
const FEATURES =
  'https://github.com/Davidacu/nightwatchjs-test-demo/blob/9b99b7284a11441368e8cc1eab4b307b159fc116/features/conduit';

// Users cannot be deleted through the API: every bench run signs up names of its own.
const STAMP = Date.now().toString(36);
const JAMES = { username: `james-${STAMP}`, email: `james-${STAMP}@example.com` };
const PASSWORD = 'Secret123';

const REGISTERED =
  'the Given "James has already registered to Conduit app" is done by the bench through the app\'s API (POST /api/users)';
const VALUES = 'the values the feature leaves to its step definition are written into the step';

const registerJames = async (app: RunningApp) => {
  await callApp('POST', new URL('api/users', app.apiUrl).href, {
    user: { ...JAMES, password: PASSWORD },
  }).catch((error: Error) => {
    // A second case of the same run finds James already there.
    if (!error.message.includes('already exists')) throw error;
  });
};

const signUp = (name: string, newPost: string) => `Given I navigate to Conduit home page
When a user sign up with username "${name}-${STAMP}", email "${name}-${STAMP}@example.com" and password "${PASSWORD}"
Then the registered username "${name}-${STAMP}" is shown at navigation bar
And the navigation bar displays "Home"
And the navigation bar displays "${newPost}"
And the navigation bar does not display "Sign in"
And the navigation bar does not display "Sign Up"`;

const logIn = (extra: string) => `Given James is at the Login page
When James attemps to login with email "${JAMES.email}" and password "${PASSWORD}"
Then James registered username "${JAMES.username}" is shown at navigation bar
And the navigation bar displays "Home"${extra}
And the navigation bar displays "New Article"
And the navigation bar does not display "Sign in"`;

const wrongPassword = (message: string) => `Given James is at the Login page
When James attemps to login with email "${JAMES.email}" and password "not-${PASSWORD}"
Then error message "${message}" is shown`;

export const CONDUIT: PracticeApp = {
  name: 'conduit',
  repository: 'https://github.com/TonyMckes/conduit-realworld-example-app',
  defaultUrl: 'http://127.0.0.1:3101/',
  // Nothing to put back: each case signs up or registers users of its own run.
  reset: async () => undefined,
  cases: [
    {
      id: 'conduit-sign-up',
      site: '/',
      source: `${FEATURES}/signup.feature (Scenario: Register a user with valid credentials)`,
      note: `${VALUES}; this Conduit's link is "New Article" where the feature says "New Post" (its twin keeps the feature's word)`,
      objective: 'Register a user with valid credentials',
      description: signUp('ada', 'New Article'),
      expected: 'PASSED',
    },
    {
      id: 'conduit-sign-up-new-post',
      site: '/',
      source: `${FEATURES}/signup.feature (Scenario: Register a user with valid credentials)`,
      note: VALUES,
      why: 'wrong expectation for this app: its navigation bar says "New Article", not "New Post"',
      objective: 'Register a user with valid credentials',
      description: signUp('grace', 'New Post'),
      expected: 'FAILED',
      failsAt: 5,
      failsOn: 'New Post',
    },
    {
      id: 'conduit-login',
      site: '/#/login',
      source: `${FEATURES}/login.feature (Scenario: James should log in successfully when entering correct credentials)`,
      note: `${REGISTERED}; ${VALUES}`,
      setup: registerJames,
      objective: 'James should log in successfully when entering correct credentials',
      description: logIn(''),
      expected: 'PASSED',
    },
    {
      id: 'conduit-login-settings',
      site: '/#/login',
      source: `${FEATURES}/login.feature (Scenario: James should log in successfully when entering correct credentials)`,
      note: `${REGISTERED}; ${VALUES}`,
      why: 'wrong expectation for this app: its navigation bar has no "Settings" link',
      setup: registerJames,
      objective: 'James should log in successfully when entering correct credentials',
      description: logIn('\nAnd the navigation bar displays "Settings"'),
      expected: 'FAILED',
      failsAt: 5,
      failsOn: 'Settings',
    },
    {
      id: 'conduit-login-incorrect-password',
      site: '/#/login',
      source: `${FEATURES}/login.feature (Scenario: Login should fail when entering incorrect password)`,
      note: `${REGISTERED}; ${VALUES}`,
      why: 'wrong expectation (the feature itself notes it): the app says "Wrong email/password combination"',
      setup: registerJames,
      objective: 'Login should fail when entering incorrect password',
      description: wrongPassword('email or password is incorrect'),
      expected: 'FAILED',
      failsAt: 3,
      failsOn: 'email or password is incorrect',
    },
    {
      id: 'conduit-login-incorrect-password-shown',
      site: '/#/login',
      source: `${FEATURES}/login.feature (Scenario: Login should fail when entering incorrect password)`,
      note: `${REGISTERED}; ${VALUES}; the message is the one the app shows`,
      setup: registerJames,
      objective: 'Login should fail when entering incorrect password',
      description: wrongPassword('Wrong email/password combination'),
      expected: 'PASSED',
    },
    {
      id: 'conduit-need-an-account',
      site: '/#/login',
      source: `${FEATURES}/login.feature (Scenario: Can switch to Sign up by click on 'Need an account?')`,
      objective: "Can switch to Sign up by click on 'Need an account?'",
      description: `Given James is at the Login page
When James press "Need an account?"
Then the Sign up page is shown`,
      expected: 'PASSED',
    },
    {
      id: 'conduit-new-post-requires-login',
      site: '/',
      source: `${FEATURES}/articles.feature (Scenario: Create new post requires login first)`,
      objective: 'Create new post requires login first',
      description: `Given James has not logged in at conduit
When James navigates to conduit home page
Then the navigation bar does not display "New Article"`,
      note: 'this Conduit\'s link is "New Article" where the feature says "New Post"',
      expected: 'PASSED',
    },
    {
      id: 'conduit-create-article',
      site: '/#/login',
      source: `${FEATURES}/articles.feature (Scenario: Create new post)`,
      note: `${REGISTERED}; ${VALUES}`,
      setup: registerJames,
      objective: 'Create new post',
      description: `Given James has already logged in to conduit with email "${JAMES.email}" and password "${PASSWORD}"
When James publishes a new article with title "Dragons ${STAMP}", description "How to train one" and body "Patience, mostly."
Then James new article is loaded properly
And the page shows "Dragons ${STAMP}"`,
      expected: 'PASSED',
    },
  ],
};
