import { DEMO_ACCOUNT } from './demo-path.js';

/** What a new account starts with: a suite on Scout's demo app, its testing user and three tests
 *  written in the everyday English the plain-English planner reads (each one checked by a real
 *  run in apps/server/test/example-suite.test.ts). */
export const EXAMPLE_SUITE = {
  name: 'Example: Tidy demo app',
  description:
    "Three example tests on Tidy, the small app Scout serves at /demo/. Run them, read their steps and screenshots, then change them or delete this suite when you're done.",
  browser: 'chrome',
} as const;

export const EXAMPLE_TESTING_USER = {
  name: DEMO_ACCOUNT.name,
  email: DEMO_ACCOUNT.email,
  password: DEMO_ACCOUNT.password,
  role: 'Demo user',
  description: "Signs in to Tidy, Scout's demo app, in the example suite's sign-in test.",
} as const;

export const EXAMPLE_TESTS = [
  {
    name: 'Add a task to the todo list',
    objective: `Click the "Todo list" link
Add "Buy milk" to the list
Check that the page shows "Buy milk"
Check that the page shows "1 item left"`,
    description: 'Passes: the task is added and counted.',
  },
  {
    name: 'Ticking off a task lowers the count (planted bug)',
    objective: `Click the "Todo list with the planted bug" link
Add "Buy milk" to the list
Add "Pay rent" to the list
Mark "Buy milk" as done
Check that the page shows "1 item left"`,
    description:
      'Fails on purpose: this todo list has a planted bug, ticking off a task does not lower the count of items left. Scout stops at the last step, with a screenshot of the page as it was.',
  },
  {
    name: 'Sign in as the testing user',
    objective: `Click the "Sign in" link
Log in as the testing user
Check that the page shows "Welcome back, Dana"`,
    description: `Passes: the testing user ${DEMO_ACCOUNT.name} signs in with the email and password stored (encrypted) in Testing Users.`,
  },
] as const;
