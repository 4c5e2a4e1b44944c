import type { Page } from 'playwright-core';
import { doesNotShow, shows, type HandwrittenCase } from './handwritten-case.js';

const addToCart = (page: Page, product: string) =>
  page.getByRole('button', { name: `Add ${product} to cart` }).click();

export const SHOP_HANDWRITTEN: Record<string, HandwrittenCase> = {
  'shop-cart-total': async (page, step) => {
    await step(() => addToCart(page, 'Blue Mug'));
    await step(() => addToCart(page, 'Blue Mug'));
    await step(() => addToCart(page, 'Notebook'));
    await step(() => page.getByRole('link', { name: 'View cart' }).click());
    await step(() => shows(page, 'Total: $28.75'));
  },
  'shop-checkout': async (page, step) => {
    await step(() => addToCart(page, 'Desk Lamp'));
    await step(() => page.getByRole('link', { name: 'View cart' }).click());
    await step(() => page.getByRole('button', { name: 'Proceed to checkout' }).click());
    await step(() => page.getByLabel('Full name').fill('Ada Lovelace'));
    await step(() => page.getByLabel('Email').fill('ada@example.com'));
    await step(() => page.getByLabel('Street address').fill("12 St James's Square"));
    await step(() => page.getByLabel('City').fill('London'));
    await step(() => page.getByLabel('Country').selectOption('United Kingdom'));
    await step(() => page.getByLabel('Delivery date').fill('2030-05-14'));
    await step(() => page.getByRole('radio', { name: 'Express delivery' }).check());
    await step(() =>
      page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check(),
    );
    await step(() => page.getByRole('button', { name: 'Place order' }).click());
    await step(() => shows(page, 'Thank you for your order!'));
    await step(() => shows(page, 'Total paid: $49.98'));
  },
  'shop-category-filter': async (page, step) => {
    await step(() => page.getByText('Office', { exact: true }).click());
    await step(() => shows(page, 'Desk Lamp'));
    await step(() => doesNotShow(page, 'Teapot'));
  },
  'shop-checkout-validation': async (page, step) => {
    await step(() => addToCart(page, 'Notebook'));
    await step(() => page.goto(new URL('/shop/checkout/', page.url()).toString()));
    await step(() => page.getByRole('button', { name: 'Place order' }).click());
    await step(() => shows(page, 'Please complete: Full name'));
  },
  'shop-remove-item': async (page, step) => {
    await step(() => addToCart(page, 'Teapot'));
    await step(() => page.getByRole('link', { name: 'View cart' }).click());
    await step(() => page.getByRole('button', { name: 'Remove Teapot' }).click());
    await step(() => shows(page, 'Your cart is empty.'));
  },
  // The passing twins of the total cases: the same tests without the planted bug.
  'shop-bug-total-quantity-unbroken': async (page, step) => {
    await step(() => addToCart(page, 'Water Bottle'));
    await step(() => page.goto(new URL('/shop/cart/', page.url()).toString()));
    await step(() => page.getByLabel('Quantity of Water Bottle').fill('3'));
    await step(() => page.getByLabel('Quantity of Water Bottle').press('Tab'));
    await step(() => shows(page, 'Total: $45.00'));
  },
  'shop-bug-total-checkout-unbroken': async (page, step) => {
    await step(() => addToCart(page, 'Blue Mug'));
    await step(() => addToCart(page, 'Blue Mug'));
    await step(() => page.goto(new URL('/shop/checkout/', page.url()).toString()));
    await step(() => shows(page, 'Order total: $24.00'));
  },
};
