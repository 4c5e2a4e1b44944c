import type { Locator } from 'playwright-core';
import { FAILING_LOGINS, type FailingLogin, type ResolvedAction } from '@scout/shared';
import type { PlannedAction } from '../core/planner.js';
import { resolveTarget } from '../resolve/resolve-target.js';
import type { ActContext } from './act-context.js';
import { failed, shortError, type ActOutcome } from '../core/outcome.js';
import { unseen } from '../core/unseen.js';
import { confirmFilled, noEffectMessage, NoEffectError } from './action-effect.js';

const SUBMIT_NAMES = /^\s*(sign in|log in|login|log on|continue|submit|next|enter)\s*$/i;

async function firstFound(ctx: ActContext, names: string[]): Promise<Locator | undefined> {
  for (const name of names) {
    const found = await resolveTarget(
      ctx.page,
      { name, description: name },
      { kind: 'fill', timeoutMs: 0 },
    );
    if (found.ok) return found.locator;
  }
  return undefined;
}

/** The password of a login that should fail: no one's. */
export const WRONG_PASSWORD = 'Scout-wrong-password-1';
/** The address of a login that should fail for its user: no account's. */
export const UNKNOWN_USER_EMAIL = 'no-such-user@example.com';

/** Which login that should fail the step is (its `value`), or undefined: the testing user's own. */
export function failingLogin(action: Pick<ResolvedAction, 'value'>): FailingLogin | undefined {
  return FAILING_LOGINS.find((kind) => kind === action.value);
}

/** Why a step that types the testing user's credentials cannot run: `doing` says what it does. */
export function noTestingUser(doing: string): string {
  return `The test ${doing}, but this run has no testing user. Choose one for the test.`;
}

/** What a login types: the testing user's email and password, or for a login that should fail
 *  (`FAILING_LOGINS`) the testing user's email (when it has one) with a password that is not
 *  theirs, or an address no account has; a failing login needs no testing user. */
function credentialsOf(
  action: PlannedAction,
  user: ActContext['spec']['testingUser'],
): { email: string; password: string; note?: string } | string {
  const failing = failingLogin(action);
  if (!failing) {
    if (!user) return noTestingUser('logs in as the testing user');
    if (user.kind === 'cookie') return 'cookie';
    return { email: user.email, password: user.password };
  }
  if (failing === 'wrong password' && user?.kind === 'email_password')
    return {
      email: user.email,
      password: WRONG_PASSWORD,
      note: `Signed in with the testing user's email and the wrong password “${WRONG_PASSWORD}”.`,
    };
  return {
    email: UNKNOWN_USER_EMAIL,
    password: WRONG_PASSWORD,
    note: `Signed in as “${UNKNOWN_USER_EMAIL}”, an address no account has, with the password “${WRONG_PASSWORD}”.`,
  };
}

/** "Log in as the testing user": fills the sign-in form with the testing user's email and
 *  password and submits it. With a cookie user the session cookie is already set. "Log in with
 *  a wrong password": the same form, with credentials that should be refused. */
export async function logIn(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  const credentials = credentialsOf(action, ctx.spec.testingUser);
  if (credentials === 'cookie')
    return { ok: true, note: "The testing user's session cookie was set before the first page." };
  if (typeof credentials === 'string') return failed('infra', credentials);
  const { page } = ctx;
  const password = page.locator('input[type=password]').filter({ visible: true });
  try {
    await unseen(page, () =>
      password.first().waitFor({ state: 'visible', timeout: ctx.targetTimeoutMs }),
    );
  } catch {
    return failed(
      'not_found',
      'There is no sign-in form on the page (no password field appeared).',
    );
  }
  const email = await firstFound(ctx, [
    'Email',
    'Email address',
    'E-mail',
    'Username',
    'User name',
    'Login',
  ]);
  if (!email) return failed('not_found', 'The sign-in form has no Email or Username field.');
  let field = 'Email';
  try {
    await email.fill(credentials.email);
    await confirmFilled(email, credentials.email);
    field = 'Password';
    await password.first().fill(credentials.password);
    await confirmFilled(password.first(), credentials.password);
    const submit = page.getByRole('button', { name: SUBMIT_NAMES }).filter({ visible: true });
    if ((await unseen(page, () => submit.count())) > 0) await submit.first().click();
    else await password.first().press('Enter');
  } catch (error) {
    if (error instanceof NoEffectError)
      return failed('no_effect', noEffectMessage(error, { description: field }));
    return failed('action', `Could not sign in: ${shortError(error)}`);
  }
  return credentials.note ? { ok: true, note: credentials.note } : { ok: true };
}
