import type { Locator } from 'playwright-core';
import { noteMarked } from '../core/marks.js';
import { runPageScript } from '../core/page-script.js';
import { DIALOG_SELECTOR, PAGE_CHROME_SELECTOR } from '../core/selectors.js';

/** What the page-side finder looks for (see FIND_SCRIPT). */
export type FindQuery =
  /** The elements of a role ("the text field", "the 2nd input"), in DOM order. */
  | { mode: 'role'; role: string; includeHidden?: boolean }
  /** Fields whose preceding label-like text (a sibling, the cell before, the text before) is `name`. */
  | { mode: 'label'; name: string; role?: string; kind: string; includeHidden?: boolean }
  /** Controls with no words of their own whose glyph or icon says `name` ("Delete" → × or a trash icon). */
  | { mode: 'icon'; name: string; includeHidden?: boolean }
  /** Controls with no words of their own whose class or id words say `name` (class="destroy"). */
  | { mode: 'words'; name: string; includeHidden?: boolean }
  /** Collapsed disclosures (aria-expanded=false, the summary of a closed details), named `name` when given. */
  | { mode: 'collapsed'; name?: string };

export interface FindResult {
  /** The elements carry data-scout-find="<mark>"; `names` says what each is called, for messages. */
  mark: string;
  count: number;
  names: string[];
}

/** Names an icon-only control may answer to, by the verb a test used for it. */
export const ICON_VERBS: Record<string, string> = {
  delete: 'delete',
  remove: 'delete',
  trash: 'delete',
  'delete item': 'delete',
  'remove item': 'delete',
  close: 'close',
  dismiss: 'close',
  x: 'close',
  edit: 'edit',
  add: 'add',
  new: 'add',
  search: 'search',
  more: 'more',
  'more options': 'more',
  options: 'more',
  menu: 'menu',
};

// Runs in the page as a string: esbuild's keepNames would wrap named functions of a TypeScript
// callback in a __name() helper the page does not have. Walks open shadow roots too.
const FIND_SCRIPT = String.raw`(() => {
  const SELECTORS = {
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=tel], input[type=url], input[type=number], textarea, [contenteditable=""], [contenteditable=true], [contenteditable=plaintext-only], [role=textbox], [role=searchbox]',
    searchbox: 'input[type=search], [role=searchbox]',
    combobox: 'select:not([multiple]), [role=combobox], input[list]',
    listbox: '[role=listbox], select[multiple]',
    link: 'a[href], [role=link]',
    button: 'button, input[type=button], input[type=submit], input[type=reset], input[type=image], [role=button]',
    checkbox: 'input[type=checkbox], [role=checkbox], [role=switch]',
    radio: 'input[type=radio], [role=radio]',
    slider: 'input[type=range], [role=slider]',
    spinbutton: 'input[type=number], [role=spinbutton]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    img: 'img, [role=img]',
    option: 'option, [role=option]',
    tab: '[role=tab]',
    // "the list", "the table": their elements, not only an explicit role (a list in the page's
    // chrome, its menu or navigation, is no list a step means; matchesRole).
    list: 'ul, ol, [role=list]',
    table: 'table, [role=table], [role=grid], [role=treegrid]',
    dialog: '${DIALOG_SELECTOR}',
    date: 'input[type=date], input[type=datetime-local], input[type=month], input[type=week], input.hasDatepicker, input.flatpickr-input, input[class*=datepicker], input[class*=date-picker], [class*=datepicker] input, [class*=date-picker] input, input[placeholder*=date i], input[name*=date i], input[id*=date i], input[placeholder*="mm/dd" i], input[placeholder*="dd/mm" i], input[placeholder*="yyyy" i]',
    // "the first search result": a suggestion the search box shows (a listbox's options, the
    // menus of typeahead.js, jQuery UI's autocomplete, devbridge's autocomplete), or an item the
    // page marks as a search result.
    result: '[role=listbox] [role=option], .tt-menu .tt-suggestion, .ui-autocomplete .ui-menu-item, .autocomplete-suggestions .autocomplete-suggestion, .search-result, .search-results > li',
    time: 'input[type=time], input[class*=timepicker], input[class*=time-picker], input[placeholder*=time i], input[name*=time i], input[id*=time i], input[placeholder*="hh:mm" i]',
  };
  const ROLE_ATTR_OK = { textbox: ['textbox', 'searchbox'], spinbutton: ['spinbutton', 'textbox'], table: ['grid', 'treegrid'], result: ['option', 'listitem', 'link', 'article', 'row'] };
  const PAGE_CHROME = '${PAGE_CHROME_SELECTOR}';
  const FIELD = 'input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=reset]):not([type=image]), textarea, select, [contenteditable=""], [contenteditable=true], [role=textbox], [role=searchbox], [role=combobox], [role=slider], [role=spinbutton], [role=checkbox], [role=switch], [role=radio], [role=listbox]';
  // A box one ticks (checkbox, radio, switch): its caption follows it.
  const TICK_BOX = 'input[type=checkbox], input[type=radio], [role=checkbox], [role=radio], [role=switch]';
  // A table's cells, headings too; DATA_CELL, the ones a field sits in.
  const TABLE_CELL = 'td, th, [role=cell], [role=gridcell], [role=rowheader], [role=columnheader]';
  const DATA_CELL = 'td, [role=cell], [role=gridcell]';
  const CLICKABLE = 'button, a, [role=button], [role=link], [role=menuitem], [role=tab], input[type=button], input[type=submit], input[type=image], summary, [onclick], sl-icon-button, [tabindex]:not([tabindex="-1"])';
  const MEANINGS = {
    delete: { glyphs: ['×', '✕', '✖', '✗', '✘', 'x', 'X', '🗑', '🗑️', '❌', '⨯'], icons: ['trash', 'delete', 'remove', 'times', 'xmark', 'x', 'close', 'closethick', 'clear', 'cancel', 'bin', 'garbage'], words: ['delete', 'remove', 'destroy', 'trash', 'del'] },
    close: { glyphs: ['×', '✕', '✖', '✗', 'x', 'X', '❌', '⨯'], icons: ['times', 'xmark', 'x', 'close', 'closethick', 'cancel', 'clear'], words: ['close', 'dismiss'] },
    edit: { glyphs: ['✎', '✏', '✏️', '✐', '🖉', '🖊', '📝'], icons: ['pencil', 'edit', 'pen', 'create', 'pencil2'], words: ['edit', 'pencil'] },
    add: { glyphs: ['+', '＋', '➕'], icons: ['plus', 'add'], words: ['add', 'plus'] },
    search: { glyphs: ['🔍', '🔎', '⌕'], icons: ['search', 'magnifying', 'magnifier', 'magnify', 'loupe'], words: ['search'] },
    more: { glyphs: ['⋮', '…', '⋯', '...', '︙', '···', '•••'], icons: ['ellipsis', 'more', 'dots', 'three', 'kebab', 'overflow'], words: ['more', 'kebab', 'ellipsis', 'options'] },
    menu: { glyphs: ['☰', '≡', '🍔'], icons: ['bars', 'menu', 'hamburger', 'navicon', 'burger'], words: ['menu', 'hamburger', 'burger', 'toggler'] },
  };
  const ICON_PREFIX = /^(?:fa[srlbdt]?|fa-solid|fa-regular|fa-light|bi|mdi|glyphicon|icon|icons|ti|la[srb]?|ion|ion-md|ion-ios|feather|gg|ri|bx[sl]?|ui-icon|octicon|lni|fi|e-icons|el-icon|anticon|oi|ph|tabler|jam|uil|codicon|icofont)-(.+)$/;

  // Every element under root in DOM order, with open shadow roots' contents before the host's
  // light children (which they mostly show through slots).
  function deepAll(root) {
    const ordered = [];
    const walk = [root];
    while (walk.length) {
      const node = walk.pop();
      if (node !== root) ordered.push(node);
      const kids = node.shadowRoot ? [...node.shadowRoot.children, ...node.children] : [...(node.children || [])];
      for (let i = kids.length - 1; i >= 0; i--) walk.push(kids[i]);
    }
    return ordered;
  }
  function isVisible(el) {
    if (!el.getClientRects().length) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.visibility !== 'collapse';
  }
  function norm(text) {
    return (text || '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  }
  function ownText(el) {
    return ((el instanceof HTMLElement ? el.innerText : '') || el.textContent || '').replace(/\s+/g, ' ').trim();
  }
  function matchesRole(el, role) {
    const selector = SELECTORS[role] || '[role=' + role + ']';
    if (!el.matches(selector)) return false;
    if (role === 'date' || role === 'time') {
      if (el.matches('input[type=hidden]')) return false;
      // flatpickr marks its time fields as it marks its date fields: the field's own words decide.
      const words = [el.getAttribute('placeholder'), el.getAttribute('name'), el.id, el.getAttribute('aria-label')].join(' ');
      const other = role === 'date' ? /time/i : /date/i;
      const own = role === 'date' ? /date|day/i : /time|hour/i;
      return !(other.test(words) && !own.test(words));
    }
    const attr = el.getAttribute('role');
    // An editable combobox (Tom Select's, react-select's input) is a text field one types into.
    const typedInto = role === 'textbox' && attr === 'combobox' && el.matches('input');
    if (attr && !typedInto && !el.matches('[role=' + role + ']') && !(ROLE_ATTR_OK[role] || []).includes(attr)) return false;
    if (role === 'textbox' && el.isContentEditable && el.parentElement && el.parentElement.isContentEditable) return false;
    if (role === 'combobox' && el.matches('select') && el.size > 1) return false;
    if (role === 'list' && !el.matches('[role=list]') && el.closest(PAGE_CHROME)) return false;
    return true;
  }
  function classWords(el) {
    const cls = el.getAttribute('class') || '';
    return (cls + ' ' + (el.id || '')).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z]+/).filter(Boolean);
  }
  function labelOf(el) {
    const aria = el.getAttribute('aria-label');
    if (aria) return aria;
    const by = (el.getAttribute('aria-labelledby') || '').split(/\s+/).map((id) => (document.getElementById(id) || {}).textContent || '').join(' ').trim();
    if (by) return by;
    if (el.labels && el.labels.length) return ownText(el.labels[0]);
    const pointed = labelsFor(el)[0];
    if (pointed) return pointed;
    if (el.getAttribute('placeholder')) return el.getAttribute('placeholder');
    const near = el.matches(FIELD) ? labelLikeTexts(el)[0] : '';
    if (near) return near;
    if (el.matches('input, textarea, select')) return el.getAttribute('name') || el.getAttribute('title') || el.id || '';
    return ownText(el).slice(0, 40) || el.getAttribute('title') || el.getAttribute('value') || '';
  }
  function shortText(node) {
    const text = (node.nodeType === 3 ? node.textContent : ownText(node)).replace(/\s+/g, ' ').trim();
    return text.length > 0 && text.length <= 60 ? text : '';
  }
  // A <label for> pointed at an element no label can name (jQuery UI selectmenu moves its label
  // onto the span[role=combobox] it draws): browsers give it no accessible name, a person reads
  // the label as its name all the same.
  function labelsFor(el) {
    if (!el.id || (el.labels && el.labels.length) || el.matches('input, select, textarea, button, meter, output, progress')) return [];
    const root = el.getRootNode();
    if (!root.querySelectorAll) return [];
    return [...root.querySelectorAll('label[for]')].filter((l) => l.getAttribute('for') === el.id).map((l) => shortText(l)).filter(Boolean);
  }
  // The texts a person reads as a field's label when no <label for> ties them: the sibling or
  // text right before it (after it, for a checkbox), or the cell or block before the field's own.
  // Whether a node is or holds a field, inside open shadow roots too (an sl-checkbox holds one).
  function holdsField(node) {
    return node.matches(FIELD) || deepAll(node).some((inner) => inner.matches(FIELD));
  }
  // The control a widget hides and draws anew right after it (Tom Select's and Select2's <select>
  // shrunk to a pixel, jQuery UI selectmenu's hidden one) is part of the field drawn there, not
  // another field between that field and its caption.
  function isDrawnAnewAs(node, drawn) {
    if (!node.matches('select, input') || node.nextElementSibling !== drawn) return false;
    const rect = node.getBoundingClientRect();
    return !isVisible(node) || rect.width <= 1 || rect.height <= 1;
  }
  // A field in a web component's shadow root with no caption of its own there (an sl-checkbox
  // beside its row's text) is captioned as its component is, from the page around it.
  function labelLikeTexts(el, isBox) {
    const own = labelLikeTextsIn(el, isBox);
    const root = el.getRootNode();
    if (own.length || !(root instanceof ShadowRoot)) return own;
    const box = isBox === undefined ? el.matches(TICK_BOX) : isBox;
    return labelLikeTexts(root.host, box);
  }
  function labelLikeTextsIn(el, isBox) {
    const texts = [...labelsFor(el)];
    if (texts.length) return texts;
    const after = isBox !== undefined ? isBox : el.matches(TICK_BOX);
    const step = after ? 'nextSibling' : 'previousSibling';
    for (let node = el[step]; node; node = node[step]) {
      if (node.nodeType === 1 && holdsField(node)) break;
      if (node.nodeType !== 1 && node.nodeType !== 3) continue;
      const text = shortText(node);
      if (text) { texts.push(text); break; }
    }
    // The field's own popup (Tom Select's listbox beside its input) is part of it, not another field.
    const popups = ((el.getAttribute('aria-controls') || '') + ' ' + (el.getAttribute('aria-owns') || '')).split(/\s+/).filter(Boolean);
    const isOwnPopup = (f) => popups.some((id) => f.id === id || Boolean(f.closest('#' + CSS.escape(id))));
    // Nor is the text that describes it (react-select's "Select..." placeholder): not its label.
    const described = (el.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean);
    const isOwnWords = (node) => described.includes(node.id);
    let box = el;
    // A widget wraps its input in a few layers (react-select: four) before the caption beside it.
    for (let depth = 0; depth < 5 && box.parentElement; depth++) {
      const parent = box.parentElement;
      if (deepAll(parent).filter((f) => f.matches(FIELD) && !isOwnPopup(f)).length > 1) break;
      box = parent;
      // A field in a table's cell with no words of its own (a cart's Quantity per row, named
      // only by its id and name) is captioned by its column's heading too.
      if (box.matches(DATA_CELL)) {
        const head = columnHeadingOf(box);
        if (head) texts.push(head);
      }
      let prev = box.previousElementSibling;
      if (prev && isDrawnAnewAs(prev, box)) prev = prev.previousElementSibling;
      while (prev && (!shortText(prev) || isOwnWords(prev)) && !holdsField(prev)) prev = prev.previousElementSibling;
      if (prev && !holdsField(prev) && shortText(prev)) { texts.push(shortText(prev)); break; }
      if (box.matches(DATA_CELL) || box.matches('th')) break;
    }
    return texts;
  }
  // The heading of the cell's column: the header row's cell at its index, when that is a heading.
  function columnHeadingOf(cell) {
    const row = cell.parentElement;
    if (!row) return '';
    const cells = [...row.children].filter((c) => c.matches(TABLE_CELL));
    const index = cells.indexOf(cell);
    const table = cell.closest('table, [role=table], [role=grid], [role=treegrid]');
    if (index < 0 || !table) return '';
    const headRow = [...table.querySelectorAll('tr, [role=row]')].find((r) => r.querySelector(':scope > th, :scope > [role=columnheader]'));
    if (!headRow || headRow === row) return '';
    const head = [...headRow.children].filter((c) => c.matches(TABLE_CELL))[index];
    return head && head.matches('th, [role=columnheader]') ? shortText(head) : '';
  }
  function iconMeaning(el, meaning) {
    const text = ownText(el);
    const ligatures = [];
    const icons = [];
    for (const node of [el, ...el.querySelectorAll('*')]) {
      const cls = (node.getAttribute('class') || '').split(/\s+/);
      if (cls.some((c) => /^material-(?:icons|symbols)/.test(c))) ligatures.push(norm(node.textContent).split(' ')[0]);
      for (const c of cls) {
        const m = ICON_PREFIX.exec(c.toLowerCase());
        if (m) icons.push(m[1].split('-')[0].replace(/\d+$/, ''));
      }
      for (const attr of ['data-icon', 'icon']) if (node.getAttribute(attr)) icons.push(node.getAttribute(attr).toLowerCase().split(/[-_ ]/)[0]);
      if (node.localName === 'sl-icon' || node.localName === 'sl-icon-button' || node.localName === 'ion-icon') icons.push((node.getAttribute('name') || '').split('-')[0]);
      const use = node.localName === 'use' ? node.getAttribute('href') || node.getAttribute('xlink:href') || '' : '';
      if (use) icons.push(use.replace(/^.*#/, '').replace(/^(?:icon|i)-/, '').split('-')[0]);
    }
    let rest = text;
    for (const l of ligatures) rest = rest.replace(new RegExp(l.replace(/_/g, '[_ ]?'), 'i'), '').trim();
    const isGlyph = rest === '' || MEANINGS[meaning].glyphs.includes(rest) || /^[^\p{L}\p{N}]{1,3}$/u.test(rest);
    if (!isGlyph) return 'text';
    if (rest && MEANINGS[meaning].glyphs.includes(rest)) return 'yes';
    if (ligatures.some((l) => MEANINGS[meaning].icons.includes(l.split('_')[0]))) return 'yes';
    if (icons.some((i) => MEANINGS[meaning].icons.includes(i))) return 'yes';
    return 'no';
  }

  return (root, query, mark) => {
    for (const old of deepAll(document)) if (old.getAttribute('data-scout-find')) old.removeAttribute('data-scout-find');
    const all = deepAll(root);
    let found = [];
    if (query.mode === 'role') {
      found = all.filter((el) => matchesRole(el, query.role));
    } else if (query.mode === 'label') {
      const wanted = norm(query.name);
      found = all.filter((el) => el.matches(FIELD) && (!query.role || matchesRole(el, query.role)) && labelLikeTexts(el).some((t) => norm(t) === wanted));
      if (query.kind === 'check') found = found.filter((el) => el.matches(TICK_BOX));
    } else if (query.mode === 'icon' || query.mode === 'words') {
      const meaning = query.meaning;
      const clickable = all.filter((el) => el.matches(CLICKABLE) || (el.matches('span, i, div, svg, li, label, img') && getComputedStyle(el).cursor === 'pointer'));
      found = clickable.filter((el) => {
        const verdict = iconMeaning(el, meaning);
        if (query.mode === 'icon') return verdict === 'yes';
        return verdict !== 'text' && classWords(el).some((w) => MEANINGS[meaning].words.includes(w));
      });
      found = found.filter((el) => !found.some((other) => other !== el && other.contains(el)));
    } else if (query.mode === 'collapsed') {
      const wanted = norm(query.name || '');
      found = all.filter((el) => {
        // Not a tab (jQuery UI marks its tabs aria-expanded too): showing a tab is not opening a section.
        const isTab = el.matches('[role=tab]') && classWords(el).some((w) => w === 'tab' || w === 'tabs');
        const isDisclosure = (el.getAttribute('aria-expanded') === 'false' && !isTab && !el.matches('[role=combobox], [aria-haspopup=listbox], [aria-haspopup=menu], [aria-haspopup=true], select, input'))
          || (el.localName === 'summary' && el.parentElement && el.parentElement.localName === 'details' && !el.parentElement.open);
        if (!isDisclosure) return false;
        return !wanted || norm(labelOf(el)) === wanted || norm(ownText(el)) === wanted;
      });
      if (!found.length && wanted) {
        found = all.filter((el) => el.getAttribute('aria-expanded') === 'false' || (el.localName === 'summary' && !el.parentElement.open))
          .filter((el) => (' ' + norm(ownText(el)) + ' ').includes(' ' + wanted + ' '));
      }
    }
    if (!query.includeHidden) found = found.filter(isVisible);
    // A control a widget hides and draws anew right after it (Tom Select, Select2, selectmenu) is
    // one field with the widget's input, not a second one.
    if (query.mode === 'label' || query.mode === 'role') {
      found = found.filter((el) => !(el.matches('select, input') && found.some((other) => other !== el && el.nextElementSibling && el.nextElementSibling.contains(other))));
    }
    found.forEach((el) => el.setAttribute('data-scout-find', mark));
    return { count: found.length, names: found.map((el) => labelOf(el)) };
  };
})()`;

let marks = 0;

/**
 * Runs FIND_SCRIPT in the scope's frame and marks what it finds. Each call clears the marks of the
 * one before, so use the locator it returns before calling again.
 */
export async function findInPage(
  scope: Locator,
  query: FindQuery & { meaning?: string },
): Promise<FindResult & { locator: Locator }> {
  const mark = `f${++marks}`;
  noteMarked(scope.page());
  const result = await runPageScript<Omit<FindResult, 'mark'>>(scope, FIND_SCRIPT, [
    query,
    mark,
  ]).catch(() => ({ count: 0, names: [] as string[] }));
  return { mark, ...result, locator: scope.locator(`[data-scout-find="${mark}"]`) };
}
