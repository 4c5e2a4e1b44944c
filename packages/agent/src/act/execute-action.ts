import type { Locator, Page } from 'playwright-core';
import type { Target } from '@scout/shared';
import { nonWebUrlProblem } from '../browser/web-only.js';
import type { PlannedAction } from '../core/planner.js';
import { resolveTarget } from '../resolve/resolve-target.js';
import { clickControl, readChecked, readCheckedOrThrow } from '../resolve/shadow-hosts.js';
import type { ActContext } from './act-context.js';
import { checkAssertion } from './check-assertion.js';
import { answersDialogAs } from './act-in-pages.js';
import { selectOption } from './choose-option.js';
import { clearMarks } from './page-marks.js';
import { dragOnto } from './drag-onto.js';
import { fillField } from './fill-field.js';
import { answerDialog, checkDialog, closeTab, switchTab } from './dialogs-and-tabs.js';
import { logIn } from './log-in.js';
import { noteMarked } from '../core/marks.js';
import { failed, pollUntil, quote, shortError, type ActOutcome } from '../core/outcome.js';
import { makeSampleFile } from './sample-file.js';
import { revealSecrets } from '../secrets/reveal-secrets.js';
import { answerInTime } from '../core/page-answer.js';
import { unseen } from '../core/unseen.js';
import {
  boxKind,
  confirmToggled,
  noEffectMessage,
  NoEffectError,
  readToggle,
  stillState,
} from './action-effect.js';

const ACTION_TIMEOUT_MS = 10_000;
const NAVIGATION_TIMEOUT_MS = 30_000;

async function withTarget(
  ctx: ActContext,
  action: PlannedAction,
  run: (locator: Locator, found: Target) => Promise<void>,
  timeoutMs = ctx.targetTimeoutMs,
): Promise<ActOutcome> {
  if (!action.target && !action.ref)
    return failed(
      'infra',
      `The step ${quote(action.description)} does not say which element to use.`,
    );
  const target: Target = action.target ?? { description: action.description };
  const resolution = await resolveTarget(ctx.page, target, {
    kind: action.kind,
    exactOnly: ctx.exactOnly,
    timeoutMs,
    ref: action.ref,
    healing: ctx.healing,
  });
  if (!resolution.ok) return failed(resolution.reason, resolution.error);
  ctx.onResolved?.(resolution.target);
  try {
    const mayBeCovered = POINTER_KINDS.has(action.kind) && listMayReopen.has(ctx.page);
    if (mayBeCovered) await closeListCovering(resolution.locator);
    try {
      await run(resolution.locator, resolution.target);
    } catch (error) {
      // The list may open again only after that look (Tom Select does so a moment after the
      // choice): closed now, the step is tried once more. An action that was done and did not
      // take effect is not done twice (a second click would untick the box).
      if (
        error instanceof NoEffectError ||
        !mayBeCovered ||
        !(await closeListCovering(resolution.locator))
      )
        throw error;
      await run(resolution.locator, resolution.target);
    }
    if (action.kind === 'select' || action.kind === 'fill' || resolution.target.role === 'option')
      listMayReopen.add(ctx.page);
    else listMayReopen.delete(ctx.page);
  } catch (error) {
    if (error instanceof NoEffectError)
      return failed('no_effect', noEffectMessage(error, resolution.target), resolution.target);
    return failed(
      'action',
      `Could not ${action.kind} ${quote(target.description)}: ${shortError(error)}`,
    );
  }
  return { ok: true, target: resolution.target };
}

/** A click, and, where a click has a defined effect (a box ticked, a tab selected, a section
 *  opened), that effect. A plain button's or link's click has none to check. */
async function clickAndConfirm(locator: Locator): Promise<void> {
  const before = await readToggle(locator);
  await clickControl(locator, ACTION_TIMEOUT_MS);
  if (before) await confirmToggled(locator, before);
}

/** Tabs whose last step chose from a list (an option clicked, a select, a field that suggests):
 *  its widget may open the list again over the next element. */
const listMayReopen = new WeakSet<Page>();

/** The steps that reach their element with the pointer, which a list lying over it would take. */
const POINTER_KINDS = new Set<PlannedAction['kind']>([
  'click',
  'dblclick',
  'fill',
  'clear',
  'select',
  'check',
  'uncheck',
  'hover',
  'drag',
  'upload',
  'focus',
  'submit',
]);

/**
 * A list another field left open over the element (Tom Select may open its list again right after
 * a choice, under load more often) is closed with Escape, as a person would close it before going
 * on. Looked for only after a step that chose from a list: one look at the element's centre.
 */
async function closeListCovering(locator: Locator): Promise<boolean> {
  const covered = await unseen(locator.page(), () =>
    locator.evaluate(
      (el) => {
        const box = el.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) return false;
        const hit = el.ownerDocument.elementFromPoint(
          box.left + box.width / 2,
          box.top + box.height / 2,
        );
        if (!hit || el.contains(hit) || hit.contains(el)) return false;
        const list = hit.closest(
          '[role=listbox], [role=menu], [role=tree], .ts-dropdown, .select2-dropdown, .ui-autocomplete',
        );
        return list !== null && !list.contains(el);
      },
      undefined,
      { timeout: 1_000 },
    ),
  ).catch(() => false);
  if (covered) await locator.page().keyboard.press('Escape');
  return covered;
}

async function navigate(
  page: Page,
  run: () => Promise<unknown>,
  what: string,
): Promise<ActOutcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const message = shortError(error);
    // The site could not be reached at all: the run cannot be carried out.
    if (/net::|NS_ERROR|Could not connect|timeout/i.test(message))
      return failed('infra', `Could not open ${what}: ${message}`);
    return failed('action', `Could not open ${what}: ${message}`);
  }
}

/**
 * Ticks or unticks a box and confirms it took. Unlike Playwright's check(), this survives a list
 * that re-renders on change and replaces the box it just clicked (a pinned ref then points at a
 * detached node): the box is looked up again by its name to confirm.
 */
async function setChecked(
  ctx: ActContext,
  locator: Locator,
  found: Target,
  checked: boolean,
): Promise<void> {
  const page = locator.page();
  if ((await unseen(page, () => readCheckedOrThrow(locator, ACTION_TIMEOUT_MS))) === checked)
    return;
  await clickControl(locator, ACTION_TIMEOUT_MS);
  const confirm = async () => {
    // A framework that renders the row anew leaves the locator on nothing: find it again at once
    // instead of waiting for an element that will not come back.
    if ((await locator.count().catch(() => 0)) > 0) {
      const now = await readChecked(locator, 500).catch(() => undefined);
      if (now !== undefined) return { ok: now === checked };
    }
    const again = await resolveTarget(ctx.page, found, {
      kind: 'check',
      exactOnly: true,
      timeoutMs: 500,
    });
    return {
      ok:
        again.ok &&
        ((await readChecked(again.locator, 500).catch(() => undefined)) ?? !checked) === checked,
    };
  };
  if (!(await pollUntil(() => unseen(page, confirm), 2_000)).ok)
    throw new NoEffectError(
      (name) => `${stillState(boxKind(found.role), name, checked)} after the click`,
    );
}

/** Carries out one action on the page; never throws for what the page does. */
export async function executeAction(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  try {
    return await act(ctx, action);
  } finally {
    // The app under test keeps no trace of how Scout found its elements.
    if (!ctx.pages.openDialog) await clearMarks(ctx.page);
  }
}

async function act(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  const { page, spec } = ctx;
  const value = action.value ?? '';
  const revealed = revealSecrets(value, spec.testingUser);
  if (revealed === undefined)
    return failed(
      'infra',
      `The step ${quote(action.description)} uses the testing user's credentials, but this run has no testing user with an email and password.`,
    );
  const timeout = ACTION_TIMEOUT_MS;
  switch (action.kind) {
    case 'navigate': {
      if (action.target && !action.value) return followLink(ctx, action);
      const url = new URL(value || spec.startingUrl, spec.startingUrl).toString();
      const refused = ctx.refuseUrl ? await ctx.refuseUrl(url) : nonWebUrlProblem(url);
      if (refused) return failed('infra', refused);
      return navigate(page, () => page.goto(url, { timeout: NAVIGATION_TIMEOUT_MS }), url);
    }
    case 'back':
      return navigate(
        page,
        () => page.goBack({ timeout: NAVIGATION_TIMEOUT_MS }),
        'the previous page',
      );
    case 'reload':
      return navigate(
        page,
        () => page.reload({ timeout: NAVIGATION_TIMEOUT_MS }),
        'the page again',
      );
    case 'click': {
      // "Close the dialog" when the open dialog is the browser's own: the step answers it.
      const answer = ctx.pages.openDialog ? answersDialogAs(action) : undefined;
      if (answer)
        return answerDialog(
          ctx,
          { ...action, kind: answer === 'accept' ? 'accept_dialog' : 'dismiss_dialog' },
          undefined,
        );
      return withTarget(ctx, action, clickAndConfirm);
    }
    case 'dblclick':
      return withTarget(ctx, action, (l) => l.dblclick({ timeout }));
    case 'fill':
      if (!action.target && !action.ref) {
        // "Type 'hello'" with no field named types where the cursor is; with no text field focused
        // there is nowhere to type, and guessing one could type a value into the wrong field.
        if (!(await hasFocusedTextField(page))) {
          return failed(
            'infra',
            `The step ${quote(action.description)} does not say which field to type into, and no text field has focus. Name the field (for example “type 'hello' into Search”).`,
          );
        }
        await page.keyboard.insertText(revealed);
        return { ok: true };
      }
      return withTarget(ctx, action, (l) => fillField(l, revealed, action.target?.widget));
    case 'clear':
      return withTarget(ctx, action, (l) => l.clear({ timeout }));
    case 'select':
      return withTarget(ctx, action, (l) => selectOption(l, revealed));
    case 'check':
      return withTarget(ctx, action, (l, found) => setChecked(ctx, l, found, true));
    case 'uncheck':
      return withTarget(ctx, action, (l, found) => setChecked(ctx, l, found, false));
    case 'press':
      if (!action.target && !action.ref) {
        await page.keyboard.press(value);
        return { ok: true };
      }
      return withTarget(ctx, action, (l) => l.press(value, { timeout }));
    case 'hover':
      return withTarget(ctx, action, (l) => l.hover({ timeout }));
    case 'scroll':
      if (action.target || action.ref)
        return withTarget(ctx, action, (l) => l.scrollIntoViewIfNeeded({ timeout }));
      await answerInTime(page, () =>
        page.evaluate((where) => {
          if (where === 'bottom') window.scrollTo(0, document.body.scrollHeight);
          else if (where === 'top') window.scrollTo(0, 0);
          else window.scrollBy(0, (where === 'up' ? -0.8 : 0.8) * window.innerHeight);
        }, value || 'down'),
      );
      return { ok: true };
    case 'upload':
      return upload(ctx, action, value || 'sample.txt');
    case 'wait_for':
      return waitFor(ctx, action, value);
    case 'wait_gone':
      return waitGone(ctx, action);
    case 'login':
      return logIn(ctx, action);
    case 'accept_dialog':
    case 'dismiss_dialog':
      return answerDialog(ctx, action, action.value === undefined ? undefined : revealed);
    case 'switch_tab':
      return switchTab(ctx, action);
    case 'close_tab':
      return closeTab(ctx);
    case 'focus':
      return withTarget(ctx, action, (l) => l.focus({ timeout }));
    case 'drag':
      return drag(ctx, action);
    case 'submit':
      return submit(ctx, action);
    case 'assert':
      if (!action.assertion)
        return failed('infra', `The step ${quote(action.description)} does not say what to check.`);
      if (action.assertion.kind === 'dialog') return checkDialog(ctx, action.assertion);
      return checkAssertion(
        { page, startingUrl: spec.startingUrl, timeoutMs: ctx.targetTimeoutMs },
        action.assertion,
        action.target,
        ctx.exactOnly,
        action.ref,
      );
  }
}

/** Whether the keyboard would type into a text field (an input, text area or editable element),
 *  in the page or inside the frame or shadow root that has focus. */
async function hasFocusedTextField(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const focused = await answerInTime(page, () =>
      unseen(page, () =>
        frame.evaluate(() => {
          let el: Element | null = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          if (!el || el === document.body) return false;
          if (el instanceof HTMLTextAreaElement) return !el.disabled && !el.readOnly;
          if (el instanceof HTMLInputElement)
            return (
              !el.disabled &&
              !el.readOnly &&
              ![
                'button',
                'submit',
                'reset',
                'checkbox',
                'radio',
                'file',
                'image',
                'range',
                'color',
                'hidden',
              ].includes(el.type)
            );
          return (el as HTMLElement).isContentEditable;
        }),
      ),
    ).catch(() => false);
    if (focused) return true;
  }
  return false;
}

/**
 * "Navigate to the login page" names a page, not an address: follow the link (or menu item) to it.
 * When the page has none, the test cannot be carried out as written, which is not the
 * application's fault: say so and ask for the address.
 */
async function followLink(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  const target = action.target!;
  // "Given I am on the booking page" when the run is already there: its address, title or main
  // heading names it.
  // A page that sends itself on (a single-page app's redirect from "/") is given a moment first.
  const here = await pollUntil(
    async () => {
      const why = await unseen(ctx.page, () =>
        alreadyOn(ctx.page, target.name ?? target.description),
      );
      return { ok: why !== undefined, why };
    },
    Math.min(1_000, ctx.targetTimeoutMs),
  ).then((look) => look.why);
  if (here)
    return {
      ok: true,
      note: `Already on the ${quote(target.name ?? target.description)} page (${here}).`,
    };
  const resolution = await resolveTarget(ctx.page, target, {
    kind: 'navigate',
    exactOnly: ctx.exactOnly,
    timeoutMs: ctx.targetTimeoutMs,
    healing: ctx.healing,
  });
  if (!resolution.ok) {
    if (resolution.reason === 'ambiguous') return failed('ambiguous', resolution.error);
    return failed(
      'infra',
      `The step ${quote(action.description)} names a page, not an address, and the page has no link to ${quote(target.name ?? target.description)}. Write its address (for example “go to /login”). ${resolution.error}`,
    );
  }
  ctx.onResolved?.(resolution.target);
  try {
    await resolution.locator.click({ timeout: ACTION_TIMEOUT_MS });
  } catch (error) {
    return failed(
      'action',
      `Could not follow the link to ${quote(target.description)}: ${shortError(error)}`,
    );
  }
  return { ok: true, target: resolution.target };
}

/** Where the page says it is the named page: its address, its title or its main heading. */
async function alreadyOn(page: Page, name: string): Promise<string | undefined> {
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!words) return undefined;
  const has = (text: string) =>
    ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${words} `);
  // The address names the page by its last part ("/booking/", "/login"), not by any word in it.
  const last = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (
    last
      .toLowerCase()
      .replace(/\.[a-z]+$/, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim() === words
  )
    return 'its address says so';
  if (has(await answerInTime(page, () => page.title()).catch(() => ''))) return 'its title says so';
  const heading = await page
    .locator('h1')
    .first()
    .textContent({ timeout: 300 })
    .catch(() => '');
  return heading && has(heading) ? 'its heading says so' : undefined;
}

async function upload(
  ctx: ActContext,
  action: PlannedAction,
  fileName: string,
): Promise<ActOutcome> {
  const file = await makeSampleFile(ctx.spec.outDir, fileName);
  if (!action.target && !action.ref) {
    const input = ctx.page.locator('input[type=file]');
    if ((await unseen(ctx.page, () => input.count())) === 0)
      return failed('not_found', 'The page has no file upload field.');
    await input.first().setInputFiles(file);
    return { ok: true };
  }
  return withTarget(ctx, action, async (l) => {
    const isFileInput = await unseen(ctx.page, () =>
      l.evaluate((el) => el instanceof HTMLInputElement && el.type === 'file'),
    );
    if (isFileInput) return l.setInputFiles(file, { timeout: ACTION_TIMEOUT_MS });
    const [chooser] = await Promise.all([
      ctx.page.waitForEvent('filechooser', { timeout: ACTION_TIMEOUT_MS }),
      l.click(),
    ]);
    await chooser.setFiles(file);
  });
}

async function waitFor(ctx: ActContext, action: PlannedAction, value: string): Promise<ActOutcome> {
  const sleep = /^(\d+)ms$/.exec(value);
  if (sleep) {
    await ctx.page.waitForTimeout(Math.min(Number(sleep[1]), 60_000));
    return { ok: true };
  }
  if (value === 'load') {
    await ctx.page
      .waitForLoadState('load', { timeout: NAVIGATION_TIMEOUT_MS })
      .catch(() => undefined);
    return { ok: true };
  }
  if (action.target?.text && !action.target.role) {
    const outcome = await checkAssertion(
      { page: ctx.page, startingUrl: ctx.spec.startingUrl, timeoutMs: ctx.waitTimeoutMs },
      { kind: 'text_visible', expected: action.target.text },
      undefined,
      ctx.exactOnly,
    );
    return outcome.ok
      ? { ok: true, target: action.target }
      : failed('not_found', `${quote(action.target.text)} never appeared on the page.`);
  }
  return withTarget(ctx, action, async () => undefined, ctx.waitTimeoutMs);
}

async function waitGone(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  const target = action.target ?? { description: action.description };
  if (target.text && !target.role) {
    const outcome = await checkAssertion(
      { page: ctx.page, startingUrl: ctx.spec.startingUrl, timeoutMs: ctx.waitTimeoutMs },
      { kind: 'text_absent', expected: target.text },
      undefined,
      ctx.exactOnly,
    );
    return outcome.ok
      ? { ok: true, target }
      : failed(
          'assertion',
          `${quote(target.text)} was still on the page after ${ctx.waitTimeoutMs / 1000} s.`,
        );
  }
  const resolution = await resolveTarget(ctx.page, target, {
    kind: 'wait_gone',
    exactOnly: ctx.exactOnly,
    timeoutMs: 300,
  });
  if (!resolution.ok) return { ok: true, target };
  const gone = await pollUntil(
    async () => ({ ok: await resolution.locator.isHidden().catch(() => true) }),
    ctx.waitTimeoutMs,
  );
  return gone.ok
    ? { ok: true, target: resolution.target }
    : failed(
        'assertion',
        `${quote(target.description)} was still on the page after ${ctx.waitTimeoutMs / 1000} s.`,
      );
}

async function drag(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  if (!action.to)
    return failed('infra', `The step ${quote(action.description)} does not say where to drop it.`);
  const to = action.to;
  const destination = await resolveTarget(ctx.page, to, {
    kind: 'hover',
    exactOnly: ctx.exactOnly,
    timeoutMs: ctx.targetTimeoutMs,
    healing: ctx.healing,
  });
  if (!destination.ok) return failed(destination.reason, destination.error);
  return withTarget(ctx, action, (l) => dragOnto(l, destination.locator));
}

/**
 * Submits a form the way a person would: the submit button of the field's form (or of the one
 * form on show when the step names no field), else Enter in the field.
 */
async function submit(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  if (!action.target && !action.ref) {
    const forms = ctx.page.locator('form').filter({ visible: true });
    const count = await unseen(ctx.page, () => forms.count());
    if (count !== 1)
      return failed(
        count ? 'ambiguous' : 'not_found',
        count
          ? `The page shows ${count} forms; say which one to submit (for example “click 'Save'”).`
          : 'The page shows no form to submit.',
      );
    const button = forms
      .locator('button:not([type=button]):not([type=reset]), input[type=submit], input[type=image]')
      .filter({ visible: true });
    try {
      if ((await unseen(ctx.page, () => button.count())) >= 1)
        await button.first().click({ timeout: ACTION_TIMEOUT_MS });
      else await forms.evaluate((form) => (form as HTMLFormElement).requestSubmit());
    } catch (error) {
      return failed('action', `Could not submit the form: ${shortError(error)}`);
    }
    return { ok: true };
  }
  return withTarget(ctx, action, async (l) => {
    const inForm = await unseen(ctx.page, () =>
      l.evaluate((el) => Boolean((el as HTMLInputElement).form ?? el.closest('form'))),
    );
    if (inForm) {
      const button = l
        .locator('xpath=ancestor::form[1]')
        .locator(
          'button:not([type=button]):not([type=reset]), input[type=submit], input[type=image]',
        )
        .filter({ visible: true });
      if ((await unseen(ctx.page, () => button.count())) >= 1)
        return button.first().click({ timeout: ACTION_TIMEOUT_MS });
    } else {
      // A form without <form> (a React search bar, a todo input with its Add button): the one
      // button of the field's own group.
      noteMarked(l.page());
      const group = await unseen(ctx.page, () =>
        l.evaluate((el) => {
          let box: Element | null = el.parentElement;
          for (
            let depth = 0;
            box && box !== document.body && depth < 4;
            depth++, box = box.parentElement
          ) {
            // A list or more fields around it: past the field's own group (a checklist's input sits
            // in a card beside "Clear done chores", which is no submit button for a new chore).
            if (box.querySelector('li, tr, article, [role=listitem], [role=row]')) return false;
            if (box.querySelectorAll('input:not([type=hidden]), textarea, select').length > 3)
              return false;
            const buttons = Array.from(
              box.querySelectorAll('button, input[type=submit], input[type=button], [role=button]'),
            ).filter((b) => (b as HTMLElement).getClientRects().length > 0);
            if (buttons.length > 1) return false;
            if (buttons.length === 1) {
              buttons[0].setAttribute('data-scout-submit', '1');
              return true;
            }
          }
          return false;
        }),
      );
      if (group) {
        const button = l
          .locator('xpath=ancestor::*[.//*[@data-scout-submit]][1]')
          .locator('[data-scout-submit]')
          .first();
        await button.click({ timeout: ACTION_TIMEOUT_MS });
        await unseen(ctx.page, () =>
          button.evaluate((b) => b.removeAttribute('data-scout-submit'), undefined, {
            timeout: 500,
          }),
        ).catch(() => undefined);
        return;
      }
    }
    await l.press('Enter', { timeout: ACTION_TIMEOUT_MS });
  });
}
