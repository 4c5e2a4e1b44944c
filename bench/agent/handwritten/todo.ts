import type { Page } from 'playwright-core';
import { doesNotShow, shows, type HandwrittenCase, type Step } from './handwritten-case.js';

const newTask = (page: Page) => page.getByPlaceholder('New task');

async function addWithButton(page: Page, step: Step, title: string) {
  await step(() => newTask(page).fill(title));
  await step(() => page.getByRole('button', { name: 'Add', exact: true }).click());
}

async function addWithEnter(page: Page, step: Step, title: string) {
  await step(() => newTask(page).fill(title));
  await step(() => newTask(page).press('Enter'));
}

export const TODO_HANDWRITTEN: Record<string, HandwrittenCase> = {
  'todo-add-items': async (page, step) => {
    await addWithButton(page, step, 'Buy milk');
    await addWithEnter(page, step, 'Walk the dog');
    await step(() => shows(page, '2 open tasks'));
  },
  'todo-complete-item': async (page, step) => {
    await addWithButton(page, step, 'Buy milk');
    await addWithButton(page, step, 'Pay rent');
    await addWithButton(page, step, 'Call mom');
    await step(() => page.getByRole('checkbox', { name: 'Pay rent' }).check());
    await step(() => shows(page, '2 open tasks'));
  },
  'todo-delete-item': async (page, step) => {
    await addWithEnter(page, step, 'Buy milk');
    await addWithEnter(page, step, 'Walk the dog');
    await step(() => page.getByRole('button', { name: 'Delete Buy milk' }).click());
    await step(() => doesNotShow(page, 'Buy milk'));
    await step(() => shows(page, '1 open task'));
  },
  'todo-filter-open': async (page, step) => {
    await addWithEnter(page, step, 'Buy milk');
    await addWithEnter(page, step, 'Water the plants');
    await step(() => page.getByRole('checkbox', { name: 'Buy milk' }).check());
    await step(() => page.getByRole('link', { name: 'Open' }).click());
    await step(() => shows(page, 'Water the plants'));
    await step(() => doesNotShow(page, 'Buy milk'));
  },
  'todo-clear-finished': async (page, step) => {
    await addWithEnter(page, step, 'Book flights');
    await step(() => page.getByRole('checkbox', { name: 'Book flights' }).check());
    await step(() => page.getByRole('button', { name: 'Clear finished tasks' }).click());
    await step(() => shows(page, 'No tasks yet'));
  },
  // The passing twin of todo-bug-counter-single: the same test on the unbroken page.
  'todo-bug-counter-single-unbroken': async (page, step) => {
    await addWithEnter(page, step, 'Feed the cat');
    await addWithEnter(page, step, 'Empty the dishwasher');
    await step(() => page.getByRole('checkbox', { name: 'Feed the cat' }).check());
    await step(() => shows(page, '1 open task'));
  },
};
