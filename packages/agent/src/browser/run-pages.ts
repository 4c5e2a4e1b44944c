import type { BrowserContext, Dialog, Page } from 'playwright-core';
import type { StepDialog } from '@scout/shared';
import { answerInTime } from '../core/page-answer.js';
import { unseen } from '../core/unseen.js';

/** Installed in every page of a run (open-context.ts): counts what may open a tab (window.open, a
 *  click on a link with a target), so that after an action one cheap evaluate tells whether to
 *  wait for a new page: Playwright's 'page' event can come after the click that opened it has
 *  returned. A string, not a function: esbuild's keepNames would wrap a function's inner names in
 *  a helper the page does not have. */
export const TAB_REQUEST_SCRIPT = `(() => {
  const requests = [];
  Object.defineProperty(window, '__scoutTabRequests', { value: requests });
  const open = window.open;
  window.open = function () { requests.push(null); return open.apply(this, arguments); };
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href][target], area[href][target]') : null;
    const target = link ? (link.getAttribute('target') || '').toLowerCase() : '_self';
    if (!['', '_self', '_parent', '_top'].includes(target)) requests.push(event);
  }, true);
})();`;

/** How long after an action that asked for a new tab the tab may take to appear (only spent when
 *  the page asked for one; a loaded machine has taken over 5 s). */
const NEW_TAB_TIMEOUT_MS = 10_000;
const NEW_TAB_LOAD_TIMEOUT_MS = 10_000;

interface OpenDialog {
  dialog: Dialog;
  record: StepDialog;
}

/**
 * The run's tabs and native dialogs (docs/decisions/007-native-dialogs-and-tabs.md). The run acts
 * on `current`: the first tab, or the newest one a step opened, or the one a step switched to.
 * A dialog the page opens stays open (`holdDialogs`) so that the next step can accept, dismiss or
 * read it; Playwright blocks the page meanwhile, so the action that opened it ends there.
 */
export class RunPages {
  private readonly tabs: Page[] = [];
  /** Tabs in the order they were made current; the last is the current one. */
  private readonly visited: Page[] = [];
  private lastClosed?: Page;
  private opened: Page[] = [];
  private open?: OpenDialog;
  /** The dialog of the current episode (since the last action that was not a dialog step). */
  private episode?: StepDialog;
  private stepDialogs: StepDialog[] = [];
  /** The action a dialog interrupted; it settles once the dialog closes. */
  private blocked?: Promise<unknown>;
  private readonly listeners = new Set<() => void>();
  /** The names of the files the run's pages started to download, in order (the context cancels
   *  every download: only its name is kept). */
  private readonly downloadNames: string[] = [];
  /** Where the downloads of the last step that acted begin in downloadNames. */
  private downloadsFrom = 0;
  /** False while a check or a wait runs: a dialog then is no step's business and gets the default. */
  holdDialogs = true;

  constructor(
    readonly context: BrowserContext,
    first: Page,
    private readonly mask: (text: string) => string,
  ) {
    this.adopt(first);
    this.visited.push(first);
    context.on('page', (page) => {
      this.adopt(page);
      this.opened.push(page);
      this.notify();
    });
  }

  get current(): Page {
    return this.visited.at(-1) ?? this.tabs.at(-1) ?? this.lastClosed!;
  }

  get tabCount(): number {
    return this.tabs.length;
  }

  /** 1-based position of the current tab among the open ones. */
  get currentTabNumber(): number {
    return this.tabs.indexOf(this.current) + 1;
  }

  private adopt(page: Page): void {
    this.tabs.push(page);
    page.on('dialog', (dialog) => this.onDialog(dialog));
    page.on('close', () => this.forget(page));
    page.on('download', (download) => {
      this.downloadNames.push(download.suggestedFilename());
      this.notify();
    });
  }

  private forget(page: Page): void {
    this.lastClosed = page;
    for (const list of [this.tabs, this.visited]) {
      for (let i = list.indexOf(page); i !== -1; i = list.indexOf(page)) list.splice(i, 1);
    }
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls `listener` whenever a dialog, a tab or a download opens; returns the unsubscribe. */
  private listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- dialogs ----

  private onDialog(dialog: Dialog): void {
    const record: StepDialog = {
      type: dialog.type() as StepDialog['type'],
      message: this.mask(dialog.message()),
      action: 'open',
    };
    this.episode = record;
    // Leaving a page is never a test's question; a second dialog (another tab) cannot wait either.
    if (!this.holdDialogs || this.open || record.type === 'beforeunload') {
      void this.settle({ dialog, record }, true, undefined, true);
      return;
    }
    this.open = { dialog, record };
    this.stepDialogs.push(record);
    this.notify();
  }

  private async settle(
    open: OpenDialog,
    accept: boolean,
    promptText: string | undefined,
    byDefault: boolean,
  ): Promise<void> {
    if (this.open === open) this.open = undefined;
    Object.assign(
      open.record,
      { action: accept ? 'accepted' : 'dismissed' } as const,
      byDefault ? { byDefault: true } : {},
    );
    if (promptText !== undefined && open.record.type === 'prompt')
      open.record.promptText = this.mask(promptText);
    if (!this.stepDialogs.includes(open.record)) this.stepDialogs.push(open.record);
    await (accept ? open.dialog.accept(promptText) : open.dialog.dismiss()).catch(() => undefined);
  }

  /** The dialog that is open now, if any. */
  get openDialog(): StepDialog | undefined {
    return this.open?.record;
  }

  /** The dialog this episode saw, open or not. */
  get episodeDialog(): StepDialog | undefined {
    return this.episode;
  }

  /** Waits up to `timeoutMs` for a dialog to be open. */
  async waitForOpenDialog(timeoutMs: number): Promise<StepDialog | undefined> {
    await this.until(() => this.open !== undefined, timeoutMs);
    return this.open?.record;
  }

  /** After a dialog closed: lets the action it interrupted finish (or stop at the next dialog),
   *  so that what the step shows is what OK or Cancel did. */
  async resumeBlocked(): Promise<void> {
    const work = this.blocked;
    if (!work || this.open) return;
    this.blocked = undefined;
    await this.untilDialog(work.catch(() => undefined));
  }

  /** A new action starts: a dialog check after it looks only at dialogs it opened. */
  startEpisode(): void {
    this.episode = undefined;
  }

  /** Waits up to `timeoutMs` for the open dialog, or the one this episode already saw. */
  async waitForDialog(timeoutMs: number): Promise<StepDialog | undefined> {
    await this.until(() => this.open !== undefined || this.episode !== undefined, timeoutMs);
    return this.openDialog ?? this.episode;
  }

  /** OK (with a prompt's answer) or Cancel on the open dialog; false when none is open. */
  async answer(accept: boolean, promptText?: string, byDefault = false): Promise<boolean> {
    if (!this.open) return false;
    await this.settle(this.open, accept, promptText, byDefault);
    return true;
  }

  /** The documented default for a dialog no step asked about: OK (see the decision record). */
  async answerByDefault(): Promise<StepDialog | undefined> {
    const record = this.open?.record;
    if (record) await this.answer(true, undefined, true);
    return record;
  }

  /** The dialogs seen during the step now ending, as they stand (later changes do not leak in). */
  takeStepDialogs(): StepDialog[] {
    const taken = this.stepDialogs.map((d) => ({ ...d }));
    this.stepDialogs = this.open ? [this.open.record] : [];
    return taken;
  }

  /** Runs `work` until it ends or a dialog opens, whichever is first: an action whose click
   *  opened a dialog is done (its promise settles in the background once the dialog closes). */
  async untilDialog<T>(work: Promise<T>): Promise<{ done: T } | { dialog: StepDialog }> {
    let stop = () => {};
    const opened = new Promise<{ dialog: StepDialog }>((resolve) => {
      const check = () => {
        if (this.open) resolve({ dialog: this.open.record });
      };
      stop = this.listen(check);
      check();
    });
    try {
      const result = await Promise.race([work.then((done) => ({ done })), opened]);
      if ('dialog' in result) this.blocked = work;
      return result;
    } finally {
      stop();
      work.catch(() => undefined);
    }
  }

  private async until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
    if (condition()) return true;
    let stop = () => {};
    let timer: NodeJS.Timeout | undefined;
    const met = await new Promise<boolean>((resolve) => {
      stop = this.listen(() => {
        if (condition()) resolve(true);
      });
      timer = setTimeout(() => resolve(condition()), timeoutMs);
    });
    stop();
    clearTimeout(timer);
    return met;
  }

  // ---- downloads ----

  /** A step that acts on the page begins: the download checks after it look at what it (and the
   *  steps after it) downloads. Two exports in a test, the second of which downloads nothing, must
   *  not pass its check on the first one's file. */
  actionStarts(): void {
    this.downloadsFrom = this.downloadNames.length;
  }

  /** The names of the files downloaded since the last step that acted began, once one `wanted`
   *  names is among them or the time is up (a download that step started may be on its way). */
  async downloads(wanted: (name: string) => boolean, timeoutMs: number): Promise<string[]> {
    const since = () => this.downloadNames.slice(this.downloadsFrom);
    await this.until(() => since().some(wanted), timeoutMs);
    return since();
  }

  // ---- tabs ----

  /** After an action: when it opened a tab (or asked for one that is on its way), the run follows
   *  the newest; returns what to tell the reader, or undefined when no tab opened. */
  async followNewTab(): Promise<string | undefined> {
    // Read (and so clear) the page's requests whether or not a tab has opened: one left over from a
    // tab that opened at once made a later step on this page wait out NEW_TAB_TIMEOUT_MS for a tab
    // that never came. (Steps that fail, answer a dialog or switch tabs do not come here; a request
    // they leave is read by the next step that does.)
    const asked = await this.askedForTab();
    if (this.opened.length === 0 && asked) {
      await this.until(() => this.opened.length > 0, NEW_TAB_TIMEOUT_MS);
    }
    const tab = this.opened.filter((page) => !page.isClosed()).at(-1);
    this.opened = [];
    if (!tab) return undefined;
    this.makeCurrent(tab);
    const title = await unseen(tab, async () => {
      await tab
        .waitForLoadState('domcontentloaded', { timeout: NEW_TAB_LOAD_TIMEOUT_MS })
        .catch(() => undefined);
      return answerInTime(tab, () => tab.title());
    }).catch(() => '');
    return `The step opened a new tab${title ? ` “${title}”` : ''} (${tab.url()}); the next steps happen there.`;
  }

  private async askedForTab(): Promise<boolean> {
    if (this.open || this.current.isClosed()) return false;
    const page = this.current;
    return answerInTime(page, () =>
      unseen(page, () =>
        page.evaluate(() => {
          const requests = (window as unknown as { __scoutTabRequests?: Array<Event | null> })
            .__scoutTabRequests;
          if (!requests) return false;
          const asked = requests.some((event) => event === null || !event.defaultPrevented);
          requests.length = 0;
          return asked;
        }),
      ),
    ).catch(() => false);
  }

  makeCurrent(tab: Page): void {
    const at = this.visited.indexOf(tab);
    if (at !== -1) this.visited.splice(at, 1);
    this.visited.push(tab);
  }

  /** The tab a "switch to …" step names, waiting up to `timeoutMs` for it to open. */
  async findTab(
    which: 'new' | 'first' | 'previous',
    title: string | undefined,
    timeoutMs: number,
  ): Promise<Page | undefined> {
    if (title !== undefined) return this.findTabByTitle(title, timeoutMs);
    if (which === 'first') return this.tabs[0];
    if (which === 'previous') return this.visited.at(-2);
    // "The new tab": the newest one that is not the first; it may still be opening.
    await this.until(() => this.tabs.length > 1 || this.opened.length > 0, timeoutMs);
    this.opened = [];
    return this.tabs.length > 1 ? this.tabs.at(-1) : undefined;
  }

  private async findTabByTitle(title: string, timeoutMs: number): Promise<Page | undefined> {
    const deadline = Date.now() + timeoutMs;
    const wanted = title.replace(/\s+/g, ' ').trim().toLowerCase();
    for (;;) {
      const titles = await Promise.all(this.tabs.map((tab) => titleOf(tab)));
      const at = titles.findIndex((t) =>
        t.replace(/\s+/g, ' ').trim().toLowerCase().includes(wanted),
      );
      if (at !== -1) return this.tabs[at];
      if (Date.now() >= deadline) return undefined;
      await this.until(() => this.opened.length > 0, Math.min(250, deadline - Date.now()));
    }
  }

  /** Titles of the open tabs, for messages. */
  async tabTitles(): Promise<string[]> {
    return Promise.all(this.tabs.map(async (tab) => (await titleOf(tab)) || tab.url()));
  }

  /** Waits up to `timeoutMs` for more than one tab to be open; answers how many are. */
  async waitForOtherTab(timeoutMs: number): Promise<number> {
    await this.until(() => this.tabs.length > 1, timeoutMs);
    return this.tabs.length;
  }

  /** Closes every tab but the first, which becomes current; answers how many it closed. */
  async closeAllButFirst(): Promise<number> {
    const [first, ...others] = this.tabs;
    for (const tab of others) {
      await tab.close();
      this.forget(tab);
    }
    this.opened = [];
    if (first) this.makeCurrent(first);
    return others.length;
  }

  /** Closes the current tab; the one used before it becomes current. */
  async closeCurrent(): Promise<void> {
    const tab = this.current;
    await tab.close();
    this.forget(tab);
  }
}

/** A tab's title, read unseen (not in the run's trace), or '' when it cannot be read. */
function titleOf(tab: Page): Promise<string> {
  return answerInTime(tab, () => unseen(tab, () => tab.title())).catch(() => '');
}
