import { describe, expect, it } from 'vitest';
import {
  chooseValue,
  firstRealOption,
  kindOf,
  mustTick,
  numberFor,
  type FieldFacts,
} from './form-values.js';

// The values a tester makes up for a form's fields, chosen from what the page says of each.

function field(facts: Partial<FieldFacts>): FieldFacts {
  return {
    tag: 'input',
    type: 'text',
    autocomplete: '',
    name: '',
    id: '',
    label: '',
    placeholder: '',
    required: false,
    ...facts,
  };
}

describe('the kind of a field', () => {
  it.each([
    [{ type: 'email' }, 'email'],
    [{ name: 'user_email' }, 'email'],
    [{ type: 'password', label: 'Password' }, 'password'],
    [{ type: 'password', label: 'Confirm password' }, 'password_confirmation'],
    [{ type: 'password', name: 'password_confirmation' }, 'password_confirmation'],
    [{ id: 'firstName' }, 'first_name'],
    [{ label: 'Surname' }, 'last_name'],
    [{ autocomplete: 'shipping postal-code', label: 'Code' }, 'postcode'],
    [{ placeholder: 'Phone number' }, 'phone'],
    [{ type: 'tel' }, 'phone'],
    [{ label: 'Company name' }, 'company'],
    [{ label: 'Amount' }, 'number'],
    [{ tag: 'textarea' as const, label: 'Anything else?' }, 'message'],
    [{ type: 'date', label: 'Date of birth' }, 'date_of_birth'],
    [{ label: 'Book title' }, 'title'],
    [{ label: 'Favourite colour' }, 'text'],
    // A thing's name is no person's.
    [{ label: 'Project name' }, 'text'],
    [{ name: 'product_name' }, 'text'],
    [{ label: 'Name' }, 'full_name'],
  ])('%j is %s', (facts, kind) => {
    expect(kindOf(field(facts))).toBe(kind);
  });
});

describe('the value chosen', () => {
  it('is a valid email, and a password its confirmation repeats', () => {
    expect(chooseValue(field({ type: 'email' }))).toEqual({
      how: 'fill',
      value: 'ada.lovelace@example.com',
    });
    const password = chooseValue(field({ type: 'password', minLength: 8 }));
    expect(password).toEqual({ how: 'fill', value: 'Scout-Test-2024!' });
    expect(chooseValue(field({ type: 'password', label: 'Repeat password' }))).toEqual(password);
  });

  it('is the same every time (no randomness): a re-run and the export type what the run typed', () => {
    const form = [
      field({ label: 'First name' }),
      field({ type: 'email' }),
      field({ type: 'number' }),
    ];
    expect(form.map((f) => chooseValue(f))).toEqual(form.map((f) => chooseValue(f)));
  });

  it('keeps a number inside its min and max and on its step', () => {
    expect(numberFor(field({ type: 'number', label: 'Amount' }))).toBe('10');
    expect(numberFor(field({ type: 'number', min: '50', max: '500' }))).toBe('50');
    expect(numberFor(field({ type: 'number', max: '5' }))).toBe('5');
    expect(numberFor(field({ type: 'number', min: '1', step: '4' }))).toBe('9');
    expect(numberFor(field({ type: 'number', step: '0.25', label: 'Price' }))).toBe('10.00');
    expect(numberFor(field({ type: 'number', label: 'Age', min: '18', max: '120' }))).toBe('30');
    expect(numberFor(field({ type: 'number', label: 'Quantity', min: '0' }))).toBe('1');
  });

  it('writes a date in the input type’s own form, inside its range', () => {
    expect(chooseValue(field({ type: 'date' }))).toEqual({ how: 'fill', value: '2030-03-14' });
    expect(chooseValue(field({ type: 'date', label: 'Birthday' }))).toEqual({
      how: 'fill',
      value: '1990-03-14',
    });
    expect(chooseValue(field({ type: 'date', max: '2025-01-01' }))).toEqual({
      how: 'fill',
      value: '2025-01-01',
    });
    expect(chooseValue(field({ type: 'month' }))).toEqual({ how: 'fill', value: '2030-03' });
    expect(chooseValue(field({ type: 'time' }))).toEqual({ how: 'fill', value: '10:30' });
  });

  it('fits a text to the field’s length limits', () => {
    expect(chooseValue(field({ label: 'Username', maxLength: 5 }))).toEqual({
      how: 'fill',
      value: 'ada_l',
    });
    expect(chooseValue(field({ label: 'First name', minLength: 5 }))).toEqual({
      how: 'fill',
      value: 'Adaxx',
    });
  });

  it('chooses a select’s first real option, past its placeholder', () => {
    const options = [
      { text: 'Choose your country…', value: '', disabled: false },
      { text: '-- separator --', value: 'x', disabled: true },
      { text: 'France', value: 'fr', disabled: false },
      { text: 'Japan', value: 'jp', disabled: false },
    ];
    expect(firstRealOption(options)).toBe('France');
    expect(chooseValue(field({ tag: 'select', options }))).toEqual({
      how: 'select',
      value: 'France',
    });
    expect(
      chooseValue(
        field({ tag: 'select', options: [{ text: 'Select…', value: '', disabled: false }] }),
      ),
    ).toBeUndefined();
  });

  it('gives the field named invalid an invalid value, and the others valid ones', () => {
    expect(chooseValue(field({ type: 'email' }), 'email')).toEqual({
      how: 'fill',
      value: 'not-an-email',
    });
    expect(chooseValue(field({ label: 'First name' }), 'email')).toEqual({
      how: 'fill',
      value: 'Ada',
    });
  });

  it('ticks a checkbox and a radio button', () => {
    expect(chooseValue(field({ type: 'checkbox', label: 'I agree to the terms' }))).toEqual({
      how: 'check',
    });
    expect(chooseValue(field({ type: 'radio', label: 'Standard' }))).toEqual({ how: 'check' });
  });

  it('does not tick a marketing opt-in worded as a consent: a tester signs up, not subscribes', () => {
    // GDPR-style opt-ins say "agree" and "consent" too; only a required one must be ticked.
    for (const label of [
      'I agree to receive marketing emails',
      'I consent to receive news and special offers by email',
      'Yes, I accept to be contacted about promotions',
      'I agree to subscribe to the newsletter',
    ])
      expect(mustTick(field({ type: 'checkbox', label }))).toBe(false);
    expect(
      mustTick(field({ type: 'checkbox', label: 'I agree to the Terms and Privacy Policy' })),
    ).toBe(true);
    expect(
      mustTick(
        field({ type: 'checkbox', label: 'I agree to receive marketing emails', required: true }),
      ),
    ).toBe(true);
  });

  it('gives an invalid password its confirmation too: the page must refuse the password itself', () => {
    // A confirmation that does not match would be refused for the mismatch, hiding a page that
    // takes a weak password ("fill the form with an invalid password / an error is shown").
    const password = field({ type: 'password', label: 'Password' });
    const confirm = field({ type: 'password', label: 'Confirm password' });
    expect(chooseValue(password, 'password')).toEqual({ how: 'fill', value: 'abc' });
    expect(chooseValue(confirm, 'password')).toEqual({ how: 'fill', value: 'abc' });
    expect(chooseValue(confirm, 'password_confirmation')).toEqual({
      how: 'fill',
      value: 'does-not-match',
    });
    expect(chooseValue(password, 'password_confirmation')).toEqual({
      how: 'fill',
      value: 'Scout-Test-2024!',
    });
  });
});
