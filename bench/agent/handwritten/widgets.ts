import { doesNotShow, shows, assertThat, type HandwrittenCase } from './handwritten-case.js';

export const WIDGETS_HANDWRITTEN: Record<string, HandwrittenCase> = {
  'modal-delete-account': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'Delete account' }).click());
    await step(() => page.getByLabel('Confirmation').fill('DELETE'));
    await step(() => page.getByRole('button', { name: 'Yes, delete my account' }).click());
    await step(() => shows(page, 'Your account has been deleted.'));
  },
  'modal-cancel': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'Delete account' }).click());
    await step(() => page.getByRole('button', { name: 'Cancel' }).click());
    await step(() => doesNotShow(page, 'Delete your account?'));
  },
  'modal-confirm-disabled': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'Delete account' }).click());
    await step(async () =>
      assertThat(
        await page.getByRole('button', { name: 'Yes, delete my account' }).isDisabled(),
        'enabled',
      ),
    );
  },
  'modal-save-profile': async (page, step) => {
    await step(() => page.getByLabel('Display name').clear());
    await step(() => page.getByLabel('Display name').fill('Countess Ada'));
    await step(() => page.getByRole('button', { name: 'Save profile' }).click());
    await step(() => shows(page, 'You appear as Countess Ada'));
  },
  'delayed-orders': async (page, step) => {
    await step(() => shows(page, 'Order #1042'));
    await step(() => page.getByRole('button', { name: 'Export orders' }).click());
    await step(() => shows(page, 'Export started'));
  },
  'iframe-contact': async (page, step) => {
    const frame = page.frameLocator('iframe[title="Contact support"]');
    await step(() => frame.getByLabel('Email').fill('ada@example.com'));
    await step(() => frame.getByLabel('Message').fill('My export is stuck at 99%'));
    await step(() => frame.getByRole('button', { name: 'Send message' }).click());
    await step(() => shows(frame, 'Thanks! We will reply to ada@example.com'));
  },
  // Playwright's role and text locators pierce open shadow roots.
  'shadow-promo': async (page, step) => {
    await step(() => page.getByRole('textbox', { name: 'Promo code' }).fill('SAVE10'));
    await step(() => page.getByRole('button', { name: 'Apply' }).click());
    await step(() => shows(page, 'Code SAVE10 applied: 10% off.'));
    await step(() => shows(page, '$35.99'));
  },
  'team-remove-member': async (page, step) => {
    const row = page.getByRole('row').filter({ hasText: 'Grace Hopper' });
    await step(() => row.getByRole('button', { name: 'Remove' }).click());
    await step(() => shows(page, 'Member removed. 3 people on the team.'));
    await step(() => doesNotShow(page, 'grace@example.com'));
    await step(() => shows(page, 'Alan Turing'));
  },
  'team-make-admin': async (page, step) => {
    const row = page.getByRole('row').filter({ hasText: 'Alan Turing' });
    await step(() => row.getByRole('button', { name: 'Make admin' }).click());
    await step(() => shows(page, 'Role updated.'));
    await step(async () =>
      assertThat(await row.getByRole('button', { name: 'Make admin' }).isDisabled(), 'enabled'),
    );
  },
};
