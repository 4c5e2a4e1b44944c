import type { Frame, Locator } from 'playwright-core';
import type { ActionKind, Target } from '@scout/shared';

type AriaRole = Parameters<Frame['getByRole']>[0];

// Which roles a step's verb most likely means, tried in order before anything else.
const ROLES_FOR_KIND: Partial<Record<ActionKind, AriaRole[]>> = {
  navigate: ['link', 'menuitem', 'tab', 'button'],
  click: ['button', 'link', 'menuitem', 'tab', 'checkbox', 'radio', 'option', 'switch', 'treeitem'],
  dblclick: ['button', 'link', 'cell', 'row', 'listitem'],
  fill: ['textbox', 'searchbox', 'combobox', 'spinbutton'],
  clear: ['textbox', 'searchbox', 'combobox', 'spinbutton'],
  press: ['textbox', 'searchbox', 'combobox', 'button'],
  select: ['combobox', 'listbox'],
  select_nth: ['combobox', 'listbox'],
  check: ['checkbox', 'radio', 'switch'],
  uncheck: ['checkbox', 'switch'],
  hover: ['button', 'link', 'menuitem', 'img'],
  assert: ['button', 'link', 'textbox', 'checkbox', 'radio', 'combobox', 'heading'],
  wait_for: ['button', 'link', 'heading', 'dialog', 'alert', 'table'],
  wait_gone: ['dialog', 'alert', 'progressbar', 'status'],
};

/** Interactive roles; they win over plain text when a fuzzy name fits both. */
export const INTERACTIVE_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'option',
  'slider',
  'spinbutton',
  'treeitem',
]);

const FIELD_KINDS = new Set<ActionKind>([
  'fill',
  'clear',
  'check',
  'uncheck',
  'select',
  'select_nth',
]);

/** Roles a target is found in only: "the Login dialog" is a dialog called Login, never the
 *  "Log in" button inside another one. */
export const ONLY_IN_ROLE = new Set(['dialog', 'alertdialog']);

export function rolesFor(kind: ActionKind, hint?: string): string[] {
  const roles: string[] = [...(ROLES_FOR_KIND[kind] ?? [])];
  return hint ? [hint, ...roles.filter((r) => r !== hint)] : roles;
}

export interface Strategy {
  locator: Locator;
  /** The durable form of the target this strategy found. */
  durable: Omit<Target, 'description'>;
  /** Found by the name in another case: the element's own name is what replay must look up. */
  caseless?: true;
}

/** The locators that find an element by its exact name, most specific first. With `exactOnly`
 *  (replay) only the fields the target records are used. */
export function exactStrategies(
  frame: Frame | Locator,
  target: Target,
  kind: ActionKind,
  exactOnly: boolean,
  anyRole = false,
): Strategy[] {
  const list: Strategy[] = [];
  const { role, name, label, placeholder, text } = target;
  if (role && name)
    list.push({
      locator: frame.getByRole(role as AriaRole, { name, exact: true }),
      durable: { role, name },
    });
  if (label)
    list.push({
      locator: labelled(frame, label, role),
      durable: { label, ...(role ? { role } : {}) },
    });
  if (placeholder)
    list.push({
      locator: frame.getByPlaceholder(placeholder, { exact: true }),
      durable: { placeholder },
    });
  if (text) list.push({ locator: frame.getByText(text, { exact: true }), durable: { text } });
  if (exactOnly || !name) return list;
  if (role && ONLY_IN_ROLE.has(role) && !anyRole) {
    const caseless = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i');
    list.push({
      locator: frame.getByRole(role as AriaRole, { name: caseless }),
      durable: { role },
      caseless: true,
    });
    return list;
  }
  for (const r of rolesFor(kind, role)) {
    if (r === role) continue;
    list.push({
      locator: frame.getByRole(r as AriaRole, { name, exact: true }),
      durable: { role: r, name },
    });
  }
  list.push(
    { locator: frame.getByLabel(name, { exact: true }), durable: { label: name } },
    { locator: frame.getByPlaceholder(name, { exact: true }), durable: { placeholder: name } },
    // Text is no field: for a field's verbs, the text before an unlabelled field is its label
    // (heuristics.ts), not something to type into.
    ...(FIELD_KINDS.has(kind)
      ? []
      : [{ locator: frame.getByText(name, { exact: true }), durable: { text: name } }]),
    { locator: frame.getByTitle(name, { exact: true }), durable: {} },
    { locator: frame.getByAltText(name, { exact: true }), durable: { role: 'img', name } },
  );
  // A name written from the sentence's own words ("as the full name") has the sentence's case,
  // not the page's ("Full name"): the whole name, ignoring case, found before any fuzzy match.
  const caseless = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i');
  for (const r of rolesFor(kind, role)) {
    list.push({
      locator: frame.getByRole(r as AriaRole, { name: caseless }),
      durable: { role: r },
      caseless: true,
    });
  }
  list.push({ locator: frame.getByPlaceholder(caseless), durable: {}, caseless: true });
  // A field by its name attribute, as Capybara's fill_in finds one: "the username" is
  // <input name="username" placeholder="Your Name">. Last: a label or placeholder says more.
  if (FIELD_KINDS.has(kind) && /^[\w-]+$/.test(name)) {
    const attribute = `[name="${name}" i]`;
    list.push({
      locator: frame.locator(`input${attribute}, textarea${attribute}, select${attribute}`),
      durable: {},
      caseless: true,
    });
  }
  return list;
}

function labelled(frame: Frame | Locator, label: string, role?: string): Locator {
  const byLabel = frame.getByLabel(label, { exact: true });
  return role ? byLabel.and(frame.getByRole(role as AriaRole)) : byLabel;
}

/** Rebuilds a locator from a durable target in a frame (replay and waits). */
export function durableLocator(
  frame: Frame | Locator,
  durable: Omit<Target, 'description'>,
): Locator | undefined {
  if (durable.role && durable.name)
    return frame.getByRole(durable.role as AriaRole, { name: durable.name, exact: true });
  if (durable.label) return labelled(frame, durable.label, durable.role);
  if (durable.placeholder) return frame.getByPlaceholder(durable.placeholder, { exact: true });
  if (durable.text) return frame.getByText(durable.text, { exact: true });
  return undefined;
}
