import type { Target } from '@scout/shared';
import { code, stringLiteral, type Code } from './source-code.js';

/** A Playwright locator expression for a recorded target, with notes on what it leaves out. */
export interface LocatorCode {
  code: Code;
  notes: string[];
}

/** Ways a target was found that a plain locator does not repeat, and what the file does instead. */
function notesOn(target: Target): string[] {
  const notes: string[] = [];
  if (target.region)
    notes.push(
      `Scout looked for it in ${stringLiteral(target.region)}; this locator looks on the whole page.`,
    );
  if (target.inTabs)
    notes.push('Scout looked for it through the page\u2019s tabs; this locator does not.');
  if (target.collapsed) notes.push('Scout picked the collapsed one.');
  return notes;
}

/** A CSS string's contents: quote and backslash escaped, and every control or line break as a
 *  hex escape (a raw one ends the selector's string). */
function cssString(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/["\\]|[\u0000-\u001f\u007f\u2028\u2029]/g, (c) =>
    c === '"' || c === '\\' ? `\\${c}` : `\\${c.charCodeAt(0).toString(16)} `,
  );
}

function frameScope(frames: string[] | undefined): Code {
  let scope = code`page`;
  for (const frame of frames ?? []) {
    const q = cssString(frame);
    const selector = `iframe[title="${q}"], iframe[name="${q}"], iframe[src*="${q}"]`;
    scope = code`${scope}.locator(${selector}).contentFrame()`;
  }
  return scope;
}

/** The role-, label-, placeholder- or text-based locator the recorded names support. */
function baseLocator(scope: Code, target: Target): Code | undefined {
  if (target.role) {
    if (!target.name) return code`${scope}.getByRole(${target.role})`;
    return code`${scope}.getByRole(${target.role}, { name: ${target.name}, exact: true })`;
  }
  if (target.label) return code`${scope}.getByLabel(${target.label}, { exact: true })`;
  if (target.placeholder)
    return code`${scope}.getByPlaceholder(${target.placeholder}, { exact: true })`;
  if (target.text) return code`${scope}.getByText(${target.text})`;
  if (target.name) return code`${scope}.getByText(${target.name}, { exact: true })`;
  return undefined;
}

/**
 * The locator for a target, or undefined when nothing durable was recorded (only the words of the
 * test). "Remove next to 'Ada'" becomes the innermost element holding both the text and the
 * element, then the element inside it.
 */
export function locatorFor(target: Target | undefined): LocatorCode | undefined {
  if (!target) return undefined;
  const scope = frameScope(target.frames);
  const element = baseLocator(code`page`, target);
  if (!element) return undefined;
  let locator = baseLocator(scope, target)!;
  if (target.near) {
    const inner = baseLocator(code``, target)!;
    locator = code`${scope}.locator('*').filter({ hasText: ${target.near} }).filter({ has: ${element} }).last()${inner}`;
  }
  if (target.nth !== undefined) locator = code`${locator}.nth(${target.nth})`;
  return { code: locator, notes: notesOn(target) };
}
