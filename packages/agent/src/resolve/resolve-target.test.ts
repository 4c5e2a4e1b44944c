import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ActionKind, Target } from '@scout/shared';
import { type BrowserSession } from '../browser/launch-browser.js';
import { page as html, servePages, type PageServer } from '../testing/serve-pages.js';
import type { Resolution } from './resolution.js';
import { resolveTarget } from './resolve-target.js';
import { launchTestBrowser } from '../testing/test-browser.js';

// Markup as the libraries render it (Bootstrap 5, jQuery UI), with none of the labels a
// careful author would add. Each element a test expects carries an id the test reads back.
const GENERIC = html(
  'Sign in',
  `
  <header><a id="home" href="/">Home</a><input id="q" type="search" placeholder="Search"></header>
  <form><label for="e">Email</label><input id="e" type="email"><label for="p">Password</label><input id="p" type="password">
    <input type="hidden" name="csrf" value="x"><input id="gone" style="display:none"><button id="go">Sign in</button></form>
  <footer><a id="l1" href="/a">About</a><a id="l2" href="/b">Terms</a><a id="l3" href="/c">Privacy</a></footer>`,
);

const ONE_FIELD = html(
  'Notes',
  `<h1>Notes</h1><input type="hidden" name="t"><div id="ed" contenteditable="true"></div><textarea id="hid" hidden></textarea>`,
);

const WALL = html(
  'Harbour wall',
  `<nav class="navbar bg-body-tertiary"><div class="container-fluid"><a class="navbar-brand" href="#">Harbour</a>
    <form class="d-flex" role="search"><input class="form-control me-2" type="search" placeholder="Search" aria-label="Search">
      <button class="btn btn-outline-success" type="submit">Search</button></form></div></nav>
  <main class="container"><form id="compose"><label for="status" class="form-label">Write something</label>
    <textarea id="status" class="form-control" rows="2"></textarea><button type="submit" class="btn btn-primary">Post</button></form></main>`,
);

// A navbar whose sign-in is a bare span a script listens on (no link, no button role), as
// Bootstrap 5's navbar markup writes the rest of the bar.
const NAV_SPAN = html(
  'Harbour',
  `<nav class="navbar navbar-expand bg-body-tertiary"><div class="container-fluid">
    <a class="navbar-brand" href="/">Harbour</a>
    <ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="/tides">Tides</a></li></ul>
    <span class="navbar-text" id="login" style="cursor: pointer">Log in</span>
  </div></nav>
  <main class="container"><h1>Tide tables</h1></main>`,
);

const BARE_NAV_SPAN = html(
  'Harbour',
  `<nav><span id="login">Log in</span></nav><main><h1>Tides</h1></main>`,
);

const LISTS = html(
  'Cities',
  `
  <ul id="lb" role="listbox" aria-label="Cities"><li role="option">Oslo</li><li role="option">Bergen</li></ul>
  <p>Country</p><select id="sel"><option>Norway</option><option>Sweden</option></select>`,
);

const ONLY_SELECT = html(
  'Country',
  `<p>Pick one</p><select id="sel"><option>Norway</option><option>Sweden</option></select>`,
);

const REGIONS = html(
  'Shop',
  `
  <header class="navbar"><input id="top" class="form-control" placeholder="Search products"><button id="close-banner" aria-label="Close">×</button></header>
  <aside class="sidebar"><input id="side" placeholder="Filter"><a id="side-link" href="/x">Deals</a></aside>
  <main>
    <section><h2>Billing</h2><input id="bill-name" aria-label="Name"></section>
    <section><h2>Shipping</h2><input id="ship-name" aria-label="Name"></section>
    <a id="main-link" href="/y">Deals</a>
  </main>
  <div class="modal fade show" id="m" tabindex="-1" role="dialog" aria-modal="true" style="display:block">
    <div class="modal-dialog"><div class="modal-content">
      <div class="modal-header"><h5 class="modal-title">Subscribe</h5><button id="modal-close" type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
      <div class="modal-body"><input id="modal-email" type="email" class="form-control"></div>
    </div></div>
  </div>`,
);

// A Bootstrap 5 list-group checklist whose rows hold a bare checkbox, the chore's text and a
// Bootstrap Icons trash button that the page's CSS shows only while the row is hovered.
const CHORES = html(
  'Chores',
  `
  <style>
    .list-group-item { display: flex; gap: 8px; align-items: center; height: 40px; }
    .list-group-item .btn { display: none; width: 32px; height: 32px; }
    .list-group-item:hover .btn { display: inline-block; }
  </style>
  <input type="text" class="form-control" placeholder="Add a chore, then press Enter">
  <ul class="list-group">
    <li class="list-group-item"><input class="form-check-input mt-0" type="checkbox" id="t1"><span>Water the plants</span><button type="button" class="btn btn-sm btn-outline-danger ms-auto" id="d1"><i class="bi bi-trash"></i></button></li>
    <li class="list-group-item"><input class="form-check-input mt-0" type="checkbox" id="t2"><span>Take out the bins</span><button type="button" class="btn btn-sm btn-outline-danger ms-auto" id="d2"><i class="bi bi-trash"></i></button></li>
    <li class="list-group-item"><input class="form-check-input mt-0" type="checkbox" id="t3"><span>Vacuum the stairs</span><button type="button" class="btn btn-sm btn-outline-danger ms-auto" id="d3"><i class="bi bi-trash"></i></button></li>
  </ul>`,
);

const UNLABELLED_LIST = html(
  'Chores',
  `
  <ul class="list-group">
    <li class="list-group-item"><input class="form-check-input me-1" type="checkbox" id="c1"><span>Pay rent</span></li>
    <li class="list-group-item"><input class="form-check-input me-1" type="checkbox" id="c2"><span>Buy milk</span></li>
  </ul>`,
);

const LABEL_LIKE = html(
  'Profile',
  `
  <div class="row mb-3"><div class="col-sm-2 col-form-label">Email</div><div class="col-sm-10"><input type="text" class="form-control" id="em"></div></div>
  <div class="row mb-3"><div class="col-sm-2">Password</div><div class="col-sm-10"><input type="password" class="form-control" id="pw"></div></div>
  <table><tr><td>Phone</td><td><input id="ph"></td></tr><tr><td>City</td><td><select id="city"><option>Oslo</option></select></td></tr></table>
  <p>Nickname: <input id="nick"></p>
  <div><input type="checkbox" id="news"> Send me news</div>`,
);

const ICONS = html(
  'Icons',
  `
  <link rel="stylesheet" href="about:blank">
  <ul>
    <li>Pay rent <button class="btn btn-sm" id="trash1"><i class="fa fa-trash"></i></button> <button class="btn" id="pen1"><i class="bi bi-pencil-square"></i></button></li>
    <li>Buy milk <button class="btn btn-sm" id="trash2"><i class="fa-solid fa-trash-can"></i></button> <button class="btn" id="pen2"><i class="bi bi-pencil-square"></i></button></li>
  </ul>
  <div class="toast"><span>Saved</span><button type="button" id="x" class="toast-x">×</button></div>
  <div class="card"><span>Row 3</span><span class="remove-item" id="rm3" style="cursor:pointer"></span></div>
  <div><button id="delete-9" class="btn"></button><span>Item nine</span></div>
  <input type="submit" id="submit" value="Sign in">
  <button id="gear" title="Settings"><svg width="10" height="10"></svg></button>
  <button id="more" class="btn">⋮</button>`,
);

const ONLY_TRASH = html(
  'Trash',
  `<div><span>Report</span><button id="t"><i class="fa fa-trash"></i></button></div>`,
);

// Bootstrap 5 tab markup (nav-tabs, tab-pane) with a few lines doing what bootstrap.js does.
const TABS = html(
  'Account',
  `
  <style>.tab-pane { display: none } .tab-pane.active { display: block }</style>
  <ul class="nav nav-tabs" role="tablist">
    <li class="nav-item" role="presentation"><button class="nav-link active" id="profile-tab" data-bs-toggle="tab" data-bs-target="#profile" type="button" role="tab" aria-controls="profile" aria-selected="true">Profile</button></li>
    <li class="nav-item" role="presentation"><button class="nav-link" id="security-tab" data-bs-toggle="tab" data-bs-target="#security" type="button" role="tab" aria-controls="security" aria-selected="false">Security</button></li>
    <li class="nav-item" role="presentation"><button class="nav-link" id="billing-tab" data-bs-toggle="tab" data-bs-target="#billing" type="button" role="tab" aria-controls="billing" aria-selected="false">Billing</button></li>
  </ul>
  <div class="tab-content">
    <div class="tab-pane fade show active" id="profile" role="tabpanel" aria-labelledby="profile-tab"><p>Your profile</p></div>
    <div class="tab-pane fade" id="security" role="tabpanel" aria-labelledby="security-tab"><p>Two-factor</p></div>
    <div class="tab-pane fade" id="billing" role="tabpanel" aria-labelledby="billing-tab"><a id="inv" href="#invoices">Invoices</a></div>
  </div>
  <script>
    document.querySelectorAll('[data-bs-toggle=tab]').forEach((tab) => tab.addEventListener('click', () => {
      document.querySelectorAll('[role=tab]').forEach((t) => { t.classList.remove('active'); t.setAttribute('aria-selected', 'false'); });
      document.querySelectorAll('.tab-pane').forEach((p) => p.classList.remove('active', 'show'));
      tab.classList.add('active'); tab.setAttribute('aria-selected', 'true');
      document.querySelector(tab.dataset.bsTarget).classList.add('active', 'show');
    }));
  </script>`,
);

// Bootstrap 5 accordion markup, a jQuery UI accordion header and a closed <details>.
const ACCORDION = html(
  'Checkout',
  `
  <aside><button id="side-shipping" aria-expanded="true" aria-controls="sp">Shipping</button><div id="sp">Ships in 2 days</div></aside>
  <div class="accordion" id="acc">
    <div class="accordion-item"><h2 class="accordion-header"><button id="a-details" class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#c1" aria-expanded="true" aria-controls="c1">Details</button></h2>
      <div id="c1" class="accordion-collapse collapse show"><div class="accordion-body">Blue teapot</div></div></div>
    <div class="accordion-item"><h2 class="accordion-header"><button id="a-shipping" class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c2" aria-expanded="false" aria-controls="c2">Shipping</button></h2>
      <div id="c2" class="accordion-collapse collapse" style="display:none"><div class="accordion-body">Ground</div></div></div>
  </div>`,
);

const ONE_COLLAPSED = html(
  'FAQ',
  `
  <div id="faq" class="ui-accordion ui-widget ui-helper-reset" role="tablist">
    <h3 id="h1" class="ui-accordion-header ui-corner-top ui-state-default ui-accordion-header-active ui-state-active" role="tab" aria-selected="true" aria-expanded="true" tabindex="0">Returns</h3>
    <div class="ui-accordion-content ui-corner-bottom ui-helper-reset ui-widget-content ui-accordion-content-active" role="tabpanel" aria-hidden="false">30 days</div>
  </div>
  <details id="d"><summary id="s">More about delivery</summary><p>By post</p></details>`,
);

// A Bootstrap 5 card whose header opens its body (data-bs-toggle on a plain div, as pages write it):
// the header's words are its text, not an accessible name.
const CARD_HEADER = html(
  'Reports',
  `
  <div class="card"><div class="card-header" id="hdr" data-bs-toggle="collapse" data-bs-target="#weekly" style="cursor:pointer">Weekly report</div>
    <div class="collapse" id="weekly"><div class="card-body">No incidents</div></div></div>`,
);

// A Bootstrap 5 navbar whose brand and "Home" both lead home, and a footer logo that does too; its
// twin's "Home" leads elsewhere.
const navbar = (home: string) =>
  html(
    'Shop',
    `
  <nav class="navbar navbar-expand-lg bg-body-tertiary"><div class="container-fluid">
    <a class="navbar-brand" id="brand" href="/">shop</a>
    <ul class="navbar-nav"><li class="nav-item"><a class="nav-link active" aria-current="page" id="nav-home" href="${home}">Home</a></li>
      <li class="nav-item"><a class="nav-link" href="/login">Sign in</a></li></ul>
  </div></nav>
  <main><h1>Latest deals</h1></main>
  <footer class="py-3"><a class="link-body-emphasis" id="footer-brand" href="/">shop</a></footer>`,
  );

let server: PageServer;
let session: BrowserSession;
let context: BrowserContext;
let tab: Page;

beforeAll(async () => {
  server = await servePages({
    '/generic': GENERIC,
    '/one-field': ONE_FIELD,
    '/wall': WALL,
    '/nav-span': NAV_SPAN,
    '/bare-nav-span': BARE_NAV_SPAN,
    '/lists': LISTS,
    '/only-select': ONLY_SELECT,
    '/regions': REGIONS,
    '/chores': CHORES,
    '/unlabelled': UNLABELLED_LIST,
    '/label-like': LABEL_LIKE,
    '/icons': ICONS,
    '/only-trash': ONLY_TRASH,
    '/tabs': TABS,
    '/accordion': ACCORDION,
    '/one-collapsed': ONE_COLLAPSED,
    '/card-header': CARD_HEADER,
    '/navbar-one-home': navbar('/'),
    '/navbar-two-homes': navbar('/home'),
  });
  session = await launchTestBrowser();
  context = await session.browser.newContext();
  tab = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await session?.close();
  await server?.close();
});

async function open(path: string): Promise<void> {
  await tab.goto(server.url + path);
}

async function resolve(
  target: Omit<Target, 'description'> & { description?: string },
  kind: ActionKind = 'click',
  exactOnly = false,
): Promise<Resolution> {
  return resolveTarget(tab, { description: 'it', ...target }, { kind, timeoutMs: 300, exactOnly });
}

async function idOf(
  target: Omit<Target, 'description'>,
  kind: ActionKind = 'click',
): Promise<string | null | undefined> {
  const found = await resolve(target, kind);
  if (!found.ok) throw new Error(found.error);
  return found.locator.getAttribute('id');
}

describe('generic references', () => {
  it('a role with no name is the one visible element of that role, ignoring hidden ones', async () => {
    await open('/one-field');
    expect(await idOf({ role: 'textbox' }, 'fill')).toBe('ed');
  });

  it('several of the role make the step ambiguous, listing them by name', async () => {
    await open('/generic');
    const found = await resolve({ role: 'textbox', region: 'form' }, 'fill');
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.reason).toBe('ambiguous');
    expect(found.error).toContain('There are 2 text fields: “Email”, “Password”');
    const all = await resolve({ role: 'textbox' }, 'fill');
    expect(!all.ok && all.error).toContain(
      'There are 3 text fields: “Search”, “Email”, “Password”',
    );
  });

  it('a text field beside a search field is the one not for searching', async () => {
    // A wall whose navbar has Bootstrap's search form: "the field for a new post" is the compose box.
    await open('/wall');
    expect(await idOf({ role: 'textbox' }, 'fill')).toBe('status');
  });

  it.each(['/nav-span', '/bare-nav-span'])(
    'a bare span in a nav is the element its name names, not the nav (%s)',
    async (path) => {
      await open(path);
      expect(await idOf({ name: 'Log in' }, 'click')).toBe('login');
      // "click log in": found by a near name in the aria snapshot, where the span has no node of
      // its own ("- navigation: Log in"). Before: the whole <nav>.
      expect(await idOf({ name: 'log in' }, 'click')).toBe('login');
    },
  );

  it('nth picks by page order among the visible ones, -1 the last', async () => {
    await open('/generic');
    expect(await idOf({ role: 'textbox', nth: 1 }, 'focus')).toBe('e');
    expect(await idOf({ role: 'link', nth: -1 })).toBe('l3');
    expect(await idOf({ role: 'link', nth: 0 })).toBe('home');
    const tooFar = await resolve({ role: 'link', nth: 7 });
    expect(!tooFar.ok && tooFar.error).toContain('only 4 links');
  });

  it('replay finds a generic reference again, by the name it resolved to', async () => {
    await open('/generic');
    const found = await resolve({ role: 'textbox', nth: 2 }, 'fill');
    expect(found.ok && found.target).toMatchObject({ role: 'textbox', name: 'Password' });
    expect(found.ok && found.target.nth).toBeUndefined();
    const again = await resolveTarget(tab, found.ok ? found.target : { description: '' }, {
      kind: 'fill',
      timeoutMs: 300,
      exactOnly: true,
    });
    expect(again.ok && (await again.locator.getAttribute('id'))).toBe('p');
  });

  it('a listbox that is not a <select>, and a <select> when the page has no other list', async () => {
    await open('/lists');
    expect(await idOf({ role: 'listbox' }, 'select')).toBe('lb');
    expect(await idOf({ role: 'combobox' }, 'select')).toBe('sel');
    await open('/only-select');
    expect(await idOf({ role: 'listbox' }, 'select')).toBe('sel');
  });

  it('a search field is the text input whose words say search when no input is type=search', async () => {
    await open('/regions');
    expect(await idOf({ role: 'searchbox' }, 'fill')).toBe('top');
  });
});

describe('links named about as well', () => {
  it('are no guess when they all lead to the same address; links to two places still are', async () => {
    await open('/navbar-one-home');
    const target = { description: 'shop home', name: 'shop home' };
    expect(['brand', 'nav-home', 'footer-brand']).toContain(await idOf(target, 'navigate'));
    await open('/navbar-two-homes');
    const two = await resolve(target, 'navigate');
    expect(!two.ok && two.reason).toBe('ambiguous');
  });
});

describe('regions scope every target', () => {
  it('the dialog, the header, the sidebar and a named section', async () => {
    await open('/regions');
    expect(await idOf({ role: 'textbox', region: 'dialog' }, 'fill')).toBe('modal-email');
    expect(await idOf({ name: 'Close', region: 'the modal' })).toBe('modal-close');
    expect(await idOf({ name: 'Close', region: 'header' })).toBe('close-banner');
    expect(await idOf({ name: 'Deals', region: 'the sidebar' })).toBe('side-link');
    expect(
      await idOf({ role: 'textbox', name: 'Name', region: "the 'Shipping' section" }, 'fill'),
    ).toBe('ship-name');
  });

  it('a region nobody named on the page is said so', async () => {
    await open('/regions');
    const found = await resolve({ name: 'Deals', region: 'the cart' });
    expect(!found.ok && found.error).toContain('Nothing on the page is called “the cart”');
  });
});

describe('row text and label-like text', () => {
  it('an unlabelled checkbox is the one in the row that holds the text', async () => {
    await open('/unlabelled');
    expect(await idOf({ role: 'checkbox', near: 'Buy milk' }, 'check')).toBe('c2');
    await open('/chores');
    expect(await idOf({ role: 'checkbox', near: 'Take out the bins' }, 'check')).toBe('t2');
  });

  it('the text before a field (a column, a cell, a block, the words before it) names it', async () => {
    await open('/label-like');
    expect(await idOf({ name: 'Email' }, 'fill')).toBe('em');
    expect(await idOf({ name: 'Password' }, 'fill')).toBe('pw');
    expect(await idOf({ name: 'Phone' }, 'fill')).toBe('ph');
    expect(await idOf({ name: 'City' }, 'select')).toBe('city');
    expect(await idOf({ name: 'Nickname' }, 'fill')).toBe('nick');
    expect(await idOf({ name: 'Send me news' }, 'check')).toBe('news');
  });

  it("keeps its finder off the page's window, and a function the page named alike is not used", async () => {
    await open('/label-like');
    await tab.evaluate(() => {
      Object.assign(window, { __scoutFind: () => ({ count: 0, names: [] }) });
    });
    expect(await idOf({ name: 'Phone' }, 'fill')).toBe('ph');
    await open('/label-like');
    expect(await idOf({ name: 'Nickname' }, 'fill')).toBe('nick');
    expect(await tab.evaluate(() => Object.keys(window).filter((k) => /scout/i.test(k)))).toEqual(
      [],
    );
  });
});

describe('titles, values and icons', () => {
  it('a submit input by its value and an icon button by its title', async () => {
    await open('/icons');
    expect(await idOf({ name: 'Sign in' })).toBe('submit');
    expect(await idOf({ name: 'Settings' })).toBe('gear');
  });

  it('Delete and Edit find trash and pencil icons in the named row', async () => {
    await open('/icons');
    expect(await idOf({ name: 'Delete', near: 'Buy milk' })).toBe('trash2');
    expect(await idOf({ name: 'Remove', near: 'Pay rent' })).toBe('trash1');
    expect(await idOf({ name: 'Edit', near: 'Buy milk' })).toBe('pen2');
  });

  it('Close finds a × glyph, More a ⋮; class and id words come last', async () => {
    await open('/icons');
    expect(await idOf({ name: 'Close', region: 'the toast' })).toBe('x');
    expect(await idOf({ name: 'More' })).toBe('more');
    expect(await idOf({ name: 'Remove', near: 'Row 3' })).toBe('rm3');
    expect(await idOf({ name: 'Delete', near: 'Item nine' })).toBe('delete-9');
  });

  it('a verb is never guessed the other way round: Close is not a trash can', async () => {
    await open('/only-trash');
    const found = await resolve({ name: 'Close' });
    expect(found.ok).toBe(false);
    expect(await idOf({ name: 'Delete' })).toBe('t');
  });

  it('replay finds an icon again by the name the test gave it', async () => {
    await open('/icons');
    const found = await resolve({ name: 'Delete', near: 'Buy milk' });
    expect(found.ok && found.target).toMatchObject({ name: 'Delete', near: 'Buy milk' });
    const again = await resolveTarget(tab, found.ok ? found.target : { description: '' }, {
      kind: 'click',
      timeoutMs: 300,
      exactOnly: true,
    });
    expect(again.ok && (await again.locator.getAttribute('id'))).toBe('trash2');
  });

  it('replay finds a block found by its words again: by its text, not by a role and a name it lacks', async () => {
    await open('/card-header');
    for (const target of [{ role: 'button', name: 'weekly report' }, { name: 'Weekly reports' }]) {
      const found = await resolve(target);
      expect(found.ok && found.target).toMatchObject({ text: 'Weekly report' });
      const again = await resolveTarget(tab, found.ok ? found.target : { description: '' }, {
        kind: 'click',
        timeoutMs: 300,
        exactOnly: true,
      });
      expect(again.ok ? await again.locator.getAttribute('id') : again.error).toBe('hdr');
    }
  });
});

describe('controls shown on hover', () => {
  it("a row's trash button is found in the named row and shown by hovering it", async () => {
    await open('/chores');
    const found = await resolve({ name: 'Delete', near: 'Take out the bins' });
    expect(found.ok && (await found.locator.getAttribute('id'))).toBe('d2');
    expect(found.ok && (await found.locator.isVisible())).toBe(true);
  });
});

describe('tabs and collapsed sections', () => {
  it('looks through the tabs for an element not on show', async () => {
    await open('/tabs');
    expect(await idOf({ role: 'link', name: 'Invoices', inTabs: true })).toBe('inv');
    expect(await tab.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('finds an element the tab on show draws late back on that tab, after one glance at the others', async () => {
    await open('/tabs');
    // Drawn 1.2 s on, after the quick look here and in the other tabs (the page's own timer).
    await tab.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { shownTabs: shown });
      document
        .querySelectorAll('[role=tab]')
        .forEach((t) => t.addEventListener('click', () => shown.push(t.id)));
      setTimeout(() => {
        const link = Object.assign(document.createElement('a'), { id: 'late', href: '#late' });
        link.textContent = 'Statements';
        document.querySelector('#profile')!.append(link);
      }, 1_200);
    });
    const found = await resolveTarget(
      tab,
      { description: 'Statements', role: 'link', name: 'Statements', inTabs: true },
      { kind: 'click', timeoutMs: 5_000, exactOnly: true },
    );
    expect(found.ok && (await found.locator.getAttribute('id'))).toBe('late');
    expect(await tab.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The patient look began on Profile: Security and Billing were shown once each, for a glance.
    expect(
      await tab.evaluate(() => (window as unknown as { shownTabs: string[] }).shownTabs),
    ).toEqual(['security-tab', 'billing-tab', 'profile-tab']);
  });

  it('selects the first tab again when no tab has it', async () => {
    await open('/tabs');
    const found = await resolve({ role: 'link', name: 'Receipts', inTabs: true });
    expect(!found.ok && found.error).toContain('3 tabs');
    expect(await tab.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('a named section prefers the collapsed one; with no name, the only collapsed one', async () => {
    await open('/accordion');
    expect(await idOf({ name: 'Shipping', collapsed: true })).toBe('a-shipping');
    expect(await idOf({ collapsed: true })).toBe('a-shipping');
    await open('/one-collapsed');
    expect(await idOf({ collapsed: true })).toBe('s');
  });
});
