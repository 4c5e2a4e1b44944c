import { describe, expect, it } from 'vitest';
import { FAILING_LOGINS, SECRET_PLACEHOLDERS } from '@scout/shared';
import { readStep } from '../read-step.js';

const START = 'https://app.example.test/';

function actions(step: string) {
  const reading = readStep(step, START);
  if (!reading.ok) throw new Error(`not read: ${step} (${reading.refusal.message})`);
  return reading.actions.map(({ description: _d, ...rest }) => rest);
}

// "Attempt to log in with invalid credentials" is the first step of the most common negative test
// there is; a tester makes up the wrong credentials on the spot (issue 25). It was refused.
describe('a login that should fail', () => {
  it.each([
    'Attempt to log in with invalid credentials.',
    'When the user logs in with a wrong password',
    'When I try to sign in with incorrect login details',
    'When I log in with a valid username and an invalid password',
    'And the user logs in with bad credentials',
  ])('%s: the testing user with a password that is not theirs', (step) => {
    expect(actions(step)).toEqual([{ kind: 'login', value: FAILING_LOGINS[0] }]);
  });

  it.each([
    'Login as an unknown user',
    'Log in with wrong email',
    'When I log in with an invalid email and a valid password',
    'When I sign in with an unregistered username',
  ])('%s: an address no account has', (step) => {
    expect(actions(step)).toEqual([{ kind: 'login', value: FAILING_LOGINS[1] }]);
  });

  it("leaves the testing user's own login as it was", () => {
    expect(actions('I log in with valid credentials')).toEqual([{ kind: 'login' }]);
    expect(actions('When the user logs in with a valid login credentials')).toEqual([
      { kind: 'login' },
    ]);
  });

  it('is not a check: "should not be able to log in with …" is not done', () => {
    expect(readStep('Then I should not be able to log in with a wrong password', START).ok).toBe(
      false,
    );
  });
});

// The "in" of "log in" was taken for a step that happens in an email ("click the link in the
// email"), so these were refused with "happens in an email".
describe('a login with the email named is not a step in an email', () => {
  const own = [
    {
      kind: 'fill',
      value: SECRET_PLACEHOLDERS.email,
      target: { name: 'Email', description: 'Email' },
    },
    {
      kind: 'fill',
      value: SECRET_PLACEHOLDERS.password,
      target: { name: 'Password', description: 'Password' },
    },
    { kind: 'submit', target: { name: 'Password', description: 'Password' } },
  ];
  it.each([
    'Log in with a valid email and password',
    'Sign in with your email and password',
    'When I sign in with my email and password',
  ])('%s: the testing user signs in', (step) => {
    expect(actions(step)).toEqual(own);
  });

  it('still refuses what happens in an email', () => {
    for (const step of [
      'Then I click the link in the email',
      'When I follow the link from the email',
    ])
      expect(readStep(step, START)).toMatchObject({
        ok: false,
        refusal: { message: expect.stringContaining('happens in an email') },
      });
  });
});
