import type { Locator, Page } from 'playwright-core';
import {
  SECRET_PLACEHOLDERS,
  type FormFill,
  type FormRequest,
  type TestingUserCredentials,
} from '@scout/shared';
import { failed, quote, shortError, type ActOutcome } from '../core/outcome.js';
import { unseen } from '../core/unseen.js';
import { PAGE_CHROME_SELECTOR } from '../core/selectors.js';
import { actionTimeoutMs } from '../core/machine-load.js';
import { noEffectMessage, NoEffectError } from './action-effect.js';
import { fillField } from './fill-field.js';
import {
  chooseValue,
  fieldWords,
  invalidKindIn,
  invalidKindNamed,
  isPlaceholderOption,
  kindOf,
  mustTick,
  sameKind,
  type FieldFacts,
  type FieldKind,
} from '../core/form-values.js';
import { noteTyped } from './typed-fields.js';
import { revealSecrets } from '../secrets/reveal-secrets.js';
import { noTestingUser } from './log-in.js';

/** A field as the page shows it: its facts, where it is, and what it holds now. */
export interface PageField extends FieldFacts {
  /** A CSS selector that finds it alone on the page (its id, its name, or its path). */
  selector: string;
  value: string;
  checked: boolean;
  /** A select's chosen option. */
  chosen?: { text: string; value: string };
  /** A radio button: whether any of its group is ticked. */
  groupChecked: boolean;
}

/** A form, or a part of one with a caption (a fieldset's legend, a card's heading). */
export interface PageForm {
  /** Its own words: aria-label, id, name, class, action, its legends, headings and buttons. */
  words: string;
  /** The words around it: the headings of its section, card or dialog, the heading before it. */
  context?: string;
  /** Whether it is a part of a form rather than a whole one. */
  part: boolean;
  /** A site search (role=search, or only search boxes): no form a tester fills unless named. */
  search?: boolean;
  fields: PageField[];
}

/** The types of input that hold nothing a tester makes up. */
const NOT_FILLED = ['hidden', 'submit', 'button', 'reset', 'image', 'file', 'color', 'range'];

/**
 * Reads the forms on show (and their captioned parts), each with its visible, enabled fields; with
 * no <form> on show, the fields outside any form count as one (a React form without the element).
 * One look at the page; the function has no named inner functions (tsx would wrap them).
 */
function readForms(page: Page): Promise<PageForm[]> {
  return unseen(page, () =>
    page.evaluate(
      ({ notFilled, chrome }) => {
        // No named inner functions here (tsx would wrap them): "on show" is written out each time.
        const formEls = Array.from(document.querySelectorAll('form')).filter(
          (f) => f.getClientRects().length > 0 && getComputedStyle(f).visibility !== 'hidden',
        );
        const scopes: Array<{ el: Element; part: boolean; loose: boolean }> = formEls.map((el) => ({
          el,
          part: false,
          loose: false,
        }));
        for (const form of formEls)
          for (const part of Array.from(
            form.querySelectorAll('fieldset, [role=group], section, .card'),
          ))
            if (part.getClientRects().length > 0 && getComputedStyle(part).visibility !== 'hidden')
              scopes.push({ el: part, part: true, loose: false });
        // The fields outside any form count as one when no form, or only a site search (a navbar's),
        // is on show: a form a script draws without the element, under the navbar's search (the
        // page's chrome, its header, navigation and footer, is no part of it).
        if (formEls.every((f) => f.matches('[role=search]')))
          scopes.push({ el: document.body, part: false, loose: true });
        return scopes.map(({ el, part, loose }) => {
          // A form's caption is often above it: the heading of the section, card or dialog around it.
          const around =
            part || loose
              ? null
              : el.parentElement?.closest('section, article, .card, [role=dialog], .modal, main');
          const captions = [loose ? null : el, around].map((scope) =>
            scope
              ? Array.from(
                  scope.querySelectorAll(
                    'legend, h1, h2, h3, h4, h5, h6, .card-header, .card-title, button, input[type=submit]',
                  ),
                )
                  .map((c) => (c instanceof HTMLInputElement ? c.value : (c.textContent ?? '')))
                  .join(' ')
              : '',
          );
          const words = [
            el.getAttribute('aria-label'),
            el.getAttribute('aria-labelledby')
              ? document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent
              : '',
            el.id,
            el.getAttribute('name'),
            el.getAttribute('class'),
            el.getAttribute('action'),
            captions[0],
          ].join(' ');
          const context = [
            captions[1],
            el.previousElementSibling && /^H[1-6]$/.test(el.previousElementSibling.tagName)
              ? el.previousElementSibling.textContent
              : '',
          ].join(' ');
          const controls = Array.from(el.querySelectorAll('input, select, textarea')).filter(
            (c) => !loose || (!(c as HTMLInputElement).form && !c.closest(chrome)),
          ) as Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
          const fields = controls
            .filter(
              (c) =>
                c.getClientRects().length > 0 &&
                getComputedStyle(c).visibility !== 'hidden' &&
                !c.disabled &&
                // A bot trap (Mailchimp's, most honeypots): hidden from assistive tech or moved off
                // the page, a person never sees it and leaves it empty.
                !c.closest('[aria-hidden="true"]') &&
                c.getBoundingClientRect().right + window.scrollX > 0 &&
                c.getBoundingClientRect().bottom + window.scrollY > 0 &&
                !(c instanceof HTMLInputElement && (c.readOnly || notFilled.includes(c.type))) &&
                !(c instanceof HTMLTextAreaElement && c.readOnly),
            )
            .map((c) => {
              const tag = c.localName as 'input' | 'select' | 'textarea';
              const type = c instanceof HTMLInputElement ? c.type : 'text';
              const name = c.getAttribute('name') ?? '';
              const labelled = c.getAttribute('aria-labelledby');
              const label = (
                c.labels?.[0]?.textContent ||
                c.getAttribute('aria-label') ||
                (labelled ? document.getElementById(labelled)?.textContent : '') ||
                c.closest('label')?.textContent ||
                ''
              )
                .replace(/\s+/g, ' ')
                .trim()
                .slice(0, 80);
              // The selector: its id or its name when either finds it alone, else its path.
              let selector: string;
              if (c.id && document.querySelectorAll(`#${CSS.escape(c.id)}`).length === 1)
                selector = `#${CSS.escape(c.id)}`;
              else if (type === 'radio' && name)
                selector = `input[type=radio][name="${CSS.escape(name)}"][value="${CSS.escape((c as HTMLInputElement).value)}"]`;
              else if (
                name &&
                document.querySelectorAll(`${tag}[name="${CSS.escape(name)}"]`).length === 1
              )
                selector = `${tag}[name="${CSS.escape(name)}"]`;
              else {
                const path: string[] = [];
                for (
                  let at: Element | null = c;
                  at && at !== document.body;
                  at = at.parentElement
                ) {
                  const same = at.parentElement
                    ? Array.from(at.parentElement.children).filter(
                        (s) => s.localName === at!.localName,
                      )
                    : [at];
                  path.unshift(`${at.localName}:nth-of-type(${same.indexOf(at) + 1})`);
                }
                selector = `body > ${path.join(' > ')}`;
              }
              const input = c instanceof HTMLInputElement ? c : undefined;
              const group =
                input && type === 'radio' && name
                  ? Array.from(
                      document.querySelectorAll(`input[type=radio][name="${CSS.escape(name)}"]`),
                    )
                  : [];
              const select = c instanceof HTMLSelectElement ? c : undefined;
              const chosen = select?.selectedOptions[0];
              return {
                tag,
                type,
                autocomplete: c.getAttribute('autocomplete') ?? '',
                name,
                id: c.id,
                label,
                placeholder: c.getAttribute('placeholder') ?? '',
                required: c.required || group.some((r) => (r as HTMLInputElement).required),
                ...(input?.min ? { min: input.min } : {}),
                ...(input?.max ? { max: input.max } : {}),
                ...(input?.step ? { step: input.step } : {}),
                ...(input && input.minLength > 0 ? { minLength: input.minLength } : {}),
                ...(input && input.maxLength > 0 ? { maxLength: input.maxLength } : {}),
                ...(select
                  ? {
                      options: Array.from(select.options).map((o) => ({
                        text: o.text.trim(),
                        value: o.value,
                        disabled: o.disabled,
                      })),
                    }
                  : {}),
                selector,
                value: c.value,
                checked: Boolean(input?.checked),
                ...(chosen ? { chosen: { text: chosen.text.trim(), value: chosen.value } } : {}),
                groupChecked: group.some((r) => (r as HTMLInputElement).checked),
              };
            });
          return {
            words: words.replace(/\s+/g, ' ').trim(),
            context: context.replace(/\s+/g, ' ').trim(),
            part,
            search:
              el.matches('[role=search]') ||
              (fields.length > 0 && fields.every((f) => f.type === 'search')),
            fields,
          };
        });
      },
      { notFilled: NOT_FILLED, chrome: `${PAGE_CHROME_SELECTOR}, [role=search]` },
    ),
  );
}

/** Words as one run of letters and digits: "sign-up" and "Sign up" and "signup" alike. */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

// Words a form's name is said in more than one way.
const SAME_FORM: Array<[RegExp, string[]]> = [
  [
    /^(?:signup|register|registration|createaccount|newaccount|join)$/,
    ['signup', 'register', 'registration', 'createaccount', 'newaccount'],
  ],
  [/^(?:signin|login|logon)$/, ['signin', 'login', 'logon']],
  [/^(?:contact|contactus)$/, ['contact']],
];

/** How well a form's words match the name the step gave it: how many of the name's words it has. */
function nameScore(formWords: string, name: string): number {
  const hay = compact(formWords);
  const words = name
    .toLowerCase()
    .replace(/\b(?:the|a|an|my|your|our|new|form|section|page|details?|information|info)\b/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const whole = compact(words.join(''));
  const alternatives = SAME_FORM.find(([re]) => re.test(whole))?.[1] ?? [whole];
  if (whole && alternatives.some((a) => hay.includes(a))) return words.length + 1;
  return words.filter((w) => hay.includes(compact(w))).length;
}

/** The form the step means: the one named, else the only one, else the one with the most fields. */
export function chooseForm(
  forms: PageForm[],
  name: string | undefined,
): { form: PageForm } | { error: ActOutcome } {
  const withFields = forms.filter((f) => f.fields.length > 0);
  const every = withFields.filter((f) => !f.part);
  if (every.length === 0)
    return { error: failed('not_found', 'The page shows no form with a field to fill.') };
  // A site search is filled only when the step names it: "fill out the form" means another.
  const others = every.filter((f) => !f.search);
  const whole = others.length > 0 ? others : every;
  if (name) {
    const scored = withFields
      // Its own words count twice those around it: two forms in one section are told apart.
      .map((form) => ({
        form,
        score: 2 * nameScore(form.words, name) + nameScore(form.context ?? '', name),
      }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || Number(b.form.part) - Number(a.form.part));
    if (
      scored.length > 0 &&
      (scored.length === 1 ||
        scored[0].score > scored[1].score ||
        scored[0].form.part !== scored[1].form.part)
    )
      return { form: scored[0].form };
    if (whole.length === 1) return { form: whole[0] };
    return {
      error: failed(
        'ambiguous',
        `The page shows ${whole.length} forms and none is plainly ${quote(name)}; say which (for example by its heading).`,
      ),
    };
  }
  if (whole.length === 1) return { form: whole[0] };
  const sorted = [...whole].sort((a, b) => b.fields.length - a.fields.length);
  if (sorted[0].fields.length > sorted[1].fields.length) return { form: sorted[0] };
  return {
    error: failed(
      'ambiguous',
      `The page shows ${whole.length} forms of ${sorted[0].fields.length} fields each; say which one to fill.`,
    ),
  };
}

/** A field's name as the report shows it. */
function fieldName(field: PageField): string {
  return (field.label || field.placeholder || field.name || field.id || field.type)
    .replace(/[*:]+$/, '')
    .trim();
}

/** Whether the field holds nothing yet: an empty text, a select on its placeholder, an unticked
 *  box the form needs, a radio group with none ticked. */
function isEmpty(field: PageField): boolean {
  if (field.tag === 'select') return isPlaceholderOption(field.chosen);
  if (field.type === 'checkbox') return !field.checked && mustTick(field);
  if (field.type === 'radio') return !field.groupChecked;
  return field.value === '';
}

const TYPED_KINDS: FieldKind[] = ['email', 'password', 'phone', 'url'];

/** The fields named by the step ("first name and last name", "amount"), each found by its words. */
function namedFields(
  form: PageForm,
  names: string[],
): { fields: PageField[] } | { error: ActOutcome } {
  const fields: PageField[] = [];
  for (const name of names) {
    const want = compact(name.replace(/^(?:the|a|an|your|my)\s+/i, ''));
    // By its words, or by its kind for the kinds a type tells (an email field labelled "Login").
    const kind = invalidKindNamed(name);
    const found = form.fields.filter(
      (f) =>
        compact(fieldWords(f)).includes(want) ||
        (kind !== undefined && TYPED_KINDS.includes(kind) && kindOf(f) === kind),
    );
    if (found.length === 0)
      return { error: failed('not_found', `The form has no field called ${quote(name)}.`) };
    for (const f of found) if (!fields.includes(f)) fields.push(f);
  }
  return { fields };
}

/** One radio button of each group: the first of those to fill. */
function oneRadioEach(fields: PageField[]): PageField[] {
  const groups = new Set<string>();
  return fields.filter((f) => {
    if (f.type !== 'radio') return true;
    const key = f.name || f.selector;
    if (groups.has(key)) return false;
    groups.add(key);
    return true;
  });
}

/** What to put in each field of the form the step asks for, in the page's order. */
export function planFills(
  form: PageForm,
  request: FormRequest,
): { fills: FormFill[] } | { error: ActOutcome } {
  let fields: PageField[];
  if (request.fields?.length) {
    const named = namedFields(form, request.fields);
    if ('error' in named) return named;
    fields = named.fields;
  } else fields = form.fields.filter(isEmpty);
  fields = oneRadioEach(fields);
  const kinds = fields.map(kindOf);
  const invalid =
    request.invalid === undefined
      ? undefined
      : (invalidKindNamed(request.invalid) ?? invalidKindIn(kinds));
  if (request.invalid !== undefined) {
    if (!invalid || !kinds.some((k) => sameKind(k, invalid)))
      return {
        error: failed(
          'not_found',
          `The form has no empty ${request.invalid === 'data' ? 'field Scout can give an invalid value' : `${request.invalid} field`} to fill.`,
        ),
      };
  }
  const fills: FormFill[] = [];
  for (const field of fields) {
    const choice = chooseValue(field, invalid);
    if (!choice) continue;
    fills.push({
      selector: field.selector,
      field: fieldName(field),
      how: choice.how,
      value: choice.how === 'check' ? 'ticked' : choice.value,
    });
  }
  if (fills.length === 0)
    return {
      error: failed(
        'not_found',
        'The form has no empty field to fill: every field on show already holds a value.',
      ),
    };
  return { fills };
}

/** A form's words that say it signs in ("Sign in", "Log in", "Login", id="signin"). */
const SIGN_IN_WORDS = /(?:\b|_)(?:log\s?-?in|sign\s?-?in|log\s?on|logon)(?:\b|_)/i;
/** Words of a form that makes or changes an account: not a sign-in, whatever its fields. (A
 *  login form's own "Forgot password?" or "New here?" says nothing against it.) */
const NOT_SIGN_IN_WORDS =
  /\b(?:sign\s?-?up|register|registration|create\s+(?:an\s+|your\s+)?account|change|confirm|enrol+)\b/i;

/** The kinds of field a sign-in form asks who you are with. */
const IDENTIFIER_KINDS: FieldKind[] = ['email', 'username', 'text'];

/**
 * A sign-in form's fills, or undefined when the form is no sign-in form: one field for who you are
 * (an email, a username) and one password, with no confirmation and nothing else to type (a
 * "Remember me" box aside). A tester who fills in the login form means the account's credentials,
 * the testing user's: a made-up address would be refused, and the test would fail on Scout's own
 * values. The values are the testing user's placeholders, put in at the last moment.
 */
export function signInFills(form: PageForm, region?: string): FormFill[] | undefined {
  const typed = form.fields.filter((f) => f.type !== 'checkbox' && f.type !== 'radio');
  if (typed.length !== 2) return undefined;
  const password = typed.find((f) => kindOf(f) === 'password');
  const identifier = typed.find((f) => f !== password && IDENTIFIER_KINDS.includes(kindOf(f)));
  if (!password || !identifier || password.tag !== 'input') return undefined;
  // Only on the form's own word that it signs in: a two-field sign-up ("Create account"), a
  // change of email ("New email", "Current password") or a PIN form wants values of its own.
  const autocomplete = password.autocomplete.toLowerCase();
  const words = `${form.words} ${form.context ?? ''} ${identifier.label} ${identifier.placeholder}`;
  if (region !== undefined && !SIGN_IN_WORDS.test(region)) return undefined;
  if (/\bnew-password\b/.test(autocomplete) || NOT_SIGN_IN_WORDS.test(words)) return undefined;
  if (!/\bcurrent-password\b/.test(autocomplete) && !SIGN_IN_WORDS.test(words)) return undefined;
  return [
    {
      selector: identifier.selector,
      field: fieldName(identifier),
      how: 'fill',
      value: SECRET_PLACEHOLDERS.email,
    },
    {
      selector: password.selector,
      field: fieldName(password),
      how: 'fill',
      value: SECRET_PLACEHOLDERS.password,
    },
  ];
}

/** What a sign-in form's fills need of the run's testing user: an error when it has none to type. */
function signInError(user: TestingUserCredentials | undefined): ActOutcome | undefined {
  if (user?.kind === 'email_password') return undefined;
  return failed(
    'infra',
    user
      ? "The test fills in the sign-in form with the testing user's email and password, but the testing user is a session cookie. Choose a testing user with an email and password, or start the test signed in."
      : noTestingUser("fills in the sign-in form with the testing user's email and password"),
  );
}

const SECRET_WORDS = new Map<string, string>([
  [SECRET_PLACEHOLDERS.email, "the testing user's email"],
  [SECRET_PLACEHOLDERS.password, "the testing user's password"],
]);

/** The report's line for each fill: “Email” = “ada@…”, “Country”: chose “France”, “Terms” ticked. */
export function describeFills(fills: FormFill[]): string {
  return fills
    .map((f) =>
      f.how === 'check'
        ? `${quote(f.field)} ticked`
        : f.how === 'select'
          ? `${quote(f.field)}: chose ${quote(f.value)}`
          : SECRET_WORDS.has(f.value)
            ? `${quote(f.field)} = ${SECRET_WORDS.get(f.value)}`
            : `${quote(f.field)} = ${quote(f.value)}`,
    )
    .join(', ');
}

/** Puts one value in: ticked, or typed and chosen as a fill step does it (fill-field.ts: a native
 *  date's value, a select's option), its effect checked. */
async function putIn(
  page: Page,
  locator: Locator,
  fill: FormFill,
  user: TestingUserCredentials | undefined,
): Promise<void> {
  if (fill.how === 'check') {
    await locator.check({ timeout: actionTimeoutMs() });
    return;
  }
  if (fill.how === 'fill') await noteTyped(page, locator);
  // A sign-in form's placeholders (signInFills) are checked against the user before any fill.
  await fillField(locator, revealSecrets(fill.value, user) ?? fill.value);
}

/**
 * "Fill out the sign-up form with valid data": every empty field of the form named (else the only
 * or the main one) gets a plausible value (form-values.ts); with `fields`, only those; with
 * `invalid`, that kind of field gets an invalid value. The step's note lists every field and what
 * was put in it, and the outcome carries them for the run's record and its export. No form, or
 * nothing to fill, fails the step.
 */
export async function fillForm(
  page: Page,
  region: string | undefined,
  request: FormRequest,
  user?: TestingUserCredentials,
): Promise<ActOutcome> {
  const chosen = chooseForm(await readForms(page), region);
  if ('error' in chosen) return chosen.error;
  // A sign-in form filled with "valid" values, or none said: the testing user's credentials.
  const signIn =
    request.invalid === undefined && !request.fields?.length
      ? signInFills(chosen.form, region)
      : undefined;
  if (signIn) {
    const error = signInError(user);
    if (error) return error;
  }
  const planned = signIn ? { fills: signIn } : planFills(chosen.form, request);
  if ('error' in planned) return planned.error;
  for (const fill of planned.fills) {
    try {
      await putIn(page, page.locator(fill.selector), fill, user);
    } catch (error) {
      if (error instanceof NoEffectError)
        return failed('no_effect', noEffectMessage(error, { description: fill.field }));
      return failed('action', `Could not fill ${quote(fill.field)}: ${shortError(error)}`);
    }
  }
  const n = planned.fills.length;
  return {
    ok: true,
    filled: planned.fills,
    note: `Filled ${n} field${n === 1 ? '' : 's'}: ${describeFills(planned.fills)}.`,
  };
}
