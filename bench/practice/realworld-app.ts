import { callApp, type PracticeApp } from './practice-app.js';

// Cypress's Real World App (React, Express, lowdb), a payment app made to show end-to-end
// testing. Its specs are code only: each case is an `it` title and its steps' meaning in the
// words a tester writes. The user is the first of the app's seed data (password "s3cret").
const SPECS =
  'https://github.com/cypress-io/cypress-realworld-app/blob/6eacef1751dfcdfb9f4b39048473e5f2656a357a/cypress/tests/ui';
const CODE_ONLY = "code only: the it() title and its steps' meaning in a tester's words";
const SIGN_IN = 'Sign in with username "Heath93" and password "s3cret".';

const invalidUser = (
  message: string,
) => `Sign in with username "invalidUserName" and password "invalidPa$$word".
Verify the error "${message}" is displayed.`;

const loginErrors = (
  digits: number,
) => `Type "User" in the Username field, then clear it and leave the field.
Check that "Username is required" is shown.
Type "abc" in the Password field and leave the field.
Check that "Password must contain at least ${digits} characters" is shown.
Check that the Sign In button is disabled.`;

const newBankAccount = (extra: string) => `${SIGN_IN}
Open Bank Accounts and click Create.
Enter "The Best Bank" as Bank Name, "987654321" as Routing Number and "123456789" as Account Number.
Click Save.
Verify the list of bank accounts shows "The Best Bank".${extra}`;

export const REALWORLD_APP: PracticeApp = {
  name: 'rwa',
  repository: 'https://github.com/cypress-io/cypress-realworld-app',
  // The API allows the pages from http://localhost:<port> only (its CORS setting).
  defaultUrl: 'http://localhost:3106/',
  defaultApiUrl: 'http://127.0.0.1:3107/',
  // The app's own reset for its tests: the seed data back (NODE_ENV development or test).
  reset: async (app) => {
    await callApp('POST', new URL('testData/seed', app.apiUrl).href);
  },
  cases: [
    {
      id: 'rwa-login-home',
      site: '/',
      source: `${SPECS}/auth.spec.ts (it 'should redirect to the home page after login')`,
      note: CODE_ONLY,
      objective: 'should redirect to the home page after login',
      description: `${SIGN_IN}
Verify the user is redirected to the home page and the side bar shows "@Heath93".`,
      expected: 'PASSED',
    },
    {
      id: 'rwa-invalid-user',
      site: '/',
      source: `${SPECS}/auth.spec.ts (it 'should error for an invalid user')`,
      note: CODE_ONLY,
      objective: 'should error for an invalid user',
      description: invalidUser('Username or password is invalid'),
      expected: 'PASSED',
    },
    {
      id: 'rwa-invalid-user-message',
      site: '/',
      source: `${SPECS}/auth.spec.ts (it 'should error for an invalid user')`,
      note: CODE_ONLY,
      why: 'wrong expectation: the app says "Username or password is invalid"',
      objective: 'should error for an invalid user',
      description: invalidUser('Invalid username or password'),
      expected: 'FAILED',
      failsAt: 2,
      failsOn: 'Invalid username or password',
    },
    {
      id: 'rwa-login-errors',
      site: '/',
      source: `${SPECS}/auth.spec.ts (it 'should display login errors')`,
      note: CODE_ONLY,
      objective: 'should display login errors',
      description: loginErrors(4),
      expected: 'PASSED',
    },
    {
      id: 'rwa-login-errors-length',
      site: '/',
      source: `${SPECS}/auth.spec.ts (it 'should display login errors')`,
      note: CODE_ONLY,
      why: 'wrong expectation: the app asks for at least 4 characters',
      objective: 'should display login errors',
      description: loginErrors(8),
      expected: 'FAILED',
      failsAt: 4,
      failsOn: 'at least 8 characters',
    },
    {
      id: 'rwa-signup-errors',
      site: '/signup',
      source: `${SPECS}/auth.spec.ts (it 'should display signup errors')`,
      note: `${CODE_ONLY}; the last of the spec's field checks`,
      objective: 'should display signup errors',
      description: `Type "password" in the Password field and "DIFFERENT PASSWORD" in Confirm Password, then leave the field.
Check that "Password does not match" is shown.
Check that the Sign Up button is disabled.`,
      expected: 'PASSED',
    },
    {
      id: 'rwa-new-bank-account',
      site: '/',
      source: `${SPECS}/bankaccounts.spec.ts (it 'creates a new bank account')`,
      note: CODE_ONLY,
      objective: 'creates a new bank account',
      description: newBankAccount(''),
      expected: 'PASSED',
    },
    {
      id: 'rwa-new-bank-account-confirmation',
      site: '/',
      source: `${SPECS}/bankaccounts.spec.ts (it 'creates a new bank account')`,
      note: CODE_ONLY,
      why: 'wrong expectation: the app shows the new account in the list without a message',
      objective: 'creates a new bank account',
      description: newBankAccount(
        '\nVerify the message "Bank account created successfully" is displayed.',
      ),
      expected: 'FAILED',
      failsAt: 6,
      failsOn: 'Bank account created successfully',
    },
    {
      id: 'rwa-bank-account-form-errors',
      site: '/',
      source: `${SPECS}/bankaccounts.spec.ts (it 'should display bank account form errors')`,
      note: `${CODE_ONLY}; the first two of the spec's field checks`,
      objective: 'should display bank account form errors',
      description: `${SIGN_IN}
Open Bank Accounts and click Create.
Type "The" in Bank Name and leave the field.
Check that "Must contain at least 5 characters" is shown.
Type "12345678" in Routing Number and leave the field.
Check that "Must contain a valid routing number" is shown.`,
      expected: 'PASSED',
    },
  ],
};
