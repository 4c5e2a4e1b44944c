import type { ResolvedAction } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';
import { readTestCase } from '../test-case.js';

// Lines of whole test cases (packages/agent/corpus/test-cases.jsonl, dev split) the reader
// misread or refused: the forms are theirs, the names and values our own.

const START = 'http://harbour.test/shop/';

/** The actions without their descriptions (the step's own words). */
function bare(list: ResolvedAction[]) {
  return list.map(({ description: _d, target, ...rest }) => {
    if (!target) return rest;
    const { description: _t, ...named } = target;
    return { ...rest, target: named };
  });
}

function actions(step: string) {
  const read = readStep(step, START);
  if (!read.ok) throw new Error(`refused: ${read.refusal.message}`);
  return bare(read.actions);
}

describe('a page named for one of its rows', () => {
  it('opens "the account edit page for X" by its name, in the row of X', () => {
    // Before: the link looked for was called "account edit page".
    expect(actions('When I go to the profile edit page for "grace@navy.test"')).toEqual([
      { kind: 'navigate', target: { name: 'profile edit', near: 'grace@navy.test' } },
    ]);
  });
});

describe('the search input', () => {
  it('is the search box', () => {
    // Before: a textbox called "search".
    expect(actions('And I enter "harbour" in the search input')).toEqual([
      { kind: 'fill', value: 'harbour', target: { role: 'searchbox' } },
    ]);
  });
});

describe('the app under test, named', () => {
  it.each([
    'Given I am on the harbour supplies website',
    'Given I launch the Harbour application',
    'open the harbour shop site',
  ])('opens the starting page for %j', (step) => {
    // Before: a link called "harbour supplies website" (or refused).
    expect(actions(step)).toEqual([{ kind: 'navigate', value: START }]);
  });

  it.each(['Go to the new site', 'Open the settings of the app'])(
    'does not take %j for the app itself',
    (step) => {
      expect(actions(step)[0]).not.toEqual({ kind: 'navigate', value: START });
    },
  );
});

describe('opening and closing the browser', () => {
  it.each(['Given I open the browser', 'close the browser', 'And quit the web browser'])(
    'refuses %j as the runner’s, not the page’s',
    (step) => {
      const read = readStep(step, START);
      expect(read.ok ? read.actions : read.refusal.kind).toBe('not_a_ui_step');
    },
  );

  it('is passed over in a whole case, which opens the app after it', () => {
    const read = readTestCase(
      `Scenario: Adding a crate
  Given open the browser and launch Harbour application
  When I click "Add crate"
  And close the browser`,
      START,
    );
    expect(read.unread).toEqual([]);
    expect(bare(read.actions)).toEqual([
      { kind: 'navigate', value: START },
      { kind: 'click', target: { name: 'Add crate' } },
    ]);
    expect(read.assumed).toEqual(['open the browser', 'close the browser']);
  });
});

describe('a choice that does not say which', () => {
  it.each(['And I select the cabin', 'pick the crate'])('refuses %j', (step) => {
    // Before: a click on an element called "cabin".
    expect(readStep(step, START).ok).toBe(false);
  });

  it.each([
    ['Select the checkbox', 'check'],
    ['I select the Music category', 'click'],
    ['choose the option', 'click'],
  ])('still reads %j', (step, kind) => {
    expect(actions(step)[0]?.kind).toBe(kind);
  });
});

describe("a scenario's tag that names the app", () => {
  it('is no word of the page the scenario starts on', () => {
    const read = readTestCase(
      `@harbourdemo @dropdown
Scenario: Pick a crate size
  Given user is at harbourdemo crate size demo page
  When I click "Large"`,
      START,
    );
    // Before: the page was "harbourdemo crate size demo", which no link names.
    expect(read.actions[0]).toMatchObject({
      kind: 'assert',
      assertion: { kind: 'on_page', expected: 'crate size demo', reach: true },
    });
  });
});

describe('a Background that signs in as a kind of user', () => {
  it.each([
    'Given I am logged in as an admin user',
    'Given I am logged in as a user with the "harbour master" role',
    'Given I am a new, authenticated user',
  ])('signs in as the testing user for %j', (line) => {
    // Before: refused ("starts with “am”, but not in a form Scout reads").
    const read = readTestCase(`Scenario: Stock check\n  ${line}\n  When I click "Stock"`, START);
    expect(read.unread).toEqual([]);
    expect(bare(read.actions)).toEqual([
      { kind: 'login' },
      { kind: 'click', target: { name: 'Stock' } },
    ]);
  });

  it('does not sign in when the user is said to be signed out', () => {
    const read = readTestCase(
      'Scenario: Stock check\n  Given I am not logged in as an admin user\n  When I click "Stock"',
      START,
    );
    expect(read.actions.some((a) => a.kind === 'login')).toBe(false);
  });
});

describe('a page visited, in quotes', () => {
  it.each([
    ['Given I visited "home page"', { kind: 'navigate', value: START }],
    ['Given I visited "/crates"', { kind: 'navigate', value: 'http://harbour.test/crates' }],
  ])('opens it for %j', (step, action) => {
    // Before: refused as the application's state.
    expect(actions(step)).toEqual([action]);
  });
});

describe('"fill X as Field"', () => {
  it('fills the field named after "as"', () => {
    // Before: refused (only "fill in X as Field" was read).
    expect(actions('When I fill "Moby Dick" as Title')).toEqual([
      { kind: 'fill', value: 'Moby Dick', target: { name: 'Title' } },
    ]);
  });
});

describe('"the book that I just added"', () => {
  it('checks for the title the form was given', () => {
    const read = readTestCase(
      `Scenario: Add a book
  When I fill "Moby Dick" as Title
  And I fill "Herman Melville" as Author
  And I click "Create Book" button
  Then I should see the book that I just added`,
      START,
    );
    // Before: refused ("does not say which element “the book that I just added” is").
    expect(read.unread).toEqual([]);
    expect(bare(read.actions).at(-1)).toEqual({
      kind: 'assert',
      assertion: { kind: 'text_visible', expected: 'Moby Dick' },
    });
  });

  it('stays unread when no title or name was filled', () => {
    const read = readTestCase(
      `Scenario: Add a book
  When I fill "Herman Melville" as Author
  And I click "Create Book" button
  Then I should see the book that I just added`,
      START,
    );
    expect(read.unread.map((u) => u.line)).toEqual([4]);
  });
});

describe('"fill in a \'email\' field with …"', () => {
  it('fills the field named in quotes after "a"', () => {
    // Before: refused ("does not say which element “a” is"): read as pairs, "a" a field's name.
    expect(actions('When I fill in a "email" field with "grace@navy.test"')).toEqual([
      { kind: 'fill', value: 'grace@navy.test', target: { role: 'textbox', name: 'email' } },
    ]);
  });
});

describe("a manual case's steps and expected results, as a CSV row", () => {
  const HEADER = 'Module,TestCaseID,Title,Steps,Expected';

  it('submits the filled form before checking "Redirect to dashboard"', () => {
    const read = readTestCase(
      `${HEADER}\nLogin,TC-1,Valid login,Enter correct username/password,Redirect to dashboard`,
      START,
    );
    // Before: refused ("Redirect to dashboard" is not a check Scout can make concrete).
    expect(read.unread).toEqual([]);
    expect(bare(read.actions)).toEqual([
      { kind: 'fill', value: '{{testing_user.email}}', target: { name: 'Username' } },
      { kind: 'fill', value: '{{testing_user.password}}', target: { name: 'Password' } },
      { kind: 'submit', target: { name: 'Password' } },
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'dashboard' } },
    ]);
  });

  it('adds no submit when the step before already sent the form', () => {
    const read = readTestCase(
      `${HEADER}\nLogin,TC-1,Valid login,"Enter correct username/password\nClick ""Log in""",Redirect to dashboard`,
      START,
    );
    expect(read.actions.map((a) => a.kind)).toEqual(['fill', 'fill', 'click', 'assert']);
  });

  it('takes "Leave fields empty" before anything was typed as the page as it opens', () => {
    const read = readTestCase(
      `${HEADER}\nSign Up,TC-2,Required fields empty,Leave fields empty and submit,Inline validation errors displayed`,
      START,
    );
    // Before: refused ("starts with “leave”, but not in a form Scout reads").
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['Leave fields empty']);
    expect(bare(read.actions)).toEqual([
      { kind: 'submit' },
      { kind: 'assert', assertion: { kind: 'error_shown' } },
    ]);
  });

  it('does not pass over "Leave fields empty" after a field was filled', () => {
    const read = readTestCase(
      `${HEADER}\nSign Up,TC-2,Required fields empty,"Enter ""Ada"" as the name\nLeave fields empty",Inline validation errors displayed`,
      START,
    );
    expect(read.unread.map((u) => u.text)).toEqual(['Leave fields empty']);
  });
});

describe('"it" after a step that named one thing', () => {
  it('is that thing: "And it should not be done" checks its box is not ticked', () => {
    const read = readTestCase(
      `Scenario: Crate listed
  Given I am on the home page
  Then I should see the following items:
    | description |
    | Crate 7     |
  And it should not be done`,
      START,
    );
    // Before: the header "description" was checked as a text, and "it should not be done" refused.
    expect(read.unread).toEqual([]);
    expect(bare(read.actions)).toEqual([
      { kind: 'navigate', value: START },
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'Crate 7' } },
      {
        kind: 'assert',
        assertion: { kind: 'unchecked' },
        target: { role: 'checkbox', near: 'Crate 7' },
      },
    ]);
  });

  it('stays unread when the step before named two things', () => {
    const read = readTestCase(
      `Scenario: Crates listed
  When I fill in "Crate" with "7"
  Then it should be done`,
      START,
    );
    expect(read.unread.map((u) => u.line)).toEqual([3]);
  });
});

describe('"X should be done"', () => {
  it.each([
    ["Then 'Crate 7' should be done", 'checked'],
    ["Then 'Crate 7' should not be completed", 'unchecked'],
  ])('reads %j as its box ticked or not', (step, kind) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind }, target: { role: 'checkbox', near: 'Crate 7' } },
    ]);
  });
});

describe("an autocomplete's suggestion box", () => {
  it('is a listbox', () => {
    // Before: refused ("starts with “wait”, but not in a form Scout reads").
    expect(actions('And I wait for the suggestion box to appear')).toEqual([
      { kind: 'wait_for', target: { role: 'listbox' } },
    ]);
  });
});

describe('reading a value for the check after it', () => {
  it('is part of that check: "the user gets the title of the page" before a title check', () => {
    const read = readTestCase(
      `Scenario: Title
  When the user gets the title of the page
  Then title should be Crates - Harbour`,
      START,
    );
    // Before: refused ("starts with “get”, but not in a form Scout reads").
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['the user gets the title of the page']);
    expect(bare(read.actions)).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'title', expected: 'Crates - Harbour', match: 'equals' },
      },
    ]);
  });

  it('stays unread when no check of it follows', () => {
    const read = readTestCase(
      `Scenario: Title
  When the user gets the title of the page
  Then I should see "Crates"`,
      START,
    );
    expect(read.unread.map((u) => u.line)).toEqual([2]);
  });
});

describe("Taiko's alert steps in a Gauge spec", () => {
  it('answers the alert after the click that opens it, and checks its message', () => {
    const read = readTestCase(
      `## Answer an alert
* Alert "Crate shipped" and await accept
* Click "Ship"
* Check if alert "Crate shipped" was accepted`,
      START,
    );
    // Before: refused ("is not a step Scout reads").
    expect(read.unread).toEqual([]);
    expect(bare(read.actions)).toEqual([
      { kind: 'click', target: { name: 'Ship' } },
      { kind: 'accept_dialog' },
      { kind: 'assert', assertion: { kind: 'dialog', expected: 'Crate shipped' } },
    ]);
  });

  it('leaves an answer no step after uses unread', () => {
    const read = readTestCase(
      `## Answer an alert
* Click "Ship"
* Alert "Crate shipped" and await accept`,
      START,
    );
    expect(read.unread.map((u) => u.line)).toEqual([3]);
  });
});

// ckan's browser tests (OrlandoSoto/ckan-browser-tests): "When I select Datasets Order By
// 'Relevance'" was read as a click on an element called "Datasets Order By Relevance", and "Then I
// should see the Datasets Order By option set to 'Relevance'" was refused.
describe('a dropdown named before the option chosen, on the page the test went to', () => {
  it('reads "select Order By \'Relevance\'" as that option chosen in the Order By dropdown', () => {
    expect(actions('When I select Order By "Relevance"')).toEqual([
      { kind: 'select', target: { name: 'Order By' }, value: 'Relevance' },
    ]);
    expect(actions('When I select Country "France"')).toEqual([
      { kind: 'select', target: { name: 'Country' }, value: 'France' },
    ]);
    // Lower case names a thing, not a dropdown; a kind of control is that control: as before.
    expect(actions('When I select product "Teapot"')).toEqual([
      { kind: 'click', target: { name: 'Teapot' } },
    ]);
    expect(actions('When I select Checkbox "Remember me"')).toEqual([
      { kind: 'check', target: { role: 'checkbox', name: 'Remember me' } },
    ]);
    expect(actions('When I select Tab "Settings"')).toEqual([
      { kind: 'click', target: { role: 'tab', name: 'Settings' } },
    ]);
  });

  it('reads "the Order By option set to \'Relevance\'" as the option that dropdown shows', () => {
    const chosen = (name: string, expected: string, role?: string) => [
      {
        kind: 'assert',
        assertion: { kind: 'value', expected, match: 'equals' },
        target: role ? { name, role } : { name },
      },
    ];
    expect(actions('Then I should see the Order By option set to "Relevance"')).toEqual(
      chosen('Order By', 'Relevance'),
    );
    expect(actions('Then the Sort setting is set to "Name"')).toEqual(chosen('Sort', 'Name'));
    expect(actions('Then the "Sort" dropdown is set to "Name"')).toEqual(
      chosen('Sort', 'Name', 'combobox'),
    );
  });

  it('reads the name of the page gone to, before the dropdown’s, as where it is', () => {
    const read = readTestCase(
      [
        'Given I navigate to the Datasets page',
        'When I select Datasets Order By "Relevance"',
        'Then I should see the Datasets Order By option set to "Relevance"',
        'And I should see "sort=score+desc" in the Datasets URL query string',
      ].join('\n'),
      START,
    );
    expect(read.unread).toEqual([]);
    expect(bare(read.actions).slice(1)).toEqual([
      { kind: 'select', target: { name: 'Order By' }, value: 'Relevance' },
      {
        kind: 'assert',
        assertion: { kind: 'value', expected: 'Relevance', match: 'equals' },
        target: { name: 'Order By' },
      },
      {
        kind: 'assert',
        assertion: { kind: 'url', expected: 'sort=score+desc', match: 'contains' },
      },
    ]);
    // Without a page gone to by that name, the words stay the dropdown's.
    const elsewhere = readTestCase('When I select Datasets Order By "Relevance"', START);
    expect(bare(elsewhere.actions)).toEqual([
      { kind: 'select', target: { name: 'Datasets Order By' }, value: 'Relevance' },
    ]);
  });
});

// diaspora's "Then I should see a 'img' within '.photo_attachments'" and Sylius's "And this item
// should have name 'T-Shirt banana'" were refused.
describe('an element by its tag, and the name an item has', () => {
  it('reads a quoted tag that says its role as that role on show, in the part named', () => {
    expect(
      actions('Then I should see a "img" within ".stream_element div.photo_attachments"'),
    ).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'visible' },
        target: { role: 'img', region: '.stream_element div.photo_attachments' },
      },
    ]);
    expect(actions('Then I should see a "button" within "#toolbar"')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'visible' },
        target: { role: 'button', region: '#toolbar' },
      },
    ]);
    // A tag with no role, or an image that should not be seen: refused as before.
    expect(readStep('Then I should see a "div" within ".photo"', START).ok).toBe(false);
    expect(readStep('Then I should not see a "img" within ".photo"', START).ok).toBe(false);
    // Without "a", the quote is a text.
    expect(actions('Then I should see "img"')).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'img' } },
    ]);
  });

  it.each([
    'And this item should have name "T-Shirt banana"',
    'Then the product should be named "T-Shirt banana"',
  ])('%s: the page shows the name', (step) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'T-Shirt banana' } },
    ]);
  });
});

// whitehall's "When I update the person called 'Dave Camerine' to have the name 'Nick Clogg'" was
// refused: its row's Edit, the new value in the field of that name, the form sent.
describe('an item updated to have a new value', () => {
  it.each([
    [
      'When I update the person called "Dave Camerine" to have the name "Nick Clogg"',
      'Dave Camerine',
      'Name',
      'Nick Clogg',
    ],
    [
      'When I edit the task "Pay rent" to have the title "Pay the rent"',
      'Pay rent',
      'Title',
      'Pay the rent',
    ],
  ])('%s', (step, item, field, value) => {
    expect(actions(step)).toEqual([
      { kind: 'click', target: { name: 'Edit', near: item } },
      { kind: 'fill', target: { name: field }, value },
      { kind: 'submit', target: { name: field } },
    ]);
  });

  it('is no action in a Then', () => {
    expect(readStep('Then I update the person called "X" to have the name "Y"', START).ok).toBe(
      false,
    );
  });
});

// Issue 25's reader round on the corpus's dev cases: lines that were refused, in their forms, with
// names and values of our own.
describe('field names written as identifiers, their comma left out', () => {
  it('fills each field of "firstName middleName and lastName" with a made-up value', () => {
    // Before: "firstName middleName" was no one field's name, and the step was refused.
    const read = actions('When user enters firstName middleName and lastName');
    expect(read).toMatchObject([
      { kind: 'fill', target: { name: 'firstName' } },
      { kind: 'fill', target: { name: 'middleName' } },
      { kind: 'fill', target: { name: 'lastName' } },
    ]);
    expect(read).toHaveLength(3);
    expect(read.every((a) => typeof a.value === 'string' && a.value !== '')).toBe(true);
  });

  it('does not split words that only together name a field', () => {
    const read = actions('When user enters first name and last name');
    expect(read).toMatchObject([
      { kind: 'fill', target: { name: 'first name' } },
      { kind: 'fill', target: { name: 'last name' } },
    ]);
    expect(read).toHaveLength(2);
  });
});

describe('a value after the words that say what it is', () => {
  it('types the quoted value, not its description, into the backticked field', () => {
    // Before: refused ("an invalid e-mail address 'x'" was no value).
    expect(
      actions('And I enter an invalid e-mail address "not-an-address" into `subscribe input`'),
    ).toEqual([{ kind: 'fill', value: 'not-an-address', target: { name: 'subscribe input' } }]);
    expect(actions('When I type the text "Ahoy" into the Message field')).toEqual([
      { kind: 'fill', value: 'Ahoy', target: { role: 'textbox', name: 'Message' } },
    ]);
  });
});

describe('a count of test cases', () => {
  it('counts the items listed', () => {
    // Before: refused ("test cases" was no kind of item a count knows).
    expect(actions('Then user should see 12 test cases')).toEqual([
      { kind: 'assert', assertion: { kind: 'count', expected: 12 }, target: {} },
    ]);
  });
});

describe('looking down at a part of the page', () => {
  it.each(['And I look down at the footer', 'When I scroll down to the footer'])(
    '%s scrolls that part into view',
    (step) => {
      expect(actions(step)).toEqual([{ kind: 'scroll', target: { region: 'footer' } }]);
    },
  );

  it('does not take "look down at" anything else for a scroll', () => {
    expect(readStep('And I look down at the price', START).ok).toBe(false);
  });
});

describe("being on a person's page, as a When", () => {
  it('goes there by the link that names them', () => {
    // Before: refused ("am on" was read only as where the test is).
    expect(actions('When I am on "grace@navy.test"\'s page')).toEqual([
      { kind: 'navigate', target: { name: 'grace@navy.test' } },
    ]);
  });
});

describe('a record made with its values, in a Given', () => {
  it('is the data the test starts from', () => {
    const read = readStep('Given I create account "2222" with balance of "75"', START);
    expect(read.ok ? read.actions : read.refusal.kind).toBe('not_a_ui_step');
  });

  it('is taken as given in a whole case', () => {
    const read = readTestCase(
      `Scenario: Balance
  Given I create account "2222" with balance of "75"
  And I visit the homepage
  When I enter the account number "2222"
  Then I see a balance of "75"`,
      START,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['I create account "2222" with balance of "75"']);
  });

  it('is not taken for data when it may be the sign-up page', () => {
    const read = readStep('Given I register user "grace" with password "Hopper1906"', START);
    expect(read.ok ? read.actions : read.refusal.kind).not.toBe('not_a_ui_step');
  });

  it('is still a step when a When says it', () => {
    const read = readStep('When I create account "2222" with balance of "75"', START);
    expect(read.ok ? read.actions : read.refusal.kind).not.toBe('not_a_ui_step');
  });
});

describe('what the user gets to see', () => {
  it('checks the list for "I get the list of my contacts"', () => {
    expect(actions('Then I get the list of my crates')).toEqual([
      { kind: 'assert', assertion: { kind: 'visible' }, target: { role: 'list' } },
    ]);
  });

  it('checks the text in the list for "I get X listed on my contact list"', () => {
    expect(actions('Then I get "Ada Lovelace" listed on my crate list')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'text_visible', expected: 'Ada Lovelace' },
        target: { role: 'list' },
      },
    ]);
  });
});

describe('an item edited to have the values of a table', () => {
  it("opens its Edit, fills each row's field and sends the form", () => {
    const read = readTestCase(
      `Scenario: Edit a user
    When I edit the user "GraceH" to have:
      | username | GraceHopper      |
      | email    | grace@navy.test  |
    Then I should see "GraceHopper"`,
      START,
    );
    expect(read.unread).toEqual([]);
    expect(bare(read.actions)).toEqual([
      { kind: 'click', target: { name: 'Edit', near: 'GraceH' } },
      { kind: 'fill', value: 'GraceHopper', target: { name: 'username' } },
      { kind: 'fill', value: 'grace@navy.test', target: { name: 'email' } },
      { kind: 'submit' },
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'GraceHopper' } },
    ]);
  });
});

describe("a page object's element named in backticks", () => {
  it('is the element, never a text to find', () => {
    // Before: a text check of the words "subscribe input" (and of "error message").
    expect(actions('Then I see the `subscribe input`')).toEqual([
      { kind: 'assert', assertion: { kind: 'visible' }, target: { name: 'subscribe input' } },
    ]);
    expect(actions('And I click the `send button`')).toEqual([
      { kind: 'click', target: { role: 'button', name: 'send' } },
    ]);
    expect(actions('Then I see an `error message`')).toEqual([
      { kind: 'assert', assertion: { kind: 'error_shown' } },
    ]);
  });
});

describe('a quote that closes after the word that follows it', () => {
  it('is not typed as written', () => {
    // 'enter "a@b.c into" into …' would type "a@b.c into".
    expect(
      readStep(
        'And I enter a valid e-mail address "ada@navy.test into" into `subscribe input`',
        START,
      ).ok,
    ).toBe(false);
  });
});

describe('the text in capitals', () => {
  it('is the text to find', () => {
    expect(actions('Then I see the text NEWSLETTER')).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'NEWSLETTER' } },
    ]);
  });
});

describe('a Background that logs out before anything signed in', () => {
  it('takes the log-out as the state the test starts in', () => {
    const read = readTestCase(
      `Background:
  Given a user named "Grace" with email "grace@navy.test"
  And I log out

Scenario: Visiting a profile page
  When I am on "grace@navy.test"'s page
  Then I should see "Ahoy" within "body"
  And page should not have ".media .controls"`,
      START,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toContain('I log out');
    expect(bare(read.actions)).toEqual([
      { kind: 'navigate', target: { name: 'grace@navy.test' } },
      {
        kind: 'assert',
        assertion: { kind: 'text_visible', expected: 'Ahoy' },
        target: { region: 'body' },
      },
      { kind: 'assert', assertion: { kind: 'hidden' }, target: { selector: '.media .controls' } },
    ]);
  });

  it('logs out when the test signed in first', () => {
    const read = readTestCase(
      `Background:
  Given I am signed in
  And I log out

Scenario: Signed out
  Then I should see "Sign in"`,
      START,
    );
    expect(read.actions.map((a) => a.kind)).toEqual(['login', 'click', 'assert']);
  });
});

describe('the app gone to, in a Given', () => {
  it('opens the starting page for "user is navigated to HRMS application"', () => {
    expect(actions('Given user is navigated to HRMS application')).toEqual([
      { kind: 'navigate', value: START },
    ]);
  });
});

describe("a list's items cleared", () => {
  it('is no field emptied', () => {
    // Before: a clear of a field called "completed items".
    const read = readStep('When I clear completed items', START);
    expect(read.ok && read.actions.some((a) => a.kind === 'clear')).toBe(false);
  });
});

describe('the first search result', () => {
  it.each([
    ['When I click on the first search result', 0],
    ['When I click the second result', 1],
    ['And I click the last suggestion', -1],
  ])('%s clicks that one of what the search shows', (step, nth) => {
    // Before: refused ("search result" was no element's name).
    expect(actions(step)).toEqual([{ kind: 'click', target: { widget: 'result', nth } }]);
  });

  it('takes a quoted "result" for a name', () => {
    expect(actions('When I click the first "Result"')).toEqual([
      { kind: 'click', target: { name: 'Result', nth: 0 } },
    ]);
  });
});

describe('the page of one thing, named by its slug', () => {
  it('checks that the address names it', () => {
    // Before: refused ("the tag page for 'x'" was no page's name).
    expect(actions('Then I should be on the tag page for "harbour"')).toEqual([
      { kind: 'assert', assertion: { kind: 'url', expected: 'harbour', match: 'contains' } },
    ]);
  });

  it('is not read for a name no address is likely to hold', () => {
    expect(readStep('Then I should be on the profile page for "grace@navy.test"', START).ok).toBe(
      false,
    );
  });
});
