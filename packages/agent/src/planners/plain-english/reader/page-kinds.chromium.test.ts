import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';
import { checkDownloaded, checkNoDialog } from '../../../act/dialogs-and-tabs.js';
import { RunPages } from '../../../browser/run-pages.js';

// Kinds added for sentences about the page that had none (issue 25), run on Bootstrap 5 markup as
// its docs write it. Each has a page that passes and a twin with a planted bug that fails at the
// planted step.

// A Bootstrap modal (its docs' markup): "Open terms" shows it, "I agree" closes it. The planted
// bug: "I agree" does not close it (no data-bs-dismiss), so the dialog is left open.
function terms(bug: boolean): string {
  return html(
    'Terms',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4">
      <button type="button" class="btn btn-primary" data-bs-toggle="modal" data-bs-target="#terms">Open terms</button>
      <div class="modal fade" id="terms" tabindex="-1" aria-labelledby="termsLabel" aria-hidden="true">
        <div class="modal-dialog"><div class="modal-content">
          <div class="modal-header"><h1 class="modal-title fs-5" id="termsLabel">Terms of use</h1>
            <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
          <div class="modal-body">Be kind.</div>
          <div class="modal-footer">
            <button type="button" class="btn btn-primary" ${bug ? '' : 'data-bs-dismiss="modal"'}>I agree</button>
          </div>
        </div></div>
      </div>
    </main>`,
  );
}

const NO_DIALOG_STEPS = [
  'Given a alertbox is not opened',
  'When I click "Open terms"',
  'Then a dialog should open',
  'When I click "I agree"',
  'Then no dialog should be open',
];

describe.skipIf(!HAS_BOOTSTRAP)('no dialog open, on a Bootstrap modal, in Chromium', () => {
  const at = actInPages(
    {
      '/terms': terms(false),
      '/bug/terms': terms(true),
      '/blind': html(
        'Blind',
        '<p>Hello</p><script>document.querySelectorAll = () => { throw new Error("no looking"); };</script>',
      ),
    },
    'page-kinds-dialog',
  );

  it('passes once the modal is closed', async () => {
    await at.tab.goto(`${at.server.url}/terms`);
    expect(await actSteps(at, NO_DIALOG_STEPS)).toEqual({});
  });

  it('fails at the check when the modal is left open', async () => {
    await at.tab.goto(`${at.server.url}/bug/terms`);
    const { failedAt, outcome } = await actSteps(at, NO_DIALOG_STEPS);
    expect(failedAt).toBe(4);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toContain('Terms of use');
  });

  it('fails while a native alert is open', async () => {
    await at.tab.goto(`${at.server.url}/terms`);
    // The run's pages as they are when a step left the browser's alert open (act-in-pages.ts
    // leaves it to the next step).
    const pages = {
      current: at.tab,
      openDialog: { type: 'alert', message: 'Saved', action: 'open' },
    } as unknown as RunPages;
    const outcome = await checkNoDialog({ pages, targetTimeoutMs: 500 });
    expect(outcome.ok === false && outcome.reason).toBe('assertion');
    expect(outcome.ok === false && outcome.error).toContain('Saved');
  });

  it('ends ERROR, never passes, when it cannot look at the page', async () => {
    await at.tab.goto(`${at.server.url}/blind`);
    const { failedAt, outcome } = await actSteps(at, ['Then no dialog should be open']);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('infra');
  });
});

// A Bootstrap navbar whose "Help" link opens the help in a new tab (target="_blank", as pages link
// to their docs). The planted bug: the link opens in the same tab, so no new window opened.
function dashboard(bug: boolean): string {
  return html(
    'Dashboard',
    `${BOOTSTRAP_CSS}
    <nav class="navbar navbar-expand bg-body-tertiary"><div class="container-fluid">
      <a class="navbar-brand" href="#">Teapots</a>
      <ul class="navbar-nav">
        <li class="nav-item"><a class="nav-link" href="/help" ${bug ? '' : 'target="_blank" rel="noopener"'}>Help</a></li>
      </ul></div></nav>
    <main class="container py-4"><h1>Dashboard</h1></main>`,
  );
}

const TAB_STEPS = [
  'When I click "Help"',
  'Then  I expect a new window has been opened',
  'Given I have closed all but the first tab',
  'Then I should see "Dashboard"',
];

describe.skipIf(!HAS_BOOTSTRAP)('a new window opened, and closing the others, in Chromium', () => {
  const at = actInPages(
    {
      '/': dashboard(false),
      '/bug/': dashboard(true),
      '/help': html('Help', '<main class="container"><h1>Help</h1></main>'),
    },
    'page-kinds-tabs',
  );

  it('passes when the link opens a new tab, and leaves the first tab alone', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, TAB_STEPS)).toEqual({});
    expect(at.ctx.pages.tabCount).toBe(1);
    expect(at.ctx.pages.current).toBe(at.tab);
  });

  it('fails at the check when the link opens in the same tab', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, TAB_STEPS);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });
});

// A Bootstrap form-select (its docs' markup) with a label. The planted bug: the options are out of
// order, so the 2nd is "Large" and the check of the choice fails.
function sizes(bug: boolean): string {
  const options = bug ? ['Small', 'Large', 'Medium'] : ['Small', 'Medium', 'Large'];
  return html(
    'Order',
    `${BOOTSTRAP_CSS}
    <main class="container py-4"><form>
      <label for="size" class="form-label">Size</label>
      <select class="form-select" id="size" aria-label="Size">
        <option selected>Open this select menu</option>
        ${options.map((o) => `<option>${o}</option>`).join('')}
      </select>
      <label for="colour" class="form-label">Colour</label>
      <select class="form-select" id="colour"><option>Red</option><option>Blue</option></select>
    </form></main>`,
  );
}

const NTH_STEPS = [
  'When I select the 3rd option for element "#size"',
  'Then "Medium" should be selected for "Size"',
  'When I choose the last option of the Colour dropdown',
  'Then "Blue" should be selected for "Colour"',
];

describe.skipIf(!HAS_BOOTSTRAP)('the nth option of a Bootstrap select, in Chromium', () => {
  const at = actInPages({ '/': sizes(false), '/bug/': sizes(true) }, 'page-kinds-nth');

  it('chooses the option at that position', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, NTH_STEPS)).toEqual({});
  });

  it('fails at the check when the options are out of order', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, NTH_STEPS);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it('is an error, not a failure of the app, when the list has no such option', async () => {
    await at.tab.goto(`${at.server.url}/`);
    const { failedAt, outcome } = await actSteps(at, [
      'When I select the 9th option for element "#colour"',
    ]);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).not.toBe('assertion');
  });
});

// A Bootstrap list group of tasks (its docs' checkbox list items), a done task crossed out by
// Bootstrap's text-decoration-line-through utility; "Call mum" is already done, in <del>. The
// planted bug: ticking a box crosses out the task below it instead.
function tasks(bug: boolean): string {
  const items = ['Pay rent', 'Buy milk'];
  return html(
    'Tasks',
    `${BOOTSTRAP_CSS}
    <main class="container py-4"><h1>Tasks</h1><ul class="list-group">
      ${items
        .map(
          (t, i) => `<li class="list-group-item">
        <input class="form-check-input me-1" type="checkbox" id="t${i}">
        <label class="form-check-label" for="t${i}" id="l${i}">${t}</label></li>`,
        )
        .join('')}
      <li class="list-group-item"><del>Call mum</del></li>
    </ul></main>
    <script>
      document.querySelectorAll('.form-check-input').forEach((box, i) => box.addEventListener('change', () => {
        const label = document.getElementById('l' + (${bug ? 'i + 1' : 'i'}));
        label.classList.toggle('text-decoration-line-through', box.checked);
      }));
    </script>`,
  );
}

const CROSSED_STEPS = [
  'Mark "Pay rent" as done',
  "'Pay rent' should be crossed out",
  "And 'Call mum' is struck through",
];

describe.skipIf(!HAS_BOOTSTRAP)(
  'a task crossed out, in a Bootstrap list group, in Chromium',
  () => {
    const at = actInPages({ '/': tasks(false), '/bug/': tasks(true) }, 'page-kinds-crossed');

    it('passes when the done task has a line through it', async () => {
      await at.tab.goto(`${at.server.url}/`);
      expect(await actSteps(at, CROSSED_STEPS)).toEqual({});
    });

    it('fails at the check when another task is crossed out', async () => {
      await at.tab.goto(`${at.server.url}/bug/`);
      const { failedAt, outcome } = await actSteps(at, CROSSED_STEPS);
      expect(failedAt).toBe(1);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
      expect(outcome?.ok === false && outcome.error).toContain('not crossed out');
    });

    it('fails when the text is not on the page at all', async () => {
      await at.tab.goto(`${at.server.url}/`);
      const { failedAt, outcome } = await actSteps(at, ["'Walk the dog' should be crossed out"]);
      expect(failedAt).toBe(0);
      expect(outcome?.ok === false && outcome.error).toContain('not shown');
    });
  },
);

// A long Bootstrap article (Bootstrap's reboot scrolls smoothly) whose "Jump to comments" link
// scrolls down to the comments. The planted bug: the link points at "#", so the page stays at
// its top.
function article(bug: boolean): string {
  return html(
    'Article',
    `${BOOTSTRAP_CSS}
    <main class="container py-4"><h1>Article</h1>
      <a class="btn btn-link" href="${bug ? '#' : '#comments'}">Jump to comments</a>
      ${'<p class="lead">Lorem ipsum dolor sit amet.</p>'.repeat(80)}
      <section id="comments" class="card"><div class="card-body">Comments</div></section>
    </main>`,
  );
}

const SCROLL_STEPS = ['When I click "Jump to comments"', 'And I should have scrolled down'];

describe.skipIf(!HAS_BOOTSTRAP)('scrolled down, on a long Bootstrap page, in Chromium', () => {
  const at = actInPages({ '/': article(false), '/bug/': article(true) }, 'page-kinds-scroll');

  it('passes once the link has scrolled the page down', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, SCROLL_STEPS)).toEqual({});
  });

  it('fails at the check when the page stays at its top', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, SCROLL_STEPS);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });
});

// A Bootstrap sign-in form (its docs' form markup) that, once signed in, hides itself and shows a
// navbar whose account dropdown holds "Log out" (closed until opened). The planted bugs: the form
// checks the password against the wrong value, so the sign-in never happens and the form stays;
// or it hides the form but never shows the account menu, so nothing offers to sign out.
function signIn(bug: false | 'password' | 'menu'): string {
  return html(
    'Sign in',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <nav class="navbar navbar-expand bg-body-tertiary"><div class="container-fluid">
      <a class="navbar-brand" href="#">Notes</a>
      <ul class="navbar-nav ms-auto" id="account" hidden>
        <li class="nav-item dropdown">
          <a class="nav-link dropdown-toggle" href="#" role="button" data-bs-toggle="dropdown" aria-expanded="false">marcus</a>
          <ul class="dropdown-menu dropdown-menu-end">
            <li><a class="dropdown-item" href="#">Profile</a></li>
            <li><hr class="dropdown-divider"></li>
            <li><a class="dropdown-item" href="#">Log out</a></li>
          </ul>
        </li>
      </ul>
    </div></nav>
    <main class="container py-4">
      <form id="sign-in" class="col-md-4">
        <div class="mb-3"><label for="username" class="form-label">Username</label>
          <input type="text" class="form-control" id="username"></div>
        <div class="mb-3"><label for="password" class="form-label">Password</label>
          <input type="password" class="form-control" id="password"></div>
        <button type="submit" class="btn btn-primary">Log in</button>
      </form>
      <h1 id="welcome" hidden>Welcome back</h1>
    </main>
    <script>
      document.getElementById('sign-in').addEventListener('submit', (event) => {
        event.preventDefault();
        const password = document.getElementById('password').value;
        if (password !== ${bug === 'password' ? "'aurelius '" : "'aurelius'"}) return;
        event.target.hidden = true;
        document.getElementById('account').hidden = ${bug === 'menu'};
        document.getElementById('welcome').hidden = false;
      });
    </script>`,
  );
}

const SIGN_IN_STEPS = [
  'When I fill in "Username" with "marcus"',
  'And I fill in "Password" with "aurelius"',
  'And I press "Log in"',
  'Then I am logged in',
];

describe.skipIf(!HAS_BOOTSTRAP)('logged in, on a Bootstrap sign-in form, in Chromium', () => {
  const at = actInPages(
    { '/': signIn(false), '/bug/': signIn('password'), '/no-menu/': signIn('menu') },
    'page-kinds-signed-in',
  );

  it('passes once the form is gone and the account menu offers "Log out"', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, SIGN_IN_STEPS)).toEqual({});
  });

  it('fails at the check before signing in: the form is shown and nothing signs out', async () => {
    await at.tab.goto(`${at.server.url}/`);
    const { failedAt, outcome } = await actSteps(at, ['Then I should be logged in']);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toContain('sign-in form');
  });

  it('fails at the check when the sign-in did not happen', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, SIGN_IN_STEPS);
    expect(failedAt).toBe(3);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toContain('sign-in form');
  });

  it('fails at the check when the form is gone but nothing offers to sign out', async () => {
    await at.tab.goto(`${at.server.url}/no-menu/`);
    const { failedAt, outcome } = await actSteps(at, SIGN_IN_STEPS);
    expect(failedAt).toBe(3);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toContain('no way to sign out');
  });
});

// A request with a Bootstrap badge (its docs' text-bg-* helpers): "Approve" turns "Pending" into a
// green "Approved". The planted bug: the badge turns red (text-bg-danger) though it says Approved.
function request(bug: boolean): string {
  return html(
    'Request',
    `${BOOTSTRAP_CSS}
    <main class="container py-4">
      <h1 class="h4">Request #12 <span id="status" class="badge text-bg-secondary">Pending</span></h1>
      <button type="button" class="btn btn-primary" id="approve">Approve</button>
    </main>
    <script>
      document.getElementById('approve').addEventListener('click', () => {
        const status = document.getElementById('status');
        status.textContent = 'Approved';
        status.className = 'badge ${bug ? 'text-bg-danger' : 'text-bg-success'}';
      });
    </script>`,
  );
}

const STYLE_STEPS = [
  'When I click "Approve"',
  'Then I should see "Approved"',
  'Then "Approved" should have css property "background-color" equal to "#198754"',
  'check that property of "color" of "Approved" is equal to "rgba(255,255,255,1)"',
];

describe.skipIf(!HAS_BOOTSTRAP)('a CSS property, on a Bootstrap badge, in Chromium', () => {
  const at = actInPages({ '/': request(false), '/bug/': request(true) }, 'page-kinds-style');

  it('passes when the badge is green with white text, however the colours are written', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STYLE_STEPS)).toEqual({});
  });

  it('fails at the check when the badge turns red', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, STYLE_STEPS);
    expect(failedAt).toBe(2);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toContain('rgb(220, 53, 69)');
  });

  it('fails on a value the property does not take, rather than comparing it to anything', async () => {
    await at.tab.goto(`${at.server.url}/`);
    const { failedAt, outcome } = await actSteps(at, [
      'check that property "background-color" of "Pending" is equal to "banana"',
    ]);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it('fails on a value the element does not have, where a positioned element would compute it so', async () => {
    // The badge does not float; an absolutely positioned probe computes any float as none.
    await at.tab.goto(`${at.server.url}/`);
    const { failedAt, outcome } = await actSteps(at, [
      'check that property "float" of "Pending" is equal to "left"',
    ]);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });
});

// A Bootstrap dropdown (its docs' markup) whose "Spreadsheet (.ods)" item downloads the report. The
// planted bugs: the item names the file "report.ods", or points at "#" and downloads nothing.
function reports(bug: false | 'name' | 'none'): string {
  const file = 'data:application/vnd.oasis.opendocument.spreadsheet;base64,UEsDBA==';
  const item =
    bug === 'none'
      ? '<a class="dropdown-item" href="#">Spreadsheet (.ods)</a>'
      : `<a class="dropdown-item" href="${file}" download="${bug === 'name' ? 'report.ods' : 'report (today).ods'}">Spreadsheet (.ods)</a>`;
  return html(
    'Reports',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4"><h1 class="h4">Reports</h1>
      <div class="dropdown">
        <button class="btn btn-secondary dropdown-toggle" type="button" data-bs-toggle="dropdown" aria-expanded="false">Export</button>
        <ul class="dropdown-menu"><li>${item}</li><li><a class="dropdown-item" href="#">Print</a></li></ul>
      </div>
    </main>`,
  );
}

const DOWNLOAD_STEPS = [
  'When I click "Export"',
  'And I click "Spreadsheet (.ods)"',
  'Then I should get a download with filename "report (today).ods"',
];

describe.skipIf(!HAS_BOOTSTRAP)('a file downloaded, from a Bootstrap dropdown, in Chromium', () => {
  const at = actInPages(
    { '/': reports(false), '/bug/': reports('name'), '/none/': reports('none') },
    'page-kinds-download',
  );

  it('passes once the item has downloaded the file of that name', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, DOWNLOAD_STEPS)).toEqual({});
  });

  it('fails at the check when the file has another name', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, DOWNLOAD_STEPS);
    expect(failedAt).toBe(2);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toContain('“report.ods”');
  });

  it('fails at the check when nothing is downloaded', async () => {
    await at.tab.goto(`${at.server.url}/none/`);
    const { failedAt, outcome } = await actSteps(at, DOWNLOAD_STEPS);
    expect(failedAt).toBe(2);
    expect(outcome?.ok === false && outcome.error).toBe('No file was downloaded.');
  });

  it('sees the name where the run’s context cancels every download', async () => {
    // As open-context.ts makes a run's context: downloads are not accepted.
    const context = await at.session.browser.newContext({ acceptDownloads: false });
    try {
      const tab = await context.newPage();
      const pages = new RunPages(context, tab, (text) => text);
      await tab.goto(`${at.server.url}/`);
      await tab.getByRole('button', { name: 'Export' }).click();
      await tab.getByText('Spreadsheet (.ods)').click();
      const outcome = await checkDownloaded(
        { pages, targetTimeoutMs: 2_000 },
        { kind: 'downloaded', expected: 'report (today).ods' },
      );
      expect(outcome.ok).toBe(true);
    } finally {
      await context.close();
    }
  });
});

// Two Bootstrap download buttons of the same report, one a month. The planted bug: February's
// button points at "#" and downloads nothing, after January's has downloaded the file.
function months(bug: boolean): string {
  const file = 'data:application/vnd.oasis.opendocument.spreadsheet;base64,UEsDBA==';
  const button = (month: string, works: boolean) =>
    works
      ? `<a class="btn btn-primary" href="${file}" download="report.ods">Download ${month}</a>`
      : `<a class="btn btn-primary" href="#">Download ${month}</a>`;
  return html(
    'Months',
    `${BOOTSTRAP_CSS}
    <main class="container py-4"><h1 class="h4">Monthly reports</h1>
      ${button('January', true)} ${button('February', !bug)}
    </main>`,
  );
}

const TWO_DOWNLOADS = [
  'When I click "Download January"',
  'Then a file should be downloaded',
  'And the file "report.ods" should be downloaded',
  'When I click "Download February"',
  'Then the file "report.ods" should be downloaded',
];

describe.skipIf(!HAS_BOOTSTRAP)('two downloads of one name, in Chromium', () => {
  const at = actInPages({ '/': months(false), '/bug/': months(true) }, 'page-kinds-downloads');

  it('passes when each click downloads the file, two checks sharing the first', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, TWO_DOWNLOADS)).toEqual({});
  });

  it('fails at the second check when only the first click downloaded, not on the first file', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, TWO_DOWNLOADS);
    expect(failedAt).toBe(4);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toBe('No file was downloaded.');
  });
});

// A Bootstrap form whose "Save" shows a toast (its docs' markup). The planted bug: the toast never
// shows. The screenshot between the click and the check is taken either way.
function settings(bug: boolean): string {
  return html(
    'Settings',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4">
      <div class="mb-3"><label for="nick" class="form-label">Nickname</label>
        <input type="text" class="form-control" id="nick"></div>
      <button type="button" class="btn btn-primary" id="save">Save</button>
      <div class="toast-container position-fixed bottom-0 end-0 p-3">
        <div id="saved" class="toast" role="status" aria-live="polite" aria-atomic="true">
          <div class="toast-body">Settings saved</div>
        </div>
      </div>
    </main>
    <script>
      document.getElementById('save').addEventListener('click', () => {
        ${bug ? '' : "bootstrap.Toast.getOrCreateInstance(document.getElementById('saved')).show();"}
      });
    </script>`,
  );
}

const SCREENSHOT_STEPS = [
  'When I click "Save"',
  'And I take a screenshot',
  'Then I should see "Settings saved"',
];

describe.skipIf(!HAS_BOOTSTRAP)('a screenshot, on a Bootstrap form, in Chromium', () => {
  const at = actInPages({ '/': settings(false), '/bug/': settings(true) }, 'page-kinds-screenshot');

  it('takes it and goes on', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, SCREENSHOT_STEPS)).toEqual({});
  });

  it('fails at the check after it when the toast never shows', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, SCREENSHOT_STEPS);
    expect(failedAt).toBe(2);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it('fails when the page can no longer be captured', async () => {
    await at.tab.goto(`${at.server.url}/`);
    await at.tab.close();
    const { failedAt, outcome } = await actSteps(at, ['And I take a screenshot']);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.error).toContain('Could not take a screenshot');
  });
});

// A Bootstrap form-select whose options' values are not their words (value="second" reads "Second
// shift"), and a line that shows the chosen shift. The planted bug: the values are out of step with
// the words, so the option of value "second" reads "Night shift".
function shifts(bug: boolean): string {
  const words = bug
    ? ['First shift', 'Night shift', 'Second shift']
    : ['First shift', 'Second shift', 'Night shift'];
  const options = ['first', 'second', 'night']
    .map((value, i) => `<option value="${value}">${words[i]}</option>`)
    .join('');
  return html(
    'Shifts',
    `${BOOTSTRAP_CSS}
    <main class="container py-4">
      <label for="shift" class="form-label">Shift</label>
      <select class="form-select" id="shift"><option selected value="">Choose…</option>${options}</select>
      <p id="chosen" class="mt-3"></p>
    </main>
    <script>
      const shift = document.getElementById('shift');
      shift.addEventListener('change', () => {
        document.getElementById('chosen').textContent = 'Working: ' + shift.selectedOptions[0].text;
      });
    </script>`,
  );
}

const OPTION_VALUE_STEPS = [
  'When I select the option with the value "second" for element "#shift"',
  'Then I should see "Working: Second shift"',
];

describe.skipIf(!HAS_BOOTSTRAP)(
  'the option with a value, in a Bootstrap select, in Chromium',
  () => {
    const at = actInPages({ '/': shifts(false), '/bug/': shifts(true) }, 'page-kinds-option-value');

    it('chooses the option whose value it is', async () => {
      await at.tab.goto(`${at.server.url}/`);
      expect(await actSteps(at, OPTION_VALUE_STEPS)).toEqual({});
    });

    it('fails at the check when that value is another shift', async () => {
      await at.tab.goto(`${at.server.url}/bug/`);
      const { failedAt, outcome } = await actSteps(at, OPTION_VALUE_STEPS);
      expect(failedAt).toBe(1);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    });
  },
);
