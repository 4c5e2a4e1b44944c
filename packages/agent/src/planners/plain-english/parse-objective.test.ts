import { describe, expect, it } from 'vitest';
import { parseObjective } from './parse-objective.js';

const START = 'http://shop.test/';

function kinds(objective: string, description: string): string[] {
  const parsed = parseObjective(objective, description, START);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.actions.map((a) => a.kind);
}

describe('an objective with the steps in the description', () => {
  it('is a title when it is a single word, even one a step could be ("Login")', () => {
    expect(
      kinds(
        'Login',
        'Given I am on "/login"\nWhen I fill in "username" with "ada"\nAnd I press "Sign in"',
      ),
    ).toEqual(['navigate', 'fill', 'click']);
  });
  it('is a lead-in step when it says what to do first ("Log in as the testing user")', () => {
    expect(
      kinds('Log in as the testing user', 'Click "Orders"\nCheck that "Order 7" is visible'),
    ).toEqual(['login', 'click', 'assert']);
  });
  it('is a title when the description names its case so ("Scenario: …", a Title cell)', () => {
    // After github:diaspora/diaspora features/desktop/help.feature ("Scenario: Visit help page")
    // and a CSV export's Title column; our own values.
    expect(
      kinds(
        'Visit help page',
        'Scenario: Visit help page\n  When I go to "/help"\n  Then I should see "FAQ"',
      ),
    ).toEqual(['navigate', 'assert']);
    expect(
      kinds(
        'Open the cart and check out',
        'Module,ID,Title,Steps,Expected\nShop,TC-1,Open the cart and check out,"Click ""Cart""","Checkout" is shown',
      ),
    ).toEqual(['click', 'assert']);
  });
  it('lists no line of a title the description names, when another line is not read', () => {
    const parsed = parseObjective(
      'search for a user and go to its profile',
      'Scenario: search for a user and go to its profile\n  When I go to "/people"\n  And I frobnicate the results',
      START,
    );
    expect(parsed.ok === false && parsed.unread.map((u) => u.text)).toEqual([
      'I frobnicate the results',
    ]);
  });
});
