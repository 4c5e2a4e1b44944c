import type { ResolvedAction } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { parseObjective } from './parse-objective.js';
import { readTestCase } from './test-case.js';

// Whole test cases in the layouts teams keep them in. The layouts follow public test cases
// (github:CH-SOF-GITHUB/CH-SOF-GITHUB-Coursera_Tests_Projects orangehrm-testing-suite/readme.md:
// "TC ID / Preconditions: - None / Steps: 1. … / Expected results:"; github:avery-mr/burndownForWhat
// SQL_TESTING.md: "Pre-conditions (what needs to be true …): / Test steps: / Expected result:";
// github:MikronT/TACC-Green1 .github/ISSUE_TEMPLATE/test-case.md: "| Step | Description | Expected
// Result |"); the sentences are our own, in the same everyday words.

const URL = 'http://shop.test/';

/** kind, then what it acts on or checks, then the value: enough to see what a step became. */
function brief(actions: ResolvedAction[]): string[] {
  return actions.map((a) => {
    const what =
      a.assertion !== undefined
        ? JSON.stringify(a.assertion)
        : (a.target?.name ?? a.target?.label ?? a.target?.text ?? a.target?.description);
    return [a.kind, what, a.value].filter((x) => x !== undefined).join(' ');
  });
}

describe('a manual test case', () => {
  it('skips its metadata, runs a UI precondition first, assumes one about data, and fills the named test data', () => {
    const read = readTestCase(
      `Test Case ID: TC-LOGIN-02
Title: Successful login
Priority: High
Module: Authentication
Author: QA team
Preconditions:
  - The user has an account
  - Open the login page
Test data:
  Username: ada
  Password: s3cret!
Steps:
  1. Enter the username
  2. Enter the password
  3. Click on the "Login" button
Expected result: the page shows "Welcome, ada"`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['The user has an account']);
    expect(brief(read.actions)).toEqual([
      'navigate login',
      'fill username ada',
      'fill password s3cret!',
      'click Login',
      'assert {"kind":"text_visible","expected":"Welcome, ada"}',
    ]);
  });

  it('reads "Expected Result(s):" as a section of checks, and "Username and password" from the test data', () => {
    const read = readTestCase(
      `TC_02 Add to cart
Pre-conditions: At least one product exists
Test Steps:
1. Open the products page
2. Enter username and password
3. Click "Add to cart" next to "Blue mug"
Expected Result(s):
- The cart badge shows "1"
- "Blue mug" is displayed
Test data: Username = ada, Password = pw`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['At least one product exists']);
    expect(brief(read.actions).slice(1, 3)).toEqual(['fill username ada', 'fill password pw']);
    expect(read.actions.slice(-2).every((a) => a.kind === 'assert')).toBe(true);
  });

  it('reads an expected result written after its step, and one with two checks', () => {
    const read = readTestCase(
      `1. Click "Checkout"
   Expected: the page shows "Your cart"
2. Click "Pay now". Expected result: the page shows "Thank you" and the page shows "Order #"`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(brief(read.actions)).toEqual([
      'click Checkout',
      'assert {"kind":"text_visible","expected":"Your cart"}',
      'click Pay now',
      'assert {"kind":"text_visible","expected":"Thank you"}',
      'assert {"kind":"text_visible","expected":"Order #"}',
    ]);
  });

  it('runs a precondition that logs in with the two values it gives', () => {
    const read = readTestCase(
      `Precondition: log in as 'ada' / 'pw'
Steps:
1. Click "Orders"`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(brief(read.actions)).toEqual([
      'fill Username ada',
      'fill Password pw',
      'submit Password',
      'click Orders',
    ]);
  });

  it('assumes a state it cannot set up, but lists a precondition about the page it cannot read', () => {
    const read = readTestCase(
      `Preconditions:
- User is not logged in
- Browser is open
- The user is signed in with the password "pw" somewhere
Steps:
1. Click "Orders"`,
      URL,
    );
    expect(read.assumed).toEqual(['User is not logged in', 'Browser is open']);
    expect(read.unread.map((u) => u.line)).toEqual([4]);
  });

  it('reads a Step | Expected result table in markdown, with a test data column', () => {
    const read = readTestCase(
      `| # | Step | Test data | Expected result |
|---|------|-----------|-----------------|
| 1 | Go to /login | | The page shows "Sign in" |
| 2 | Enter the email | ada@example.com | |
| 3 | Click "Sign in" | | The page shows "Dashboard" |`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(brief(read.actions)).toEqual([
      'navigate http://shop.test/login',
      'assert {"kind":"text_visible","expected":"Sign in"}',
      'fill email ada@example.com',
      'click Sign in',
      'assert {"kind":"text_visible","expected":"Dashboard"}',
    ]);
  });

  it('reads a markdown test case: bold metadata, headings, a Step | Description | Expected Result table', () => {
    const read = readTestCase(
      `# TC-07: Search finds a product

**Priority:** Medium
**Type:** Functional

## Pre-conditions
* The catalogue has a product called "Blue mug"

## Test Steps
| Step | Description | Expected Result |
|:---:|---|---|
| 1 | Open the home page | The page shows "Search" |
| 2 | Type "mug" into the search box and press Enter | "Blue mug" is listed |

## Postconditions
Nothing to clean up.`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['The catalogue has a product called "Blue mug"']);
    expect(read.actions.map((a) => a.kind)).toEqual([
      'navigate',
      'assert',
      'fill',
      'press',
      'assert',
    ]);
  });

  it('reads the same table pasted from a spreadsheet (tab-separated)', () => {
    const read = readTestCase(
      'Step\tAction\tExpected Result\n1\tClick "Products"\tThe page shows "All products"\n2\tClick "Blue mug"\tThe page shows "In stock"',
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(brief(read.actions)).toEqual([
      'click Products',
      'assert {"kind":"text_visible","expected":"All products"}',
      'click Blue mug',
      'assert {"kind":"text_visible","expected":"In stock"}',
    ]);
  });

  it('reads a CSV export pasted as text by its header: steps, checks, preconditions, test data', () => {
    // Headers as in github:AhmedAdel9/QA-Manual-Tester ("Module,TestCaseID,Title,Steps,Expected")
    // and a manual test sheet's "id,Test Case,Precondition,Steps,Test Technique,Test Data,
    // Expected Result,…"; our own values.
    const read = readTestCase(
      [
        'id,Test Case,Precondition,Steps,Test Technique,Test Data,Expected Result,Actual Result,Status',
        't-3,Check the City field takes letters,"1) The server is running.',
        '2) City field is empty.","- Enter a city name in the City field',
        '",positive testing,"Paris, Texas","The page shows ""Saved""",Saved,Pass',
      ].join('\n'),
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['The server is running', 'City field is empty']);
    expect(brief(read.actions)).toEqual([
      'fill City Paris, Texas',
      'assert {"kind":"text_visible","expected":"Saved"}',
    ]);
    expect(read.steps).not.toContain('Check the City field takes letters');
    const path = readTestCase(
      'Module,TestCaseID,Title,Steps,Expected\nCart,TC-7,Add a mug,Click "Mugs" > Click "Blue mug" > Click "Add to cart","The page shows ""Added"""',
      URL,
    );
    expect(path.unread).toEqual([]);
    expect(brief(path.actions)).toEqual([
      'click Mugs',
      'click Blue mug',
      'click Add to cart',
      'assert {"kind":"text_visible","expected":"Added"}',
    ]);
  });

  it('leaves out a title above the numbered steps and a heading underlined with dashes', () => {
    // A title line over numbered steps, as manual cases are pasted from a document; a Gauge
    // spec's underlined heading (github:getgauge/taiko specs); our own values.
    const titled = readTestCase(
      'Login with valid credentials\n1. Go to "/login"\n2. Click "Sign in"\n3. Check that "Welcome" is shown',
      URL,
    );
    expect(titled.unread).toEqual([]);
    expect(titled.actions.map((a) => a.kind)).toEqual(['navigate', 'click', 'assert']);
    const gauge = readTestCase(
      'Get Started\n-----------\n* Go to "/start"\n* Click "Install"',
      URL,
    );
    expect(gauge.unread).toEqual([]);
    expect(gauge.actions.map((a) => a.kind)).toEqual(['navigate', 'click']);
    // A first line that is a sentence is a step.
    const lead = readTestCase('Go to "/login".\n1. Click "Sign in"\n2. Click "Orders"', URL);
    expect(lead.actions.map((a) => a.kind)).toEqual(['navigate', 'click', 'click']);
  });

  it('fills "username/password" from the named test data, one field each', () => {
    const read = readTestCase(
      'Steps:\n1. Enter username/password\nTest data: Username: ada, Password: pw',
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(brief(read.actions)).toEqual(['fill username ada', 'fill password pw']);
  });

  it('reads a labelled step as the step after its label', () => {
    const read = readTestCase(
      `1. Home page: click "Sign in"
2. Login screen - enter the username "ada"`,
      URL,
    );
    expect(read.unread).toEqual([]);
    // The label is where the step happens: the home page is the starting page; another page is
    // checked, and reached by its link when the browser is elsewhere (the orientation frame).
    expect(brief(read.actions)).toEqual([
      'navigate http://shop.test/',
      'click Sign in',
      'assert {"kind":"on_page","expected":"Login","reach":true}',
      'fill username ada',
    ]);
  });
});

describe('a pasted Gherkin feature', () => {
  it('runs every Examples row of an outline in turn, each after the Background', () => {
    // After github:arthur-rule/TeamAlya enterKeyLogin.feature (a Background and an outline with
    // three rows); our own words and values.
    const read = readTestCase(
      `Feature: Sign in

  Background:
    Given I go to "/login"

  Scenario Outline: Sign in with the Enter key
    When I enter "<user>" in the "Username" field
    And I press Enter
    Then I should see "<heading>"

    Examples:
      | user  | heading   |
      | ada   | Dashboard |
    Examples: managers
      | user  | heading   |
      | grace | Reports   |`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(brief(read.actions)).toEqual([
      'navigate http://shop.test/login',
      'fill Username ada',
      'press Enter',
      'assert {"kind":"text_visible","expected":"Dashboard"}',
      'navigate http://shop.test/login',
      'fill Username grace',
      'press Enter',
      'assert {"kind":"text_visible","expected":"Reports"}',
    ]);
    expect(read.actions[5].description).toContain('grace');
  });

  it('lists an outline’s line it cannot read once, with the first row’s values', () => {
    // After github:golammourshid/First-Cucumber-Implementation login.feature; our own values.
    const read = readTestCase(
      `Scenario Outline: Sign in
  When I frobnicate "<user>"
  Examples:
    | user  |
    | ada   |
    | grace |`,
      URL,
    );
    expect(read.unread.map((u) => [u.line, u.text])).toEqual([[2, 'When I frobnicate "ada"']]);
  });

  it('gives each pasted scenario the Background, written before or after', () => {
    const read = readTestCase(
      `Scenario: First
  When I click "Reports"
Scenario: Second
  When I click "Settings"
Background:
  Given I go to "/admin"`,
      URL,
    );
    expect(brief(read.actions)).toEqual([
      'navigate http://shop.test/admin',
      'click Reports',
      'navigate http://shop.test/admin',
      'click Settings',
    ]);
  });

  it('checks each row of a list table, fills each row of a two-column table, and takes a doc string as the value', () => {
    // After github:emonarafat/PointOfSales AddProduct.feature ("Then I see following products" +
    // a table) and Gherkin's doc strings; our own words.
    const read = readTestCase(
      `Scenario: Leave a review
  When I fill in the review form with:
    | Name  | Ada              |
    | Email | ada@example.com  |
  And I enter the comment:
    """
    Lovely mug, arrived quickly.
    """
  And I press "Post"
  Then I should see the following reviews:
    | Lovely mug |
    | Ada        |`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(brief(read.actions)).toEqual([
      'fill Name Ada',
      'fill Email ada@example.com',
      'fill comment Lovely mug, arrived quickly.',
      'click Post',
      'assert {"kind":"text_visible","expected":"Lovely mug"}',
      'assert {"kind":"text_visible","expected":"Ada"}',
    ]);
  });

  it('takes a Given about data as given and lists a When table it cannot use', () => {
    const read = readTestCase(
      `Scenario: Stock
  Given the following products exist:
    | name | price |
    | Mug  | 4.99  |
  When I compare the following products:
    | Mug |
    | Cup |`,
      URL,
    );
    expect(read.assumed).toEqual(['the following products exist:']);
    expect(read.unread.map((u) => u.line)).toEqual([5]);
  });
});

describe('a Gherkin step read as it is written', () => {
  it('keeps a Then in the expect mood and reads * bullets as steps', () => {
    const read = readTestCase(
      `Scenario: Basket
  * I click "Add to basket"
  Then the basket shows "1 item"`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(read.steps).toEqual(['I click "Add to basket"', 'Then the basket shows "1 item"']);
    expect(read.actions.map((a) => a.kind)).toEqual(['click', 'assert']);
  });
});

describe('every line not understood, at once', () => {
  const test = `1. Go to /login
2. Frobnicate the "Username" widget
3. Click "Sign in"
4. Clik on "Orders" tab
5. The page shows "Orders"`;

  it('lists each with its line, why, and the closest phrasing Scout reads with the test’s values', () => {
    const read = readTestCase(test, URL);
    expect(read.unread.map((u) => [u.line, u.text])).toEqual([
      [2, 'Frobnicate the "Username" widget'],
      [4, 'Clik on "Orders" tab'],
    ]);
    for (const u of read.unread) expect(u.why).not.toBe('');
    // Nothing Scout reads is near "frobnicate"; a misspelt click on a tab is near a tab switch.
    expect(read.unread[0].closest).toBeUndefined();
    expect(read.unread[1].closest).toBe('Switch to the "Orders" tab');
    // The lines around them are still read.
    expect(read.actions.map((a) => a.kind)).toEqual(['navigate', 'click', 'assert']);
  });

  it('makes the planner’s error name all of them', () => {
    const parsed = parseObjective('Orders are listed', test, URL);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatch(
      /^The plain-English planner does not understand the step "Frobnicate the "Username" widget" and 1 more step of this test:\n- line 2: /,
    );
    expect(parsed.error).toContain('\n- line 4: "Clik on "Orders" tab".');
    expect(parsed.unread).toHaveLength(2);
  });

  it('keeps the one-step message for a single line, with the closest phrasing', () => {
    const parsed = parseObjective('go to /a\nClik on "Orders" tab', undefined, URL);
    expect(!parsed.ok && parsed.error).toMatch(
      /^The plain-English planner does not understand the step "Clik on "Orders" tab"\..* The closest step it reads: Switch to the "Orders" tab\. It understands steps like:/s,
    );
  });
});

describe('data a Given states', () => {
  it('never takes as given a Given about where the test starts or who is signed in', () => {
    // After github:cap-collectif/platform ("Given I visited \"home page\"") and
    // github:simpletwitter ("Given I'm signed in"); our own values.
    const read = readTestCase(
      'Scenario: News\n  Given I visited "home page"\n  And I\'m signed in\n  And the "newsletter" feature is enabled\n  Then I should see "Hi"',
      URL,
    );
    // "I'm signed in" is "I am signed in" written short: the testing user's login, done. The
    // page visited, in quotes, is opened.
    expect(read.unread).toEqual([]);
    expect(read.actions.map((a) => a.kind)).toEqual(['navigate', 'login', 'assert']);
    expect(read.assumed).toEqual(['the "newsletter" feature is enabled']);
  });
  it('"Given I am not logged in", "Given I am a user" are taken as given; "Given I am in the website" opens it', () => {
    // After github:bnald features ("Given I am not logged in") and ronikumer's "Given I am in the
    // website"; our own values.
    const read = readTestCase(
      'Scenario: Guest\n  Given I am not logged in\n  And I am a registered user\n  Then I should see the link "Sign in"',
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['I am not logged in', 'I am a registered user']);
    expect(read.actions.map((a) => a.kind)).toEqual(['assert']);
    const where = readTestCase(
      'Scenario: Site\n  Given I am in the website\n  Then I should see "Hi"',
      URL,
    );
    // Not taken as given (data): the run is on the website, its starting page, as "on" it.
    expect(where.unread).toEqual([]);
    expect(where.assumed).toEqual([]);
    expect(where.actions.map((a) => [a.kind, a.value])).toEqual([
      ['navigate', URL],
      ['assert', undefined],
    ]);
  });
  it('"And there are 5 products" after a Given is taken as given; "Then there should be …" is checked', () => {
    const read = readTestCase(
      `Scenario: List products
  Given I am logged in
  And there are 5 products
  When I click "Products"
  Then there should be 5 products`,
      URL,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['there are 5 products']);
    expect(read.actions.map((a) => a.kind)).toEqual(['login', 'click', 'assert']);
    expect(read.actions[2].assertion).toEqual({ kind: 'count', expected: 5 });
  });
  it('reads a scenario pasted without its "Scenario:" line the same: its Given is taken as given', () => {
    // After github:Davidacu/nightwatchjs-test-demo features/conduit/articles.feature, pasted
    // without the heading; our own site words.
    const steps = `Given James has not logged in at the shop
When James navigates to the shop home page
Then the navigation bar does not display "New Article"`;
    const bare = readTestCase(steps, URL);
    const headed = readTestCase(`Scenario: Posting needs a login\n${steps}`, URL);
    expect(bare.unread).toEqual([]);
    expect(bare.assumed).toEqual(['James has not logged in at the shop']);
    expect(brief(bare.actions)).toEqual(brief(headed.actions));
    // A list of steps where only the first says "Given" is no scenario: its lines are steps.
    const listed = readTestCase(
      'Given I open the shop home page\nClick "Products"\nCheck that the page shows "Shoes"',
      URL,
    );
    expect(listed.assumed).toEqual([]);
  });
});
