import { describe, expect, it } from 'vitest';
import {
  chooseForm,
  describeFills,
  planFills,
  type PageField,
  type PageForm,
} from './fill-form.js';

// Which form a "fill out the form" step means, and what goes in each of its fields: decided from
// what the page showed (read in the page by fillForm; here as it would read it).

function field(facts: Partial<PageField> & { selector: string }): PageField {
  return {
    tag: 'input',
    type: 'text',
    autocomplete: '',
    name: '',
    id: '',
    label: '',
    placeholder: '',
    required: false,
    value: '',
    checked: false,
    groupChecked: false,
    ...facts,
  };
}

const signUp: PageForm = {
  words: 'Create your account Sign up',
  part: false,
  fields: [
    field({ selector: '#first', label: 'First name' }),
    field({ selector: '#email', type: 'email', label: 'Email address' }),
    field({ selector: '#password', type: 'password', label: 'Password' }),
    field({ selector: '#confirm', type: 'password', label: 'Confirm password' }),
    field({ selector: '#news', type: 'checkbox', label: 'Send me news' }),
    field({ selector: '#terms', type: 'checkbox', label: 'I agree to the terms', required: true }),
    field({
      selector: 'input[type=radio][name="plan"][value="free"]',
      type: 'radio',
      name: 'plan',
      label: 'Free',
    }),
    field({
      selector: 'input[type=radio][name="plan"][value="pro"]',
      type: 'radio',
      name: 'plan',
      label: 'Pro',
    }),
    field({ selector: '#city', label: 'City', value: 'Paris' }),
  ],
};
const search: PageForm = {
  words: 'search Search',
  part: false,
  fields: [field({ selector: '#q', type: 'search', label: 'Search' })],
};

describe('the form a step means', () => {
  it('is the one named, the only one, or the one with the most fields', () => {
    expect(chooseForm([search, signUp], 'sign-up')).toEqual({ form: signUp });
    expect(chooseForm([search, signUp], 'registration')).toEqual({ form: signUp });
    expect(chooseForm([signUp], 'user')).toEqual({ form: signUp });
    expect(chooseForm([search, signUp], undefined)).toEqual({ form: signUp });
  });

  it('tells two forms of one section apart by their own words before the words around them', () => {
    // A section "Log in or sign up" with both forms: its heading names both, their buttons one each.
    const context = 'Log in or sign up';
    const logIn: PageForm = { ...search, words: 'Log in', context };
    const register: PageForm = { ...signUp, words: 'Sign up', context };
    expect(chooseForm([logIn, register], 'sign-up')).toEqual({ form: register });
    expect(chooseForm([logIn, register], 'login')).toEqual({ form: logIn });
    // Named only by the heading of its section.
    const newsletter: PageForm = { ...search, words: 'Subscribe', context: 'Our newsletter' };
    expect(chooseForm([newsletter, register], 'newsletter')).toEqual({ form: newsletter });
  });

  it('fails the step when the page shows no form, or two alike and none named so', () => {
    expect(chooseForm([], undefined)).toMatchObject({ error: { ok: false, reason: 'not_found' } });
    expect(chooseForm([search, { ...search, words: 'newsletter' }], undefined)).toMatchObject({
      error: { ok: false, reason: 'ambiguous' },
    });
  });
});

describe('what goes in each field', () => {
  it('fills every empty field, ticks the terms (not the newsletter) and one radio of the group', () => {
    const planned = planFills(signUp, {});
    expect(planned).toEqual({
      fills: [
        { selector: '#first', field: 'First name', how: 'fill', value: 'Ada' },
        {
          selector: '#email',
          field: 'Email address',
          how: 'fill',
          value: 'ada.lovelace@example.com',
        },
        { selector: '#password', field: 'Password', how: 'fill', value: 'Scout-Test-2024!' },
        { selector: '#confirm', field: 'Confirm password', how: 'fill', value: 'Scout-Test-2024!' },
        { selector: '#terms', field: 'I agree to the terms', how: 'check', value: 'ticked' },
        {
          selector: 'input[type=radio][name="plan"][value="free"]',
          field: 'Free',
          how: 'check',
          value: 'ticked',
        },
      ],
    });
    if (!('fills' in planned)) return;
    expect(describeFills(planned.fills.slice(0, 2))).toBe(
      '“First name” = “Ada”, “Email address” = “ada.lovelace@example.com”',
    );
  });

  it('gives the email an invalid value when the step says so', () => {
    const planned = planFills(signUp, { invalid: 'email' });
    expect(planned).toMatchObject({
      fills: expect.arrayContaining([
        { selector: '#email', field: 'Email address', how: 'fill', value: 'not-an-email' },
        { selector: '#first', field: 'First name', how: 'fill', value: 'Ada' },
      ]),
    });
  });

  it('fills only the fields named, a password with its confirmation', () => {
    expect(planFills(signUp, { fields: ['password'] })).toEqual({
      fills: [
        { selector: '#password', field: 'Password', how: 'fill', value: 'Scout-Test-2024!' },
        { selector: '#confirm', field: 'Confirm password', how: 'fill', value: 'Scout-Test-2024!' },
      ],
    });
    expect(planFills(signUp, { fields: ['phone number'] })).toMatchObject({
      error: { reason: 'not_found', error: 'The form has no field called “phone number”.' },
    });
  });

  it('fails the step when nothing is left to fill, or no field takes the invalid value', () => {
    const filled: PageForm = { ...search, fields: [{ ...search.fields[0], value: 'tea' }] };
    expect(planFills(filled, {})).toMatchObject({ error: { ok: false, reason: 'not_found' } });
    expect(planFills(search, { invalid: 'email' })).toMatchObject({
      error: { ok: false, reason: 'not_found' },
    });
  });
});
