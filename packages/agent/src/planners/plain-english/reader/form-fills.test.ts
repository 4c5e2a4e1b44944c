import { describe, expect, it } from 'vitest';
import { stepReader } from '../../../testing/read-steps.js';

// "Fill out the form" as testers write it in whole test cases: the form filled with values made
// up for each field (fill_form). Sentences from public feature files and test-case sheets name
// their source.

const START = 'http://harbour.test/shop/';

const { actions, refused } = stepReader(START);

describe('a form filled with made-up values', () => {
  it.each([
    // amikula/promotego-org features/register_and_login.feature; eobardthawne21p/Social-Connect
    ['When I fill out the form', {}],
    // MoeSadoon/Java_Cucumber_Automation_Demo features/Contact.feature
    ['And I fill in form', {}],
    // Surajvc88/QA-Manual-Tester test_cases.csv
    ['Enter valid data', {}],
    // sinugotshifhiwa4/CucumberBDDTraining: "… and clicks the search button" is its own step
    ['When User fills in all required information', {}],
    ['Complete all the mandatory fields', {}],
    ['When I fill in the form with valid data', {}],
    // Arquisoft/lomap_es2c webapp/e2e/features/register-form.feature
    ['When I fill the data in the form', {}],
    // Glonor/Invoicing-system features/edit_profile.feature
    ['And I fill in the user form', { target: { region: 'user' } }],
    // subvisual/theshelf-api features/books/add_book.feature
    ['When I fill the new book form', { target: { region: 'new book' } }],
    ['Fill the sign-up form with valid data', { target: { region: 'sign-up' } }],
    // nihadhassan/Project2_FWD SC1_registration.feature
    [
      'When user fills your personal details with valid data',
      { target: { region: 'personal details' } },
    ],
    ['And user fills your password with valid data', { form: { fields: ['password'] } }],
  ])('%j', (step, expected: { target?: { region: string }; form?: object }) => {
    const read = actions(step);
    expect(read.map((a) => a.kind)).toEqual(['fill_form']);
    // The form's name when the step gives one; every empty field, with valid values, unless the
    // step names fields.
    expect(read[0].target?.region).toBe(expected.target?.region);
    expect(read[0].form).toEqual(expected.form);
  });

  it.each([
    ['When I fill in the registration form', 'registration'],
    ['User fills in the contact form', 'contact'],
    ['When I fill in the contact form with valid information', 'contact'],
    ['And the user fills the form with valid details', undefined],
    ['I complete the form', undefined],
    ['And I fill out all required fields', undefined],
    ['When the user enters valid details', undefined],
    ['And I fill in my details', undefined],
    ['user fills out the form with test data', undefined],
  ])('%j', (step, region) => {
    expect(actions(step)).toMatchObject([{ kind: 'fill_form' }]);
    expect(actions(step)[0].target?.region).toBe(region);
  });

  it('fills the fields a form needs for "enter all mandatory fields", not those words', () => {
    // Before: typed the text "all mandatory fields" where the cursor was (a misread).
    expect(actions('When user enters all mandatory fields')).toEqual([{ kind: 'fill_form' }]);
    expect(actions('Enter all required fields')).toEqual([{ kind: 'fill_form' }]);
  });

  it.each([
    // Surajvc88/QA-Manual-Tester test_cases.csv
    ['Enter invalid email', { invalid: 'email' }],
    ['When the user enters invalid phone number', { invalid: 'phone number' }],
    ['When I enter an invalid e-mail address', { invalid: 'e-mail address' }],
    ['Fill the registration form with invalid data', { invalid: 'data' }],
  ])('gives one field an invalid value: %j', (step, form) => {
    expect(actions(step)).toMatchObject([{ kind: 'fill_form', form }]);
  });

  it('names the form and the invalid field together', () => {
    expect(actions('When I fill the sign-up form with an invalid email')).toMatchObject([
      { kind: 'fill_form', target: { region: 'sign-up' }, form: { invalid: 'email' } },
    ]);
  });

  it('fills the form, then presses the button, when one line says both', () => {
    expect(actions('When I fill the data in the form and press submit')).toMatchObject([
      { kind: 'fill_form' },
      { kind: 'click', target: { name: 'submit' } },
    ]);
  });

  it('still types a value the step gives, into its field', () => {
    expect(actions("Enter an invalid email 'ada@'")).toMatchObject([
      { kind: 'fill', value: 'ada@', target: { name: 'email' } },
    ]);
  });

  it.each([
    // Lines that name no form filled: still refused.
    'Is everything correct on the page?',
    'Then the form should be filled',
    'Enter the form',
    'When I type a wrong password',
    'When I enter invalid credentials',
    'enter the fields',
    // Values the step points to, not ones to make up.
    'When I enter the following details',
    'And I fill the form with the same data',
    'use the details',
    'When I fill in all fields except email',
  ])('does not read %j as a form filled', (step) => {
    expect(refused(step)).toBe(true);
  });
});
