import type { Target } from '@scout/shared';
import { quoteString } from './code-literals.js';

/** A Playwright locator expression for a recorded target, with notes on what it leaves out. */
export interface LocatorCode {
  code: string;
  notes: string[];
}

/** Ways a target was found that a plain locator does not repeat, and what the file does instead. */
function notesOn(target: Target): string[] {
  const notes: string[] = [];
  if (target.region)
    notes.push(
      `Scout looked for it in ${quoteString(target.region)}; this locator looks on the whole page.`,
    );
  if (target.inTabs)
    notes.push('Scout looked for it through the page\u2019s tabs; this locator does not.');
  if (target.collapsed) notes.push('Scout picked the collapsed one.');
  return notes;
}

function frameScope(frames: string[] | undefined): string {
  let scope = 'page';
  for (const frame of frames ?? []) {
    const q = frame.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    scope += `.locator(${quoteString(`iframe[title="${q}"], iframe[name="${q}"], iframe[src*="${q}"]`)}).contentFrame()`;
  }
  return scope;
}

/** The role-, label-, placeholder- or text-based locator the recorded names support. */
function baseLocator(scope: string, target: Target): string | undefined {
  if (target.role) {
    const options = target.name ? `, { name: ${quoteString(target.name)}, exact: true }` : '';
    return `${scope}.getByRole(${quoteString(target.role)}${options})`;
  }
  if (target.label) return `${scope}.getByLabel(${quoteString(target.label)}, { exact: true })`;
  if (target.placeholder)
    return `${scope}.getByPlaceholder(${quoteString(target.placeholder)}, { exact: true })`;
  if (target.text) return `${scope}.getByText(${quoteString(target.text)})`;
  if (target.name) return `${scope}.getByText(${quoteString(target.name)}, { exact: true })`;
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
  const element = baseLocator('page', target);
  if (!element) return undefined;
  let code = baseLocator(scope, target)!;
  if (target.near) {
    const inner = baseLocator(scope, target)!;
    code =
      `${scope}.locator('*').filter({ hasText: ${quoteString(target.near)} })` +
      `.filter({ has: ${inner.replace(scope, 'page')} }).last()` +
      inner.slice(scope.length);
  }
  if (target.nth !== undefined) code += `.nth(${target.nth})`;
  return { code, notes: notesOn(target) };
}
