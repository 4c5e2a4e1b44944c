import { describe, expect, it } from 'vitest';
import { expandGherkin } from './gherkin.js';
import { splitSteps } from './split-steps.js';

describe('a pasted Gherkin scenario', () => {
  it('reads as its steps: headings, tags and comments left out, the outline run once per example', () => {
    const feature = `@login
Feature: Sign in
  Scenario Outline: A user signs in
    Given I am on the login page
    When I fill in the following:
      | Email    | <email> |
      | Password | secret  |
    And I press "Sign in"
    Then I should see "Welcome, <name>"
    # the dashboard
  Examples:
    | email           | name |
    | ada@example.com | Ada  |
    | bob@example.com | Bob  |`;
    expect(splitSteps(feature)).toEqual([
      'Given I am on the login page',
      'Fill "Email" with "ada@example.com"',
      'Fill "Password" with "secret"',
      'I press "Sign in"',
      'I should see "Welcome, Ada"',
      'Given I am on the login page',
      'Fill "Email" with "bob@example.com"',
      'Fill "Password" with "secret"',
      'I press "Sign in"',
      'I should see "Welcome, Bob"',
    ]);
  });
  it('quotes an unquoted placeholder value so that it is read as one value', () => {
    expect(
      expandGherkin('Scenario: x\nWhen I search for <term>\nExamples:\n| term |\n| red shoes |'),
    ).toBe('When I search for "red shoes"');
  });
  it('does not quote again a placeholder value written with its own quotes', () => {
    expect(
      expandGherkin(
        'Scenario Outline: x\nWhen I type in a valid username of <username>\nExamples:\n| username |\n| "john_doe" |',
      ),
    ).toBe('When I type in a valid username of "john_doe"');
  });
  it("runs a Rule's Background only in its Rule, and keeps an escaped pipe in a cell", () => {
    const feature = `Feature: Search
  Rule: Guests
    Background:
      Given I am on the home page
    Scenario: Search
      When I fill in the following:
        | Search | red \\| blue |
  Rule: Members
    Scenario: Orders
      When I click "Orders"`;
    expect(expandGherkin(feature)).toBe(
      [
        'Given I am on the home page',
        'Fill "Search" with "red | blue"',
        'When I click "Orders"',
      ].join('\n'),
    );
  });
  it('leaves text that is not Gherkin as it was', () => {
    expect(expandGherkin('Click Save.\nCheck that the page shows "Saved"')).toBe(
      'Click Save.\nCheck that the page shows "Saved"',
    );
  });
});
