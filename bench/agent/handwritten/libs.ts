import type { Page } from 'playwright-core';
import { doesNotShow, shows, type HandwrittenCase, type Step } from './handwritten-case.js';

// Hand-written Playwright for the /libs sites, as a tester who knows each library would write it:
// the library's own markup, reached through roles where it has them and its classes where not.

const choreRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ hasText: title });

/** jQuery UI autocomplete: type, then click the suggestion (its menu items have no role). */
async function chooseCity(page: Page, step: Step, typed: string, city: string) {
  await step(() => page.getByLabel('City').fill(typed));
  await step(() => page.locator('.ui-autocomplete').getByText(city, { exact: true }).click());
}

/** jQuery UI datepicker, opening on February 2024: Next as often as needed, then the day. */
async function pickCheckIn(page: Page, step: Step, monthsAhead: number, day: string) {
  await step(async () => {
    await page.getByPlaceholder('mm/dd/yyyy').click();
    for (let i = 0; i < monthsAhead; i++) await page.getByTitle('Next').click();
    await page
      .locator('.ui-datepicker-calendar')
      .getByRole('link', { name: day, exact: true })
      .click();
  });
}

/** flatpickr calendar, opening on February 2024; days carry a date aria-label. */
async function pickDeliveryDate(page: Page, step: Step, day: string) {
  await step(async () => {
    await page.getByPlaceholder('Select date').click();
    await page.locator('.flatpickr-calendar.open .flatpickr-next-month').click();
    await page.locator(`.flatpickr-calendar.open .flatpickr-day[aria-label="${day}"]`).click();
  });
}

/** flatpickr time: hour and minute number fields and an AM/PM toggle. */
async function pickDeliveryTime(
  page: Page,
  step: Step,
  hour: string,
  minute: string,
  half: 'AM' | 'PM',
) {
  await step(async () => {
    await page.getByPlaceholder('Select time').click();
    const calendar = page.locator('.flatpickr-calendar.open');
    await calendar.locator('.flatpickr-hour').fill(hour);
    await calendar.locator('.flatpickr-minute').fill(minute);
    const toggle = calendar.locator('.flatpickr-am-pm');
    if ((await toggle.textContent()) !== half) await toggle.click();
    await page.keyboard.press('Escape');
  });
}

/** Tom Select: type into the control's own input, then click the option. */
async function chooseInTomSelect(
  page: Page,
  step: Step,
  id: string,
  typed: string,
  option: string,
) {
  await step(async () => {
    await page.locator(`#${id}-ts-control`).click();
    if (typed) await page.locator(`#${id}-ts-control`).fill(typed);
  });
  // The original <select> stays in the accessibility tree (visually hidden) with the same options.
  const dropdown = page.locator(`#${id}-ts-dropdown`);
  // Tom Select filters 300 ms after typing and opens its list again then: wait for the filtered
  // list, or the choice is made from the full one and the list reopens over the next field.
  if (typed)
    await dropdown
      .getByRole('option')
      .filter({ hasNotText: new RegExp(typed, 'i') })
      .first()
      .waitFor({ state: 'detached' });
  await step(() => dropdown.getByRole('option', { name: option, exact: true }).click());
}

const CHORES: Record<string, HandwrittenCase> = {
  'libs-chores-tick': async (page, step) => {
    await step(() => choreRow(page, 'Take out the bins').getByRole('checkbox').check());
    await step(() => shows(page, '2 chores to do'));
  },
  'libs-chores-delete-unbroken': async (page, step) => {
    await step(async () => {
      await choreRow(page, 'Take out the bins').hover();
      await choreRow(page, 'Take out the bins').getByRole('button').click();
    });
    await step(() => doesNotShow(page, 'Take out the bins'));
    await step(() => shows(page, 'Water the plants'));
  },
  'libs-chores-add': async (page, step) => {
    const input = page.getByPlaceholder('Add a chore, then press Enter');
    await step(() => input.fill('Clean the windows'));
    await step(() => input.press('Enter'));
    await step(() => shows(page, 'Clean the windows'));
    await step(() => shows(page, '4 chores to do'));
  },
  'libs-chores-clear-done-unbroken': async (page, step) => {
    await step(() => choreRow(page, 'Vacuum the stairs').getByRole('checkbox').check());
    await step(() => page.getByRole('button', { name: 'Clear done chores' }).click());
    await step(() => doesNotShow(page, 'Vacuum the stairs'));
    await step(() => shows(page, 'Water the plants'));
  },
  'libs-chores-text-field': async (page, step) => {
    await step(() => page.getByRole('textbox').fill('Walk the dog'));
    await step(() => page.getByRole('textbox').press('Enter'));
    await step(() => choreRow(page, 'Walk the dog').getByRole('checkbox').check());
    await step(() => shows(page, '3 chores to do'));
  },
};

const BOOKING: Record<string, HandwrittenCase> = {
  'libs-booking-confirm-unbroken': async (page, step) => {
    await chooseCity(page, step, 'Ber', 'Berlin');
    await pickCheckIn(page, step, 1, '14');
    await step(async () => {
      await page.locator('#arrival-button').click();
      await page.getByRole('option', { name: '17:30' }).click();
    });
    await step(() => page.getByRole('button', { name: 'Book now' }).click());
    await step(() => page.getByRole('button', { name: 'Confirm booking' }).click());
    await step(() => shows(page, 'Booking confirmed for Berlin on 14 March 2024 at 17:30'));
  },
  'libs-booking-invoices-unbroken': async (page, step) => {
    await step(async () => {
      await page.getByRole('tab', { name: 'Billing' }).click();
      await page.getByRole('link', { name: 'Invoices' }).click();
    });
    await step(() => shows(page, 'Invoice history'));
  },
  'libs-booking-faq': async (page, step) => {
    await step(() => page.getByRole('tab', { name: 'Can I bring my dog?' }).click());
    await step(() => shows(page, 'Dogs are welcome for €15 a night'));
  },
  'libs-booking-close-dialog-unbroken': async (page, step) => {
    await chooseCity(page, step, 'Lis', 'Lisbon');
    await pickCheckIn(page, step, 3, '20');
    await step(() => page.getByRole('button', { name: 'Book now' }).click());
    await step(() => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click());
    await step(() => doesNotShow(page, 'Booking confirmed'));
  },
};

const SETTINGS: Record<string, HandwrittenCase> = {
  'libs-settings-close-modal-unbroken': async (page, step) => {
    await step(() => page.getByRole('tab', { name: 'Security' }).click());
    await step(() => page.getByRole('button', { name: 'Delete account' }).click());
    await step(() => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click());
    await step(() => doesNotShow(page, 'Delete account?'));
  },
  'libs-settings-display-name-unbroken': async (page, step) => {
    const field = page.locator('.mb-3', { hasText: 'Display name' }).getByRole('textbox');
    await step(() => field.fill('Countess Ada'));
    await step(() => page.getByRole('button', { name: 'Save changes' }).click());
    await step(() => shows(page, 'Settings saved'));
    await step(() => page.getByRole('navigation').getByText('Countess Ada').waitFor());
  },
  'libs-settings-sign-out': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'Ada Lovelace' }).click());
    await step(() => page.getByRole('link', { name: 'Sign out' }).click());
    await step(() => shows(page, 'You have been signed out'));
  },
  'libs-settings-notifications': async (page, step) => {
    await step(() => page.getByRole('tab', { name: 'Notifications' }).click());
    await step(() => page.getByRole('switch', { name: 'Weekly digest' }).uncheck());
    await step(() => page.getByRole('button', { name: 'Save preferences' }).click());
    await step(() => shows(page, 'Saved: Product updates.'));
  },
  'libs-settings-help': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'Where are my invoices?' }).click());
    await step(() => shows(page, 'Invoices are under Billing'));
  },
  'libs-settings-email': async (page, step) => {
    await step(() => page.getByPlaceholder('Email address').fill('ada.l@example.org'));
    await step(() => page.getByRole('button', { name: 'Save changes' }).click());
    await step(() => shows(page, 'Settings saved'));
  },
};

const DELIVERIES: Record<string, HandwrittenCase> = {
  'libs-deliveries-schedule-unbroken': async (page, step) => {
    await chooseInTomSelect(page, step, 'customer', 'Gra', 'Grace Hopper');
    await pickDeliveryDate(page, step, 'March 14, 2024');
    await pickDeliveryTime(page, step, '5', '30', 'PM');
    await step(() => page.getByRole('button', { name: 'Schedule delivery' }).click());
    await step(() => shows(page, 'Delivery for Grace Hopper scheduled on 14 March 2024 at 17:30'));
  },
  'libs-deliveries-tags-unbroken': async (page, step) => {
    await chooseInTomSelect(page, step, 'customer', '', 'Alan Turing');
    await chooseInTomSelect(page, step, 'tags', '', 'fragile');
    await chooseInTomSelect(page, step, 'tags', '', 'express');
    await pickDeliveryDate(page, step, 'March 20, 2024');
    await pickDeliveryTime(page, step, '9', '00', 'AM');
    await step(() => page.getByRole('button', { name: 'Schedule delivery' }).click());
    await step(() => shows(page, 'fragile, express'));
  },
  'libs-deliveries-required': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'Schedule delivery' }).click());
    await step(() => shows(page, 'Please choose a customer'));
  },
};

const SUPPORT: Record<string, HandwrittenCase> = {
  'libs-support-ticket-unbroken': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'New ticket' }).click());
    await step(async () => {
      await page.getByRole('combobox', { name: 'Topic' }).click();
      await page.getByRole('option', { name: 'Billing' }).click();
    });
    await step(() => page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com'));
    await step(() => page.getByRole('textbox', { name: 'Message' }).fill('I was charged twice'));
    await step(() => page.getByRole('button', { name: 'Send' }).click());
    await step(() => shows(page, 'Thanks! Ticket #4021 created: Billing'));
  },
  'libs-support-close-dialog-unbroken': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'New ticket' }).click());
    await step(() => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click());
    await step(() => doesNotShow(page, 'We usually reply within a day'));
  },
  'libs-support-returns': async (page, step) => {
    await step(() => page.getByText('Returns', { exact: true }).click());
    await step(() => shows(page, 'Returns are free within 30 days'));
  },
  'libs-support-export': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'Export' }).click());
    await step(() => page.getByRole('menuitem', { name: 'CSV' }).click());
    await step(() => shows(page, 'Export started: CSV'));
  },
  'libs-support-privacy': async (page, step) => {
    await step(async () => {
      await page.getByRole('tab', { name: 'Account' }).click();
      await page.getByRole('link', { name: 'Privacy policy' }).click();
    });
    await step(() => shows(page, 'We never sell your data'));
  },
};

const CHECKOUT: Record<string, HandwrittenCase> = {
  'libs-checkout-order-unbroken': async (page, step) => {
    await step(() => page.getByPlaceholder('Full name').fill('Ada Lovelace'));
    await step(() => page.getByRole('combobox').first().fill('Ger'));
    await step(() => page.getByRole('option', { name: 'Germany' }).click());
    await step(async () => {
      await page.getByPlaceholder('MM/DD/YYYY').click();
      await page.getByRole('button', { name: 'Next Month' }).click();
      await page.getByRole('gridcell', { name: /March 14th, 2024/ }).click();
    });
    await step(() => page.getByRole('button', { name: 'Place order' }).click());
    await step(() => shows(page, 'Order placed: 2 × Teapot to Germany, arriving 14 March 2024'));
  },
  'libs-checkout-express-unbroken': async (page, step) => {
    await step(async () => {
      // Not searchable: its combobox is a 1-pixel input, so the control is clicked.
      await page.locator('.field', { hasText: 'Shipping' }).getByText('Standard').click();
      await page.getByRole('option', { name: 'Express' }).click();
    });
    await step(() => shows(page, '$67.00'));
  },
  'libs-checkout-required': async (page, step) => {
    await step(() => page.getByRole('button', { name: 'Place order' }).click());
    await step(() => shows(page, 'Please choose a country.'));
  },
  'libs-checkout-gift-wrap': async (page, step) => {
    await step(() => page.getByLabel('Gift wrap').check());
    await step(() => shows(page, '$63.00'));
  },
};

/** Hand-written Playwright for the cases of the sites built from widget libraries. */
export const LIBS_HANDWRITTEN: Record<string, HandwrittenCase> = {
  ...CHORES,
  ...BOOKING,
  ...SETTINGS,
  ...DELIVERIES,
  ...SUPPORT,
  ...CHECKOUT,
};
