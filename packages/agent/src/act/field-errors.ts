import type { Locator } from 'playwright-core';

/** What a form field shows of an error: whether it is marked as in error, and the words of the
 *  error messages that belong to it. */
export interface FieldErrors {
  marked: boolean;
  messages: string[];
}

/**
 * The errors of one field, as the usual form libraries show them: `aria-invalid="true"`, an error
 * class on the field (Bootstrap's `is-invalid`) or on a wrapper that holds only it (Rails'
 * `field_with_errors`, Bootstrap 3's `has-error`), and the messages it points to
 * (`aria-errormessage`, an error-styled `aria-describedby`) or that sit beside it in that wrapper
 * (`invalid-feedback`, `help-inline error`, `role=alert`). A message shown counts as marking it.
 * Rejects when the field cannot be read: an error not looked for is not "no error".
 */
export function fieldErrors(field: Locator): Promise<FieldErrors> {
  return field.evaluate((el) => {
    const errorWords =
      /(?:^|[\s_-])(?:error|errors|invalid|is-invalid|has-error|has-danger|field_with_errors|danger|text-danger|invalid-feedback)(?:$|[\s_-])/i;
    const classOf = (n: Element) => (typeof n.className === 'string' ? n.className : '');
    const shown = (n: Element) => n.getClientRects().length > 0;
    const textOf = (n: Element) =>
      ((n as HTMLElement).innerText ?? n.textContent ?? '').replace(/\s+/g, ' ').trim();
    let marked = el.getAttribute('aria-invalid') === 'true' || errorWords.test(` ${classOf(el)} `);
    const messages: string[] = [];
    for (const attr of ['aria-errormessage', 'aria-describedby']) {
      for (const id of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
        const n = document.getElementById(id);
        if (!n || !shown(n) || !textOf(n)) continue;
        if (
          attr === 'aria-errormessage' ||
          n.getAttribute('role') === 'alert' ||
          errorWords.test(` ${classOf(n)} ${n.id} `)
        )
          messages.push(textOf(n));
      }
    }
    // The wrappers that hold this field and no other: the field's own group.
    for (
      let group = el.parentElement;
      group &&
      group !== document.body &&
      group.querySelectorAll('input:not([type=hidden]), select, textarea').length <= 1;
      group = group.parentElement
    ) {
      if (errorWords.test(` ${classOf(group)} `)) marked = true;
      for (const n of Array.from(group.querySelectorAll('*'))) {
        if (n === el || n.contains(el) || !shown(n) || !textOf(n)) continue;
        if (n.getAttribute('role') === 'alert' || errorWords.test(` ${classOf(n)} ${n.id} `))
          messages.push(textOf(n));
      }
    }
    const unique = [...new Set(messages)];
    return { marked: marked || unique.length > 0, messages: unique };
  });
}
