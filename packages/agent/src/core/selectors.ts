/**
 * CSS selectors and XPaths as tests write them: "#submit", ".btn-primary", "div.card > a",
 * "[data-test=save]", "//button[@id='submit']", "xpath=//a", "css=.menu". A test that names an
 * element this way means exactly that element, so Scout finds it by the selector alone.
 */

// "#submit", ".comment", "#account_data a", ".stream_element div.photo_attachments": an id or a
// class, then anything a selector may continue with. "#1" or ".5" is a number, not a selector.
// A word after a space is a descendant: a lowercase tag ("a", "div.photo") or a class, id or
// attribute, never a capitalised word (".NET Framework" is a name).
const CLASS_OR_ID =
  /^[.#][A-Za-z_][\w-]*(?:[>+~.#:[][^\s]*)*(?:\s*[>+~]?\s*(?:[a-z][\w-]*|[.#[*:])[^\s]*)*$/;
// "div.card", "button#save", "ul > li", "input[name=q]": a tag with a class, id, attribute or child.
const TAG_LED =
  /^(?:div|span|a|button|input|select|textarea|label|li|ul|ol|table|tr|td|th|form|img|section|nav|header|footer|main|aside|article|p|h[1-6])(?:[.#:[]\S*|\s*>\s*\S+)(?:\s+\S+)*$/;
const ATTRIBUTE = /^\[[\w-]+(?:[~|^$*]?=[^\]]*)?\](?:\S*)$/;
// "//button[@id='go']", "(//a)[2]", "/html/body/div[2]": an XPath; "/orders" is a path.
const XPATH = /^(?:\(?\/\/\S|\/html(?:\/|\[|$))/;

/** The selector as Playwright takes it (`css=…` or `xpath=…`), or undefined when the words are
 *  not a selector. */
export function playwrightSelector(written: string): string | undefined {
  const s = written.trim();
  if (/^css=\S/i.test(s)) return `css=${s.slice(4)}`;
  if (/^xpath=\S/i.test(s)) return `xpath=${s.slice(6)}`;
  if (XPATH.test(s)) return `xpath=${s}`;
  if (CLASS_OR_ID.test(s) || TAG_LED.test(s) || ATTRIBUTE.test(s)) return `css=${s}`;
  return undefined;
}

/** Whether the words are a CSS selector or an XPath. */
export function isSelector(written: string): boolean {
  return playwrightSelector(written) !== undefined;
}

/** The page's chrome: its navigation, header, footer and menus, where a list of the page's items
 *  is not looked for. */
export const PAGE_CHROME_SELECTOR =
  'nav, header, footer, [role=navigation], [role=banner], [role=contentinfo], [role=menu], [role=menubar]';

/** What names the page the browser is on beside its title: its top headings and the link marked as
 *  the current page. */
export const PAGE_NAME_SELECTOR =
  'h1, h2, [role=heading][aria-level="1"], [role=heading][aria-level="2"], [aria-current=page]';

/** A dialog as the page's markup names it: a role dialog or alertdialog, an open <dialog>. "The
 *  dialog", "the modal" or "the popup" of a test is one (page-regions), and so is an element of
 *  the role dialog (in-page-find). */
export const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** A dialog the page draws for itself, open: a role dialog or alertdialog, an open <dialog>, an
 *  aria-modal element (Bootstrap's shown modal is one). Visible ones count (the check and the
 *  exported code both filter on visibility). */
export const DRAWN_DIALOG_SELECTOR = `${DIALOG_SELECTOR}, [aria-modal="true"]`;
