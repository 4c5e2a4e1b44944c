import { describe, expect, it } from 'vitest';
import { parseTestFile } from './parse-test-file.js';

// Shapes of public .feature files: a tagged Feature with a Background, a Scenario Outline whose
// placeholders sit in quotes and bare (as in LDQA/JavaSelenium src/test/java/resources/DemoSite.feature
// and susacapuntas/openRepo Include/features/IN-1.feature), Examples with their own tags, a Rule
// with its own Background, a data table and a doc string.
const FEATURE = `# Library self-service
@web @accounts
Feature: Borrower sign-in
  As a borrower I want to sign in so that I can renew my loans.

  Background:
    Given I am on the sign-in page

  @smoke
  Scenario: Forgotten password link
    When I click "Forgot your password?"
    Then I should see "Reset your password"

  Scenario Outline: Sign in as <kind>
    When I enter "<card>" into "Library card number"
    And I enter <pin> into "PIN"
    And I press "Sign in"
    Then I should see "<greeting>"

    @regression
    Examples: Valid borrowers
      | kind   | card     | pin  | greeting           |
      | adult  | 20041234 | 1234 | Welcome back, Ada  |
      | junior | 20049876 | 9876 | Welcome back, Alan |

  Scenario Outline: Wrong PIN
    When I enter "<card>" into "Library card number"
    Then I should see "<message>"

    Examples:
      | card     | message          |
      | 20041234 | PIN is incorrect |

  Rule: Renewals need a signed-in borrower
    Background:
      Given I am signed in as "Ada"

    Example: Renew every loan
      When I click "Renew all"
      Then I should see the following loans:
        | title        | due        |
        | Dune         | 2026-12-01 |
      And the page shows:
        """
        All loans renewed
        """
`;

describe('parseTestFile: Gherkin', () => {
  const parsed = parseTestFile('sign-in.feature', FEATURE);
  if (!parsed.ok) throw new Error(parsed.error);
  const byName = new Map(parsed.cases.map((c) => [c.name, c]));

  it('makes one test per scenario and one per Examples row', () => {
    expect(parsed.format).toBe('gherkin');
    expect(parsed.cases.map((c) => c.name)).toEqual([
      'Forgotten password link',
      'Sign in as adult',
      'Sign in as junior',
      'Wrong PIN (card=20041234, message=PIN is incorrect)',
      'Renew every loan',
    ]);
  });

  it("puts the Background's steps before the scenario's and fills the placeholders", () => {
    expect(byName.get('Sign in as junior')!.text).toBe(
      [
        'Background:',
        '  Given I am on the sign-in page',
        'Scenario Outline: Sign in as junior',
        '  When I enter "20049876" into "Library card number"',
        '  And I enter 9876 into "PIN"',
        '  And I press "Sign in"',
        '  Then I should see "Welcome back, Alan"',
      ].join('\n'),
    );
    expect(byName.get('Sign in as junior')!.stepCount).toBe(5);
  });

  it('keeps tags, the line and the file in the source', () => {
    expect(byName.get('Forgotten password link')!.source).toEqual({
      format: 'gherkin',
      file_name: 'sign-in.feature',
      line: 10,
      case_id: null,
      tags: ['@web', '@accounts', '@smoke'],
    });
    expect(byName.get('Sign in as adult')!.source.tags).toEqual([
      '@web',
      '@accounts',
      '@regression',
    ]);
    expect(byName.get('Sign in as adult')!.source.line).toBe(23);
  });

  it("keeps a Rule's Background, data tables and doc strings as written", () => {
    const renew = byName.get('Renew every loan')!;
    expect(renew.text).toContain('Given I am on the sign-in page');
    expect(renew.text).toContain('Given I am signed in as "Ada"');
    expect(renew.text).toContain('| Dune         | 2026-12-01 |');
    expect(renew.text).toMatch(/ {4}"""\n\s+All loans renewed\n\s+"""/);
    expect(renew.stepCount).toBe(5);
  });

  it('names examples that would share a name "… — example 2"', () => {
    const twice = `Feature: F
  Scenario Outline: Search
    When I search for "<term>"
    Examples:
      | term |
      | a    |
  Scenario Outline: Search
    When I search for "<term>"
    Examples:
      | term |
      | a    |
`;
    const result = parseTestFile('s.feature', twice);
    expect(result.ok && result.cases.map((c) => c.name)).toEqual([
      'Search (term=a)',
      'Search (term=a) — example 2',
    ]);
  });

  it('says why a file cannot be read, losing nothing quietly', () => {
    expect(parseTestFile('a.feature', 'Just some notes\nabout testing')).toEqual({
      ok: false,
      error: 'This file is not a Gherkin feature: it has no "Feature:" or "Scenario:" line.',
    });
    const noExamples = parseTestFile(
      'b.feature',
      'Feature: F\n  Scenario Outline: O\n    When I open <page>\n',
    );
    expect(noExamples).toEqual({
      ok: false,
      error: 'Line 2: the Scenario Outline "O" has no Examples rows to fill its <placeholders>.',
    });
    const ragged = parseTestFile(
      'c.feature',
      'Feature: F\n  Scenario Outline: O\n    When I open <page>\n    Examples:\n      | page |\n      | a | b |\n',
    );
    expect(ragged.ok === false && ragged.error.split('\n')[0]).toBe(
      'Line 6: this Examples row has 2 cells, its header has 1.',
    );
    expect(parseTestFile('d.feature', '# language: fr\nFonctionnalité: F\n').ok).toBe(false);
    expect(parseTestFile('notes.txt', 'Feature: F').ok).toBe(false);
    expect(parseTestFile('e.feature', '  \n')).toEqual({ ok: false, error: 'This file is empty.' });
  });
});
