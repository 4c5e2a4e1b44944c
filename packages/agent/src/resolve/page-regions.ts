import type { Frame, Locator } from 'playwright-core';
import { noteMarked } from '../core/marks.js';
import { DIALOG_SELECTOR, PAGE_CHROME_SELECTOR, playwrightSelector } from '../core/selectors.js';

// The landmarks several words name.
const NAVIGATION = 'nav, [role=navigation]';
const COMPLEMENTARY = 'aside, [role=complementary]';
const MAIN = 'main, [role=main]';

// Words people use for the page's fixed parts, and the elements that are those parts.
const LANDMARKS: Record<string, string> = {
  navigation: NAVIGATION,
  nav: NAVIGATION,
  // "the navigation bar", "the navbar": Bootstrap's .navbar and the like are a <nav>.
  'navigation bar': NAVIGATION,
  'navigation menu': NAVIGATION,
  'nav bar': NAVIGATION,
  navbar: NAVIGATION,
  menu: `${NAVIGATION}, [role=menu], [role=menubar]`,
  header: 'header, [role=banner]',
  footer: 'footer, [role=contentinfo]',
  sidebar: COMPLEMENTARY,
  'side bar': COMPLEMENTARY,
  dialog: DIALOG_SELECTOR,
  modal: DIALOG_SELECTOR,
  popup: DIALOG_SELECTOR,
  'pop up': DIALOG_SELECTOR,
  'main content': MAIN,
  main: MAIN,
  form: 'form, [role=form]',
  table: 'table, [role=table], [role=grid]',
  list: 'ul, ol, [role=list], [role=listbox]',
};

// The same parts as component libraries draw them without a landmark element, looked for when the
// page has none of the above: Material UI's docked Drawer, Bootstrap's open offcanvas, the usual
// class, id and test-id names.
const SIDE_PANEL =
  '.MuiDrawer-docked, .offcanvas-start.show, .sidebar, .sidenav, .side-nav, #sidebar, #sidenav, [data-test=sidenav], [data-test=sidebar], [data-testid=sidenav], [data-testid=sidebar], [data-cy=sidenav], [data-cy=sidebar]';
// A modal as libraries draw it with no dialog role: Bulma's active .modal, Bootstrap's shown .modal
// before its script adds the role, react-modal's content, any element marked aria-modal.
export const DRAWN_MODAL = '.modal.is-active, .modal.show, .ReactModal__Content, [aria-modal=true]';

const LIBRARY_LANDMARKS: Record<string, string> = {
  dialog: DRAWN_MODAL,
  modal: DRAWN_MODAL,
  popup: DRAWN_MODAL,
  'pop up': DRAWN_MODAL,
  sidebar: SIDE_PANEL,
  'side bar': SIDE_PANEL,
  sidenav: SIDE_PANEL,
  'side nav': SIDE_PANEL,
  'side menu': SIDE_PANEL,
};

let regions = 0;

/**
 * The part of the page a test names ("the cart", "the sidebar", "the 'Billing' section"): a landmark
 * for the usual words, else the outermost visible element whose own name (aria-label, labelledby,
 * id, class words, name) has the word, else the container of a heading that says it. Undefined
 * when nothing on the page is called that.
 */
export async function findRegion(frame: Frame, region: string): Promise<Locator | undefined> {
  return lookUpRegion(frame, region).catch(() => undefined);
}

/** findRegion for a check that must tell "not there" from "could not look": a frame that cannot be
 *  read (a page script broke the DOM, the frame went away) rejects instead of answering undefined. */
export async function lookUpRegion(frame: Frame, region: string): Promise<Locator | undefined> {
  // "… within 'body'" (Capybara's): the whole page, its <body>, not a part whose class says body.
  if (/^(?:body|html)$/i.test(region.trim())) return frame.locator('body');
  // "… within '#aspect_nav'": a region named by a selector is the one visible element it matches.
  const selector = playwrightSelector(region);
  if (selector) {
    const shown = frame.locator(selector).filter({ visible: true });
    return (await shown.count()) === 1 ? shown : undefined;
  }
  const word = region
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/\s+(?:section|area|panel|region|part|box)$/, '')
    .trim();
  const id = String(++regions);
  noteMarked(frame.page());
  const found = await frame.evaluate(
    ({ word: wanted, landmark, drawn, mark }) => {
      const needle = wanted.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      const stems = [needle, needle.replace(/s$/, ''), `${needle}s`];
      // No named inner functions here: tsx wraps them in a __name() the page lacks.
      // Every element, open shadow roots included (a Shoelace sl-dialog's role=dialog panel is in one).
      const every: Element[] = [];
      const stack: Array<Document | Element | ShadowRoot> = [document];
      while (stack.length) {
        const node = stack.pop()!;
        const kids = Array.from(node.children);
        if (node instanceof Element && node.shadowRoot)
          kids.push(...Array.from(node.shadowRoot.children));
        every.push(...kids);
        stack.push(...kids);
      }
      const all = every.filter((el) => (el as HTMLElement).getClientRects().length > 0);
      let hits: Element[] = landmark ? all.filter((el) => el.matches(landmark)) : [];
      if (hits.length === 0 && drawn) hits = all.filter((el) => el.matches(drawn));
      if (hits.length === 0) {
        hits = all.filter((el) => {
          const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
            .split(/\s+/)
            .map((ref) => document.getElementById(ref)?.textContent ?? '')
            .join(' ');
          const className = typeof el.className === 'string' ? el.className : '';
          const own = [
            el.getAttribute('aria-label'),
            labelledBy,
            el.id,
            className,
            el.getAttribute('name'),
            el.getAttribute('data-testid'),
          ]
            .join(' ')
            .replace(/([a-z])([A-Z])/g, '$1 $2')
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, ' ');
          return stems.some((stem) => stem && ` ${own} `.includes(` ${stem} `));
        });
      }
      // "the Orders table": a table whose caption is "Orders" (Bootstrap's documented markup).
      const tableName = /^(.+?)\s+table$/.exec(needle)?.[1];
      if (hits.length === 0 && tableName)
        hits = all
          .filter(
            (el) =>
              el.matches('table > caption') &&
              (el.textContent ?? '')
                .toLowerCase()
                .replace(/[^\p{L}\p{N}]+/gu, ' ')
                .trim() === tableName,
          )
          .map((caption) => caption.parentElement!);
      if (hits.length === 0) {
        const headings = all.filter(
          (el) =>
            el.matches('h1, h2, h3, h4, h5, h6, legend, caption, summary, [role=heading]') &&
            stems.some(
              (stem) =>
                stem &&
                ` ${(el.textContent ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(
                  ` ${stem} `,
                ),
            ),
        );
        hits = headings.map((h) => {
          // An accordion's header (jQuery UI's h3, Bootstrap's h2 around its button) stands for
          // the panel it opens, not for the whole accordion of other questions around it.
          const toggles =
            '[aria-controls][aria-expanded], [data-bs-toggle=collapse], [data-toggle=collapse]';
          const toggle = h.matches(toggles) ? h : h.querySelector(toggles);
          const controls = (
            toggle?.getAttribute('aria-controls') ??
            (
              toggle?.getAttribute('data-bs-target') ??
              toggle?.getAttribute('data-target') ??
              ''
            ).replace(/^#/, '')
          ).split(/\s+/)[0];
          const panel = controls ? document.getElementById(controls) : null;
          if (panel) return panel;
          return (
            h.closest(
              'section, article, aside, form, fieldset, dialog, details, table, [role=region], [role=dialog], main',
            ) ??
            h.parentElement ??
            h
          );
        });
      }
      // "The account menu": a dropdown whose trigger (or menu) the other words name, by its id,
      // class or label ("account-name", aria-label "Account") or its own short text ("Account ▾").
      // The part is the dropdown's wrapper, trigger and menu together, else the trigger itself.
      const menuHead = /^(.+?)\s+(?:menu|dropdown|drop down)$/.exec(needle);
      if (hits.length === 0 && menuHead) {
        const qualifier = menuHead[1];
        const menus =
          '[aria-haspopup]:not([aria-haspopup=false]), [data-bs-toggle=dropdown], [data-toggle=dropdown], .dropdown-toggle, [role=menu], [role=menubar], details > summary';
        hits = all
          .filter((el) => {
            if (!el.matches(menus)) return false;
            const className = typeof el.className === 'string' ? el.className : '';
            const text = ((el as HTMLElement).innerText ?? '').trim();
            const words = [
              el.getAttribute('aria-label'),
              el.id,
              className,
              el.getAttribute('name'),
              el.getAttribute('data-testid'),
              text.length <= 40 ? text : '',
            ]
              .join(' ')
              .replace(/([a-z])([A-Z])/g, '$1 $2')
              .toLowerCase()
              .replace(/[^\p{L}\p{N}]+/gu, ' ');
            return (
              ` ${words} `.includes(` ${qualifier} `) ||
              ` ${words} `.includes(` ${qualifier.replace(/s$/, '')} `)
            );
          })
          .map(
            (el) =>
              el.closest(
                '.dropdown, .dropup, .dropstart, .dropend, .btn-group, details, [role=menubar]',
              ) ?? el,
          );
      }
      // A part found inside a component's shadow root stands for the component, whose light
      // children (slotted into it) are part of it too.
      hits = hits.map((el) => {
        const root = el.getRootNode();
        return root instanceof ShadowRoot ? root.host : el;
      });
      const outermost = hits.filter(
        (el, i) => !hits.some((other, j) => j !== i && other !== el && other.contains(el)),
      );
      const unique = [...new Set(outermost)];
      if (
        unique.length !== 1 ||
        unique[0] === document.body ||
        unique[0] === document.documentElement
      )
        return unique.length === 1;
      unique[0].setAttribute('data-scout-region', mark);
      return true;
    },
    { word, landmark: LANDMARKS[word] ?? null, drawn: LIBRARY_LANDMARKS[word] ?? null, mark: id },
  );
  if (!found) return undefined;
  const marked = frame.locator(`[data-scout-region="${id}"]`);
  return (await marked.count()) === 1 ? marked : frame.locator('body');
}

/** What a plain item count counts when no role is named: visible table rows with cells, else list
 *  items, else articles or options, else a list group's items, else the cards of a grid of two or
 *  more, leaving out the page's navigation, header and footer. A scope that cannot be read
 *  rejects: not counted is not 0. */
export async function countItems(scope: Locator, text?: string): Promise<number> {
  return scope.evaluate(
    (root, { wanted, chrome }) => {
      // Items in the page's chrome count only when the count is of the chrome itself.
      const inChrome = root.closest(chrome) !== null || root.matches(chrome);
      const kinds = [
        'tr, [role=row]',
        'li, [role=listitem]',
        'article, [role=article], [role=option]',
        // A Bootstrap list group of links or buttons: its items are no li.
        '.list-group-item',
      ];
      for (const selector of kinds) {
        const items = Array.from(root.querySelectorAll(selector)).filter(
          (el) =>
            (el as HTMLElement).getClientRects().length > 0 &&
            (inChrome || !el.closest(chrome)) &&
            (!el.matches('tr, [role=row]') ||
              el.querySelector('td, [role=cell], [role=gridcell]') !== null) &&
            (!wanted || (el.textContent ?? '').toLowerCase().includes(wanted.toLowerCase())),
        );
        if (items.length > 0) return items.length;
      }
      // A grid of Bootstrap cards (products, posts): the cards that sit side by side in one
      // container (each in a column of its own, or together), two or more of them in the page's
      // markup, shown or not; a card alone there is a panel. Without them, "I should see no
      // products" passed on a grid of product cards.
      const grids = new Map<Element, Element[]>();
      for (const card of Array.from(root.querySelectorAll('.card'))) {
        if (card.parentElement?.closest('.card')) continue;
        if (!inChrome && card.closest(chrome)) continue;
        const parent = card.parentElement;
        if (!parent) continue;
        const wrapped =
          Array.from(parent.children).filter((child) => child.matches('.card')).length === 1;
        const grid = wrapped && parent.parentElement ? parent.parentElement : parent;
        grids.set(grid, [...(grids.get(grid) ?? []), card]);
      }
      let cards: Element[] = [];
      for (const members of grids.values()) if (members.length > cards.length) cards = members;
      if (cards.length < 2) return 0;
      return cards.filter(
        (el) =>
          (el as HTMLElement).getClientRects().length > 0 &&
          (!wanted || (el.textContent ?? '').toLowerCase().includes(wanted.toLowerCase())),
      ).length;
    },
    { wanted: text ?? '', chrome: PAGE_CHROME_SELECTOR },
  );
}

/** Words of good news in a message: "Profile saved", "Thanks!", "Item added to the cart". */
const GOOD_NEWS =
  /\b(?:success|successful|successfully|saved|thank|thanks|welcome|added|updated|created|sent|done|complete|completed)\b/i;

/**
 * What turns a message into bad news whatever good words it holds: a failure word ("Error: …",
 * "failed to save", "unable to add", "unsuccessful"), or a negation a few words before a good word
 * ("could not be saved", "was not added", "isn't saved", "has not been updated", "never sent").
 * "Saved. You will not be charged" stays good news: its "not" negates nothing good.
 */
const BAD_NEWS =
  /\b(?:error|errors|failed|fails|failure|unable|unsuccessful|unsuccessfully)\b|(?:\b(?:not|never|no longer|cannot)|n't)\s+(?:\S+\s+){0,2}?(?:success\w*|saved?|saves|add|added|adds|update[ds]?|create[ds]?|sen[dt]s?|done|complete[ds]?)\b/i;

/** Whether a message's text is good news: a good word and nothing that turns it into bad news. */
export function isGoodNews(text: string): boolean {
  return GOOD_NEWS.test(text) && !BAD_NEWS.test(text);
}

/** Whether a message's text says something failed, whatever good words it holds. */
export function isBadNews(text: string): boolean {
  return BAD_NEWS.test(text);
}

/** The visible error messages of a page: alerts that are not good news (judged with their
 *  negation: "could not be saved" is an error), fields marked invalid, elements whose class or id
 *  says error, and text that opens with "Error". A page that cannot be read rejects: a check of
 *  "no error is shown" must not pass on a look that never happened. */
export async function errorMessages(frame: Frame): Promise<string[]> {
  return frame.evaluate(
    ({ goodSource, badSource }) => {
      const CONTROLS = 'button, a[href], [role=button], [role=link], [role=menuitem], [role=tab]';
      const goodWords = new RegExp(goodSource, 'i');
      const badWords = new RegExp(badSource, 'i');
      const errorWords =
        /(?:^|[\s_-])(?:error|errors|invalid|is-invalid|has-error|danger|text-danger|alert-danger|failure|failed)(?:$|[\s_-])/i;
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        if ((el as HTMLElement).getClientRects().length === 0) continue;
        const text = ((el as HTMLElement).innerText ?? el.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        const className = typeof el.className === 'string' ? el.className : '';
        const role = el.getAttribute('role');
        const isField = el.matches('input, textarea, select, [contenteditable]');
        let isError = false;
        // A control's colour says what it does (Bootstrap's red "Delete", btn-danger), not that
        // something went wrong: no button or link is a message.
        if (!isField && el.closest(CONTROLS)) continue;
        if (isField) isError = el.getAttribute('aria-invalid') === 'true';
        else if (!text || found.some((f) => f.includes(text))) continue;
        else if (role === 'alert' || role === 'alertdialog')
          isError =
            errorWords.test(` ${className} ${el.id} `) ||
            badWords.test(text) ||
            !goodWords.test(`${text} ${className}`);
        else if (errorWords.test(` ${className} ${el.id} `)) isError = true;
        else if (el.children.length === 0 && /^(?:error\b|oops\b|something went wrong)/i.test(text))
          isError = true;
        else if (
          (role === 'status' ||
            el.hasAttribute('aria-live') ||
            /(?:^|[\s_-])(?:alert|toast|snackbar|notification|flash|message|feedback)(?:$|[\s_-])/i.test(
              className,
            )) &&
          badWords.test(text)
        )
          isError = true;
        if (!isError) continue;
        found.push(
          isField
            ? `the field ${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.id} is marked invalid`
            : text.slice(0, 200),
        );
      }
      return found.slice(0, 5);
    },
    { goodSource: GOOD_NEWS.source, badSource: BAD_NEWS.source },
  );
}
