import { describe, expect, it } from 'vitest';
import { stepReader } from '../../../testing/read-steps.js';
import { readStep } from '../read-step.js';

// General phrasings testers write in many public suites that the reader used to refuse or
// misread. Sentences from public feature files name their source; the values are our own.

const START = 'http://harbour.test/shop/';

const { actions, refused } = stepReader(START);

describe('credentials written out in other word orders', () => {
  it('reads the values after the colons, also when "and" joins them', () => {
    // Before: USER was "username: grace" (login.with took the field's name as the value).
    expect(actions('Login with username: grace and password: c0bol')).toMatchObject([
      { kind: 'fill', value: 'grace', target: { name: 'Username' } },
      { kind: 'fill', value: 'c0bol', target: { name: 'Password' } },
      { kind: 'submit', target: { name: 'Password' } },
    ]);
  });

  it.each([
    ['Insert email grace@navy.test and password Hopper1906 as login credentials', 'Email'],
    ['Enter username grace and password Hopper1906', 'Username'],
    ['When I type the email grace@navy.test and the password Hopper1906', 'Email'],
  ])('fills both fields of %j and submits nothing', (step, field) => {
    const read = actions(step);
    expect(read).toHaveLength(2);
    expect(read).toMatchObject([
      { kind: 'fill', value: /grace/, target: { name: field } },
      { kind: 'fill', value: 'Hopper1906', target: { name: 'Password' } },
    ]);
  });

  it.each([
    'Insert email and password as login credentials as described',
    'Enter email grace and her password',
    'Then insert email grace@navy.test and password Hopper1906',
  ])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});

describe('where the browser is, in other words', () => {
  it.each([
    // github:hackternoon/hackternoon features/users/sign_up.feature has "I am on the home page".
    ["Given I'm on the sign up page", { kind: 'on_page', expected: 'sign up', reach: true }],
    ['Given I’m on the login page', { kind: 'on_page', expected: 'login', reach: true }],
    ["Then we're on the checkout page", { kind: 'on_page', expected: 'checkout' }],
    ['Given I visited the sign up page', { kind: 'on_page', expected: 'sign up', reach: true }],
    ['Then the current location is the orders page', { kind: 'on_page', expected: 'orders' }],
    ['Then the current url is the login page', { kind: 'on_page', expected: 'login' }],
  ])('reads %j as being on that page (opened in a Given, checked in a Then)', (step, assertion) => {
    expect(actions(step)).toEqual([{ kind: 'assert', assertion }]);
  });

  it.each([
    "Given I'm on the home page",
    'Given I visited the home page',
    'Given the current location is the home page',
  ])('opens the starting page for %j', (step) => {
    expect(actions(step)).toEqual([{ kind: 'navigate', value: START }]);
  });

  it('keeps an address an address', () => {
    expect(actions("Then the current url is '/orders'")).toEqual([
      { kind: 'assert', assertion: { kind: 'url', expected: '/orders', match: 'equals' } },
    ]);
  });

  it.each(["Given I'm a new customer", 'Given I visited the shop yesterday'])(
    'does not make %j a place',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );
});

describe('dialogs the page draws, named and answered', () => {
  const inDialog = (name: string) => [
    {
      kind: 'click',
      target: { role: 'button', name, region: 'dialog', description: `${name} in the dialog` },
    },
  ];

  it.each([
    ['And confirm with Yes', 'Yes'],
    ["confirm the dialog with 'OK'", 'OK'],
    ['And I confirm the dialog by clicking OK', 'OK'],
    ["Confirm with 'Yes, delete'", 'Yes, delete'],
  ])('reads %j as clicking that button in the dialog', (step, name) => {
    // Before: "confirm the dialog with 'OK'" was a check that a dialog said "OK".
    expect(actions(step)).toEqual(inDialog(name));
  });

  it.each([
    ['Then Login modal is shown', { kind: 'visible' }],
    ['Then Login modal should be displayed', { kind: 'visible' }],
    ['Then Login modal is not shown', { kind: 'hidden' }],
  ])('reads %j as a check of the dialog called Login', (step, assertion) => {
    expect(actions(step)).toMatchObject([
      { kind: 'assert', assertion, target: { role: 'dialog', name: 'Login' } },
    ]);
  });

  it.each(['confirm with Enter', 'confirm the order', 'Then Login is shown'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );

  it('keeps a check of what the browser’s dialog says', () => {
    expect(actions("Then the dialog says 'OK'")).toEqual([
      { kind: 'assert', assertion: { kind: 'dialog', expected: 'OK', match: 'words' } },
    ]);
  });
});

describe("a manual case's expected results, written as notes", () => {
  it.each([
    ['Display of the error message “Email is required”', 'Email is required'],
    ["Showing of the validation message 'Password too short'", 'Password too short'],
  ])('reads %j as an error shown with those words', (step, expected) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'error_shown', expected } },
    ]);
  });

  it.each(['Inline validation errors displayed', 'Validation errors are shown'])(
    'reads %j as some error shown',
    (step) => {
      expect(actions(step)).toEqual([{ kind: 'assert', assertion: { kind: 'error_shown' } }]);
    },
  );

  // "Redirect to dashboard" follows a step whose submit is only implied ("Enter correct
  // username/password"): checked without it, the run would fail by Scout's doing.
  it.each(['Redirect to dashboard', 'Display of the error message', 'Show email validation error'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );

  it('reads "username/password" as the two fields, not a text to type', () => {
    // github:Surajvc88/QA-Manual-Tester test_cases.csv. Before: the text "username/password" was
    // typed where the cursor was, and "correct username/password" filled the password only.
    for (const step of ['Enter correct username/password', 'Enter username/password'])
      expect(actions(step)).toEqual([
        {
          kind: 'fill',
          value: '{{testing_user.email}}',
          target: { name: 'Username', description: 'Username' },
        },
        {
          kind: 'fill',
          value: '{{testing_user.password}}',
          target: { name: 'Password', description: 'Password' },
        },
      ]);
  });
});

describe('a field left empty', () => {
  it.each([
    ['Leave the Email field empty', 'Email'],
    ["And I leave the 'Last name' field blank", 'Last name'],
  ])('reads %j as emptying that field', (step, name) => {
    expect(actions(step)).toMatchObject([{ kind: 'clear', target: { role: 'textbox', name } }]);
  });

  it.each(['Leave the page blank', 'Then leave the Email field empty'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );
});

describe('getting to a page, in the words suites use', () => {
  it.each([
    // github:Priyanka1173/FirstProject (a Then that goes somewhere, no "should")
    ['Then I move to "harbour" page', { kind: 'navigate', target: { name: 'harbour' } }],
    [
      'Then the user navigates to the Moorings page',
      { kind: 'navigate', target: { name: 'Moorings' } },
    ],
    // github:diaspora/diaspora: a person's page, by the link that names them
    [
      `When I go to "grace@navy.test"'s page`,
      { kind: 'navigate', target: { name: 'grace@navy.test' } },
    ],
    // github:vividus-framework/vividus: the suite's own base address, then a path
    [
      "Given I am on a page with the URL '${harbour-site-url}/moorings.html'",
      { kind: 'navigate', value: 'http://harbour.test/moorings.html' },
    ],
    ['Open {{baseUrl}}/moorings', { kind: 'navigate', value: 'http://harbour.test/moorings' }],
    // docs.relicx.ai: a question that asks where the browser is
    [
      'Am I on the home page?',
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'home' } },
    ],
  ] as const)('reads %j', (step, expected) => {
    expect(actions(step)).toMatchObject([expected]);
    expect(actions(step)).toHaveLength(1);
  });

  it.each([
    'Then I should go to the dashboard',
    `Then I am on "grace@navy.test"'s page`,
    'Am I done with the home page?',
  ])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});

describe("a list's item by its place, focus leaving a field, popovers", () => {
  it.each([
    // github:diaspora/diaspora (poll options)
    ['And I delete the last option', { kind: 'click', target: { name: 'Delete', nth: -1 } }],
    ['Remove the second item from the cart', { kind: 'click', target: { name: 'Remove', nth: 1 } }],
    ['Delete the first uploaded photo', { kind: 'click', target: { name: 'Delete', nth: 0 } }],
    // github:diaspora/diaspora
    ['And I lose focus', { kind: 'press', value: 'Tab' }],
    ['Tab out of the field', { kind: 'press', value: 'Tab' }],
    ['And I wait for the popovers to appear', { kind: 'wait_for', target: { role: 'tooltip' } }],
    ['Wait for the tooltip to disappear', { kind: 'wait_gone', target: { role: 'tooltip' } }],
  ] as const)('reads %j', (step, expected) => {
    expect(actions(step)).toMatchObject([expected]);
    expect(actions(step)).toHaveLength(1);
  });

  it.each(['Then I delete the last option', 'Delete the last page', 'Then I lose focus'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );
});

describe('intents with a count, a password or a new name', () => {
  it('"add 3 products \'Teapot\' to the cart" sets its quantity, then adds it (github:Sylius/Sylius)', () => {
    expect(actions('When I try to add 3 products "Teapot" to the cart')).toMatchObject([
      { kind: 'fill', value: '3', target: { name: 'Quantity', near: 'Teapot' } },
      { kind: 'click', target: { name: 'Add to cart', near: 'Teapot' } },
    ]);
  });

  it('"sign in with password \'x\'" signs the testing user in with that password (github:diaspora/diaspora)', () => {
    expect(actions('When I sign in with password "n3wsecret"')).toMatchObject([
      { kind: 'fill', value: '{{testing_user.email}}', target: { name: 'Email' } },
      { kind: 'fill', value: 'n3wsecret', target: { name: 'Password' } },
      { kind: 'submit', target: { name: 'Password' } },
    ]);
  });

  it("\"rename the file 'a' to 'b'\" clicks its Rename, types the new name and submits it (github:owncloud/core)", () => {
    expect(
      actions('When the user renames the file "moorings.txt" to "berths.txt" using the webUI'),
    ).toMatchObject([
      { kind: 'click', target: { name: 'Rename', near: 'moorings.txt' } },
      { kind: 'fill', value: 'berths.txt', target: { role: 'textbox' } },
      { kind: 'submit', target: { role: 'textbox' } },
    ]);
  });

  it.each([
    "Then I sign in with password 'x'",
    'When I sign in with password newsecret and more',
    "Rename 'moorings.txt' to berths",
    'Add many products "Teapot" to the cart',
  ])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});

describe('a date range, an option from a dropdown menu', () => {
  it('"Select travel dates for 28 May to 3 June" fills the two date pickers in turn (docs.launchskylight.com)', () => {
    expect(actions('Select travel dates for 12 June to 15 June')).toMatchObject([
      { kind: 'fill', value: '12 June', target: { widget: 'date', nth: 0 } },
      { kind: 'fill', value: '15 June', target: { widget: 'date', nth: 1 } },
    ]);
  });

  it('"from dropdown menu user clicks on \'X\'" clicks X (github:natebell510/ResolverTask)', () => {
    expect(actions('And from dropdown menu user clicks on "Berths"')).toEqual([
      { kind: 'click', target: { name: 'Berths', description: 'Berths' } },
    ]);
  });

  it.each([
    'Select dates for next week to later',
    'Then select travel dates for 12 June to 15 June',
    'From the dropdown menu click Save',
  ])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});

describe('login data as two values; a click whose purpose is the step', () => {
  it("\"Then I specify login data 'a' 'b'\" fills both fields, submits nothing (github:nugato/nucms)", () => {
    expect(actions('Then I specify login data "harbourmaster" "t1de"')).toEqual([
      {
        kind: 'fill',
        value: 'harbourmaster',
        target: { name: 'Username', description: 'Username' },
      },
      { kind: 'fill', value: 't1de', target: { name: 'Password', description: 'Password' } },
    ]);
  });

  it.each([
    ['And I click to delete the first uploaded photo', { name: 'Delete', nth: 0 }],
    ["Click to remove 'Pay rent'", { name: 'Remove', near: 'Pay rent' }],
  ] as const)('reads %j as the click it names', (step, target) => {
    expect(actions(step)).toMatchObject([{ kind: 'click', target }]);
  });

  it.each([
    'Then I should specify login data "harbourmaster" "t1de"',
    'Then I specify login data "harbourmaster" and more',
    'click to open the menu',
  ])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});

describe('a field named with no value given', () => {
  // Before: "When the user enters first name" typed the words "first name" wherever the cursor
  // was (a misread), and then it was refused (a missing value). A tester makes a value up, and so
  // does Scout: one chosen by the field's name (core/form-values.ts), shown as the step's value.
  it.each([
    ['When the user enters first name', 'first name', 'Ada'],
    ['The user types last name', 'last name', 'Lovelace'],
    ['enter postcode', 'postcode', '10001'],
    ['User enters the phone number', 'phone number', '5550102030'],
    ['Fill in the phone number', 'phone number', '5550102030'],
    ['And I complete the address field', 'address', '350 Fifth Avenue'],
    // github:Mamoholane/Bank_App_Automation src/test/java/Feature/Tests.feature
    ['And User enter amount', 'amount', '10'],
  ])('fills %j with a made-up value, not the field name', (step, field, value) => {
    expect(actions(step)).toEqual([
      { kind: 'fill', value, target: { name: field, description: field } },
    ]);
  });

  it('fills each field named: "user enters firstname and middle name and lastname"', () => {
    // A supercucumber feature's step (the corpus's supercucumber-c001).
    expect(actions('And user enters firstname and middle name and lastname')).toMatchObject([
      { kind: 'fill', value: 'Ada', target: { name: 'firstname' } },
      { kind: 'fill', value: 'Augusta', target: { name: 'middle name' } },
      { kind: 'fill', value: 'Lovelace', target: { name: 'lastname' } },
    ]);
  });

  it('types a made-up search term into the search box', () => {
    expect(actions('type search term')).toMatchObject([
      { kind: 'fill', value: 'Test search term', target: { role: 'searchbox' } },
    ]);
  });

  it.each([
    ['type hello', [{ kind: 'fill', value: 'hello' }]],
    [
      'When I enter first name "Ada"',
      [{ kind: 'fill', value: 'Ada', target: { name: 'first name' } }],
    ],
    ['enter password', [{ kind: 'fill', value: '{{testing_user.password}}' }]],
  ])('still reads %j', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
  });
});

describe('waiting for the page to stop being busy', () => {
  it.each([
    ['Wait until the spinner disappears', 'wait_gone', 'spinner'],
    ['And I wait for the loading indicator to go away', 'wait_gone', 'loading indicator'],
    ['When the user waits until the progress bar is gone', 'wait_gone', 'progress bar'],
    ['Wait for the loading spinner to vanish', 'wait_gone', 'loading spinner'],
    ['Wait for the loader to appear', 'wait_for', 'loader'],
  ] as const)('reads %j as a wait on the indicator by what it is called', (step, kind, name) => {
    expect(actions(step)).toEqual([{ kind, target: { name, description: name } }]);
  });

  it.each(['Wait until the results disappear', 'Wait for the spinner to spin'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );
});

describe('a message posted', () => {
  const field = { role: 'textbox', description: 'the field for a new item' };
  it.each([
    ['When  I post "Hello, World!"', 'Hello, World!'],
    ['And the user posts a message "Hi all"', 'Hi all'],
    ['I post a comment saying "Nice work"', 'Nice work'],
  ] as const)('reads %j as typed into the field for a new post and sent', (step, value) => {
    expect(actions(step)).toEqual([
      { kind: 'fill', value, target: field },
      { kind: 'submit', target: field },
    ]);
  });

  it('still reads an item added to the cart as its Add to cart', () => {
    expect(actions('I add the item "Teapot" to the cart')).toEqual([
      {
        kind: 'click',
        target: { name: 'Add to cart', near: 'Teapot', description: expect.any(String) },
      },
    ]);
  });

  it('reads \'Post "Hello" to the wall\' as typed into the box for a new post and sent', () => {
    // Before: refused ("starts with “post”, but not in a form Scout reads").
    expect(actions('Post "Hello" to the wall')).toEqual([
      { kind: 'fill', value: 'Hello', target: field },
      { kind: 'submit', target: field },
    ]);
    expect(actions('And I post "Back at noon" on my timeline')).toMatchObject([
      { kind: 'fill', value: 'Back at noon' },
      { kind: 'submit' },
    ]);
  });

  it('reads \'Add the product "Teapot"\' as the Add to cart of its own card', () => {
    // Before: refused. The product's own control, never the first Add to cart on the page.
    expect(actions('Add the product "Teapot"')).toEqual([
      {
        kind: 'click',
        target: { name: 'Add to cart', near: 'Teapot', description: expect.any(String) },
      },
    ]);
    // The cart's own phrasing is not a product called "to the cart".
    expect(actions('add the product to the cart')).toEqual([
      { kind: 'click', target: { name: 'Add to cart', description: 'Add to cart' } },
    ]);
  });

  it.each(['I post the form', 'Post "Hello" to the form', 'Add the products'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );

  it.each(['Add a product review', 'Add the product image', 'Add product details'])(
    '%j is no Add to cart (a product is named in quotes, or the step names a cart)',
    (step) => {
      const reading = readStep(step, START);
      const targets = reading.ok ? reading.actions.map((a) => JSON.stringify(a)) : [];
      expect(targets.filter((t) => /Add to (?:cart|basket|bag)/i.test(t))).toEqual([]);
    },
  );
});

describe('a click written as "clicks in" or "performs a click on"', () => {
  it.each([
    [
      'And the Anonymous User performs a click in the search button',
      { role: 'button', name: 'search' },
    ],
    ['And the Anonymous User clicks in the search button', { role: 'button', name: 'search' }],
    ['When I perform a click on the Save button', { role: 'button', name: 'Save' }],
    ['Click in the search box', { role: 'searchbox' }],
    ['When the user performs a tap on "Sign in"', { name: 'Sign in' }],
  ] as const)('reads %j as one click', (step, target) => {
    expect(actions(step)).toEqual([
      { kind: 'click', target: { ...target, description: expect.any(String) } },
    ]);
  });

  it.each(['the user performs the checkout', 'I perform a search'])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});

describe('an item of a list named only by its kind', () => {
  it.each([
    ['And a user deletes a known allergy', 'Delete'],
    ['When I remove an old address', 'Remove'],
  ])('%s clicks the one %s on show', (step, name) => {
    // Before: refused (only an item named in quotes had its row's control clicked).
    const read = actions(step);
    expect(read).toMatchObject([{ kind: 'click', target: { name } }]);
    expect(read[0].target?.near).toBeUndefined();
  });

  it('adds an item whose text the tester makes up', () => {
    // "When I add a to-do item" (kerryb/todo-rails): before, refused.
    const field = { role: 'textbox' };
    expect(actions('When I add a to-do item')).toMatchObject([
      { kind: 'fill', value: 'New item', target: field },
      { kind: 'submit', target: field },
    ]);
  });

  it('is no action in a Then', () => {
    expect(refused('Then I delete a task')).toBe(true);
    expect(refused('Then I add a task')).toBe(true);
  });
});

describe('what a scenario is about, said in its Given', () => {
  it.each([
    ['Given I want to log in', 'login'],
    ['Given the visitor wants to sign up', 'sign up'],
  ])('%s goes to that page', (step, name) => {
    // "Given I want to log in" (nugato/nucms): before, refused as data.
    expect(actions(step)).toMatchObject([{ kind: 'navigate', target: { name } }]);
  });

  it('leaves any other wish a statement, and a When unread', () => {
    const read = readStep('Given I want to buy a hat', START);
    expect(read.ok ? read.actions : read.refusal.kind).toBe('not_a_ui_step');
    expect(refused('When I want to log in')).toBe(true);
  });
});

describe('submitting a thing, a passive told with "get", a Then that types, a thing’s name', () => {
  // After lines of ronikumer, goodtimes, theshelf and mappingworkbench features; our own nouns.
  it.each(['And I submit the book', 'submit the message', 'When I submit the order'])(
    'reads %j as submitting the form on show',
    (step) => {
      expect(actions(step)).toEqual([{ kind: 'submit' }]);
    },
  );

  it('reads "When I submit event details" as the form filled with made-up values, then sent', () => {
    expect(actions('When I submit event details')).toEqual([
      { kind: 'fill_form' },
      { kind: 'submit' },
    ]);
  });

  it.each([
    'When I submit invalid login details',
    'When I submit incorrect details',
    'When I submit empty login details',
    'When I submit blank details',
  ])('never reads the negative %j as valid values filled and sent', (step) => {
    if (!refused(step))
      expect(actions(step)).not.toEqual([{ kind: 'fill_form' }, { kind: 'submit' }]);
  });

  it.each(['submit the Save button', "submit the 'Save' button"])(
    'does not read %j as a thing submitted',
    (step) => {
      if (!refused(step)) expect(actions(step)).not.toEqual([{ kind: 'submit' }]);
    },
  );

  it.each([
    ['Then I get redirected to projects list page', 'projects list'],
    ['Then the user gets redirected to the login page', 'login'],
  ])('reads %j as a check of where the browser is', (step, page) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'on_page', expected: page } },
    ]);
  });

  it('reads "Then I type project name" as a step: a made-up project name, not the words typed', () => {
    expect(actions('Then I type project name')).toEqual([
      {
        kind: 'fill',
        value: 'Test project name',
        target: { name: 'project name', description: 'project name' },
      },
    ]);
  });

  it('still refuses a Then that says a field should hold a value', () => {
    expect(refused('Then the first name should be entered')).toBe(true);
  });
});
