import { describe, expect, it } from 'vitest';
import { looksLikeGherkin, parseGherkin } from './gherkin.js';

// Shapes of public .feature files (Gherkin's reference: Rules with their own Background, Examples
// with tags, `*` steps, doc strings with a media type, escaped pipes in cells); our own words.
const FEATURE = `# language: en
@shop
Feature: Checkout
  Shoppers pay for what is in their cart.

  Background:
    Given I am on the shop

  Rule: Guests can pay
    @guest
    Background:
      * I add "Dune" to the cart

    @smoke
    Scenario Outline: Pay as <who>
      When I pay with "<card>"
      Then I should see "Thanks, <who>"

      @visa
      Examples: Visa
        | who | card             |
        |-----|------------------|
        | Ada | 4111 \\| 1111 |

      Examples: Mastercard
        | who  | card |
        | Alan | 5500 |

  Rule: Members see their history
    Scenario: History
      Given I am signed in as "ada"
      When I open the orders page
      Then the page shows:
        """markdown
        # Orders
        Dune
        """
`;

describe('parseGherkin', () => {
  const doc = parseGherkin(FEATURE);

  it('finds the Feature, its tags and language, and every scenario with its own tags', () => {
    expect(doc.language).toBe('en');
    expect(doc.feature).toEqual({ line: 3, name: 'Checkout', tags: ['@shop'] });
    expect(doc.scenarios.map((s) => [s.kind, s.name, s.line, s.tags])).toEqual([
      ['outline', 'Pay as <who>', 15, ['@shop', '@smoke']],
      ['scenario', 'History', 30, ['@shop']],
    ]);
  });

  it("gives a scenario the Feature's Background and its own Rule's, not another Rule's", () => {
    const [pay, history] = doc.scenarios;
    expect(pay!.backgrounds.flatMap((b) => b.steps.map((s) => [s.keyword, s.text]))).toEqual([
      ['Given', 'Given I am on the shop'],
      ['*', '* I add "Dune" to the cart'],
    ]);
    expect(history!.backgrounds.flatMap((b) => b.steps.map((s) => s.text))).toEqual([
      'Given I am on the shop',
    ]);
  });

  it('reads several Examples tables with their tags, an escaped pipe, and no markdown rule row', () => {
    const [pay] = doc.scenarios;
    expect(pay!.examples.map((e) => [e.tags, e.header, e.rows.map((r) => r.cells)])).toEqual([
      [['@visa'], ['who', 'card'], [['Ada', '4111 | 1111']]],
      [[], ['who', 'card'], [['Alan', '5500']]],
    ]);
    expect(pay!.source.join('\n')).not.toContain('Examples');
  });

  it("keeps a doc string's content and media type, and the block's lines as written", () => {
    const history = doc.scenarios[1]!;
    expect(history.steps.at(-1)!.docString).toEqual({
      line: 34,
      content: '# Orders\nDune',
      mediaType: 'markdown',
    });
    expect(history.source[0]).toBe('    Scenario: History');
    expect(history.source.at(-1)).toBe('        """');
  });

  it('runs a Background written after the scenarios before each of them', () => {
    const late = parseGherkin(
      'Scenario: A\n  When I click "A"\nScenario: B\n  When I click "B"\nBackground:\n  Given I go to "/admin"',
    );
    expect(
      late.scenarios.map((s) => s.backgrounds.flatMap((b) => b.steps.map((t) => t.text))),
    ).toEqual([['Given I go to "/admin"'], ['Given I go to "/admin"']]);
  });

  it('makes a scenario of steps with no heading, keeps a line without a keyword as a step, and skips descriptions', () => {
    const loose = parseGherkin(
      'Feature: F\n  Some description\n  Given I open the home page\n  I fill in form\n  | Name | Ada |',
    );
    expect(loose.scenarios).toHaveLength(1);
    expect(loose.scenarios[0]!.kind).toBe('loose');
    expect(loose.scenarios[0]!.steps.map((s) => [s.keyword, s.text, s.table.length])).toEqual([
      ['Given', 'Given I open the home page', 0],
      ['', 'I fill in form', 1],
    ]);
  });

  it('reports Examples outside a scenario and a doc string left open', () => {
    const bad = parseGherkin(
      'Background:\n  Given x\nExamples:\n  | a |\nScenario: S\n  Given y\n  """\n  z',
    );
    expect(bad.strayExamples).toEqual([3]);
    expect(bad.openDocString).toBe(7);
  });

  it('tells Gherkin from other text', () => {
    expect(looksLikeGherkin('Scenario: x\nGiven y')).toBe(true);
    expect(looksLikeGherkin('| field | value |')).toBe(true);
    expect(looksLikeGherkin('1. Open the page\n2. Click Save')).toBe(false);
  });
});
