import type { Dialog, Page } from 'playwright-core';
import { assertThat, shows, type HandwrittenCase } from './handwritten-case.js';

// A new tab has taken over 5 s (the sites test's default wait) to appear on a loaded machine.
const NEW_TAB_TIMEOUT_MS = 20_000;

/** The next dialog the page opens (a listener, so Playwright does not dismiss it on its own). */
function nextDialog(page: Page): Promise<Dialog> {
  return new Promise((resolve) => page.once('dialog', resolve));
}

/** Clicks a button that opens a dialog and answers it from inside the step, as Playwright needs. */
async function clickAndAnswer(
  page: Page,
  name: string,
  answer: (dialog: Dialog) => Promise<void>,
): Promise<void> {
  const dialog = nextDialog(page);
  const clicked = page.getByRole('button', { name }).click();
  await answer(await dialog);
  await clicked;
}

export const DIALOGS_HANDWRITTEN: Record<string, HandwrittenCase> = {
  'dialogs-confirm-delete': async (page, step) => {
    await step(() => clickAndAnswer(page, 'Delete Apollo', (d) => d.accept()));
    await step(() => shows(page, 'Apollo deleted.'));
    await step(() => shows(page, '2 projects'));
  },
  'dialogs-confirm-cancel': async (page, step) => {
    await step(() => clickAndAnswer(page, 'Delete Apollo', (d) => d.dismiss()));
    await step(() => shows(page, 'Nothing was deleted.'));
    await step(() => shows(page, '3 projects'));
  },
  'dialogs-confirm-message': async (page, step) => {
    await step(() =>
      clickAndAnswer(page, 'Delete Gemini', async (d) => {
        assertThat(
          d.message() === 'Are you sure you want to delete Gemini?',
          `dialog says ${d.message()}`,
        );
        await d.accept();
      }),
    );
    await step(() => shows(page, 'Gemini deleted.'));
  },
  'dialogs-unexpected-confirm': async (page, step) => {
    await step(() => clickAndAnswer(page, 'Delete Mercury', (d) => d.accept()));
    await step(() => shows(page, 'Mercury deleted.'));
    await step(() => shows(page, '2 projects'));
  },
  'dialogs-alert': async (page, step) => {
    await step(() =>
      clickAndAnswer(page, 'Export projects', async (d) => {
        assertThat(d.message().includes('Your export is ready'), `alert says ${d.message()}`);
        await d.dismiss();
      }),
    );
    await step(() => shows(page, 'Export downloaded.'));
  },
  'dialogs-prompt': async (page, step) => {
    await step(() => clickAndAnswer(page, 'Rename Apollo', (d) => d.accept('Artemis')));
    await step(() => shows(page, 'Renamed to Artemis.'));
    await step(() =>
      page.getByRole('button', { name: 'Delete Artemis' }).waitFor({ state: 'visible' }),
    );
  },
  'tabs-help-link': async (page, step) => {
    let help: Page | undefined;
    await step(async () => {
      // rel="noopener": the tab has no opener, so it is the context's 'page' event, not 'popup'.
      const popup = page.context().waitForEvent('page', { timeout: NEW_TAB_TIMEOUT_MS });
      await page.getByRole('link', { name: 'Open the help center' }).click();
      help = await popup;
    });
    await step(() => shows(help!, 'How can we help?'));
    await step(() => page.bringToFront());
    await step(() => shows(page, '3 projects'));
  },
  'tabs-preview-report': async (page, step) => {
    let report: Page | undefined;
    await step(async () => {
      const popup = page.waitForEvent('popup', { timeout: NEW_TAB_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Preview report' }).click();
      report = await popup;
    });
    await step(() => shows(report!, 'Quarterly report'));
    await step(() => report!.close());
    await step(() => shows(page, '3 projects'));
  },
  'tabs-switch-by-title': async (page, step) => {
    let help: Page | undefined;
    await step(async () => {
      // rel="noopener": the tab has no opener, so it is the context's 'page' event, not 'popup'.
      const popup = page.context().waitForEvent('page', { timeout: NEW_TAB_TIMEOUT_MS });
      await page.getByRole('link', { name: 'Open the help center' }).click();
      help = await popup;
    });
    await step(() => page.bringToFront());
    await step(() => clickAndAnswer(page, 'Delete Apollo', (d) => d.accept()));
    await step(() => help!.bringToFront());
    await step(() => shows(help!, 'How can we help?'));
  },
};
