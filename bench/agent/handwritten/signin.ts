import type { Page } from 'playwright-core';
import { FIXTURE_USERS, TESTING_USER } from '@scout/fixtures/users';
import { assertThat, shows, type HandwrittenCase } from './handwritten-case.js';

/** What "log in as the testing user" does by hand: fill the form and submit it (the next step
 *  waits for what it needs, as the agent's does). */
async function logIn(page: Page, user = TESTING_USER) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const MARY = FIXTURE_USERS.find((u) => u.email === 'mary@example.com')!;

export const SIGNIN_HANDWRITTEN: Record<string, HandwrittenCase> = {
  'signin-password': async (page, step) => {
    await step(() => logIn(page));
    await step(() => shows(page, 'Welcome back, Ada Lovelace'));
  },
  'signin-manual-fields': async (page, step) => {
    await step(() => page.getByLabel('Email').fill(TESTING_USER.email));
    await step(() => page.getByLabel('Password').fill(TESTING_USER.password));
    await step(() => page.getByRole('button', { name: 'Sign in' }).click());
    await step(() => shows(page, 'Welcome back, Ada Lovelace'));
    await step(async () =>
      assertThat(page.url().includes('/app/dashboard'), 'not on the dashboard'),
    );
  },
  'signin-fill-login-form': async (page, step) => {
    await step(async () => {
      await page.getByLabel('Email').fill(TESTING_USER.email);
      await page.getByLabel('Password').fill(TESTING_USER.password);
    });
    await step(() => page.getByRole('button', { name: 'Sign in' }).click());
    await step(() => shows(page, 'Welcome back, Ada Lovelace'));
  },
  'signin-wrong-password': async (page, step) => {
    await step(() => page.getByLabel('Email').fill('ada@example.com'));
    await step(() => page.getByLabel('Password').fill('not-my-password'));
    await step(() => page.getByRole('button', { name: 'Sign in' }).click());
    await step(() => shows(page, 'Incorrect email or password.'));
  },
  // "Attempt to log in with invalid credentials": the testing user's email, a password not theirs.
  'signin-invalid-credentials': async (page, step) => {
    await step(() => logIn(page, { ...TESTING_USER, password: 'Scout-wrong-password-1' }));
    await step(() => shows(page, 'Incorrect email or password.'));
  },
  // The cookie is set on the context before the page opens, as the agent does; "log in" with a
  // cookie user then has nothing left to do but its screenshot.
  'signin-cookie': async (page, step) => {
    await step(async () => undefined);
    await step(() => page.goto(new URL('/app/dashboard/', page.url()).toString()));
    await step(() => shows(page, 'Welcome back, Ada Lovelace'));
  },
  'signin-sign-out': async (page, step) => {
    await step(() => logIn(page));
    await step(() => page.getByRole('button', { name: 'Sign out' }).click());
    await step(() => shows(page, 'You have been signed out.'));
  },
  'signin-native-form': async (page, step) => {
    await step(() => logIn(page, MARY));
    await step(() => shows(page, `Welcome back, ${MARY.name}`));
  },
  // The passing twins of the greeting cases: the same tests without the planted bug.
  'signin-bug-greeting-unbroken': async (page, step) => {
    await step(async () => undefined);
    await step(() => shows(page, 'Welcome back, Ada Lovelace'));
  },
  'signin-bug-greeting-password-unbroken': async (page, step) => {
    await step(() => page.getByLabel('Email').fill(TESTING_USER.email));
    await step(() => page.getByLabel('Password').fill(TESTING_USER.password));
    await step(() => page.getByLabel('Password').press('Enter'));
    await step(() => shows(page, 'Welcome back, Ada Lovelace'));
  },
};
