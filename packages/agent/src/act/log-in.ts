import type { Locator } from 'playwright-core';
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

/** "Log in as the testing user": fills the sign-in form with the testing user's email and
 *  password and submits it. With a cookie user the session cookie is already set. */
export async function logIn(ctx: ActContext, _action: PlannedAction): Promise<ActOutcome> {
  const user = ctx.spec.testingUser;
  if (!user)
    return failed(
      'infra',
      'The test logs in as the testing user, but this run has no testing user. Choose one for the test.',
    );
  if (user.kind === 'cookie')
    return { ok: true, note: "The testing user's session cookie was set before the first page." };
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
    await email.fill(user.email);
    await confirmFilled(email, user.email);
    field = 'Password';
    await password.first().fill(user.password);
    await confirmFilled(password.first(), user.password);
    const submit = page.getByRole('button', { name: SUBMIT_NAMES }).filter({ visible: true });
    if ((await unseen(page, () => submit.count())) > 0) await submit.first().click();
    else await password.first().press('Enter');
  } catch (error) {
    if (error instanceof NoEffectError)
      return failed('no_effect', noEffectMessage(error, { description: field }));
    return failed('action', `Could not sign in: ${shortError(error)}`);
  }
  return { ok: true };
}
