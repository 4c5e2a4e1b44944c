import { describe, expect, it } from 'vitest';
import { parseObjective } from '../src/planners/plain-english/parse-objective.js';
import { readStep } from '../src/planners/plain-english/read-step.js';
import {
  CORPUS_STARTING_URL,
  loadCorpus,
  loadTestCases,
  projectOf,
  splitOf,
} from './load-corpus.js';
import { scoreReading, scoreTestCase, type Outcome } from './score.js';

// The corpus of how testers write (README.md beside this file), read by the plain-English reader.
// This checks what holds today, so that nothing slips back: the rows are well formed, few are
// labelled as refused, and the reader reads at least as many as it did when the corpus was last
// relabelled, misreading none; the same for the whole test cases. Issue 25's targets (≥ 90 % of
// the test split read correctly, no misread, ≤ 10 % labelled as refused) are printed by
// `npm run bench -- corpus`, not asserted here.

const rows = loadCorpus();
const cases = loadTestCases();

/** Held out from all tuning (issue 25): no sentence or test case may come from these. */
const HELD_OUT = /todomvc|saucedemo|sauce-?labs|sample-app-web|swag-?labs|the-internet|miniwob/i;
const HELD_OUT_TEXT = /todomvc|saucedemo|sauce labs|swag labs|herokuapp|miniwob/i;
/** Suites written for TodoMVC or Swag Labs under names that do not say so. */
const FOR_HELD_OUT = [
  'sinduramu/TestRepo',
  'dagoud/java-cucumber-saucedemo',
  'LewisT543/SwagLabs-Testing',
  'ShehzadTech/seleniumTestProject',
  'caseycling/pytest-bdd-appium-demo',
  'v-yanchevski/CucumberProject',
];

describe('the sentence corpus', () => {
  it('has well-formed rows with unique ids and the split their id decides', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.filter((row) => row.split !== splitOf(row.id)).map((row) => row.id)).toEqual([]);
  });

  it('holds no sentence from a suite written for a held-out app', () => {
    const held = rows.filter(
      (row) => HELD_OUT.test(row.source) || FOR_HELD_OUT.includes(projectOf(row.source)),
    );
    expect(held.map((row) => row.id)).toEqual([]);
  });

  it('has at least 500 sentences from at least 20 public projects', () => {
    const projects = new Set(
      rows.map((row) => projectOf(row.source)).filter((project) => project !== 'own'),
    );
    expect(rows.length).toBeGreaterThanOrEqual(500);
    expect(projects.size).toBeGreaterThanOrEqual(20);
  });

  it('labels no more sentences as refused than now (51 of 655, issue 25’s 10 %)', () => {
    // Issue 25 asks for at most 10 % (65 of 655); the 51 left are listed in README.md, each a
    // sentence that is not about the page (31), vague (11) or that no action kind expresses (9).
    const refuse = rows.filter((row) => 'refuse' in row.expect);
    expect(refuse.length).toBeLessThanOrEqual(51);
  });
});

describe('the plain-English reader on the sentence corpus', () => {
  const scored = rows.map((row) => ({
    row,
    score: scoreReading(row.expect, readStep(row.text, CORPUS_STARTING_URL), CORPUS_STARTING_URL),
  }));
  const count = (outcome: Outcome, split?: 'dev' | 'test') =>
    scored.filter((s) => s.score.outcome === outcome && (!split || s.row.split === split)).length;

  it('misreads no sentence', () => {
    const misread = scored.filter((s) => s.score.outcome === 'misread');
    // Examples from the dev split only: the reader's author does not read the test split.
    const sample = misread
      .filter((s) => s.row.split === 'dev')
      .slice(0, 5)
      .map((s) => `${s.row.id} "${s.row.text}": ${s.score.why}`)
      .join('; ');
    expect(
      misread.length,
      `${misread.length} misread (npm run bench -- corpus lists them), e.g. ${sample}`,
    ).toBe(0);
  });

  it('reads correctly at least as many sentences as after success said, orientation lines, a list’s item by its kind and a wish to log in (391 dev, 144 test)', () => {
    // A refusal never counts, however it was labelled.
    expect(count('correct', 'dev')).toBeGreaterThanOrEqual(391);
    expect(count('correct', 'test')).toBeGreaterThanOrEqual(144);
  });
});

describe('the whole test cases', () => {
  it('are well formed, with unique ids, the split their id decides, and none held out', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(cases.filter((c) => c.split !== splitOf(c.id)).map((c) => c.id)).toEqual([]);
    expect(
      cases
        .filter((c) => HELD_OUT.test(c.source) || FOR_HELD_OUT.includes(projectOf(c.source)))
        .map((c) => c.id),
    ).toEqual([]);
    expect(cases.filter((c) => HELD_OUT_TEXT.test(c.text)).map((c) => c.id)).toEqual([]);
  });

  it('has at least 200 cases from at least 100 public repositories', () => {
    // Issue 25 asks for 200 from 40.
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(new Set(cases.map((c) => projectOf(c.source))).size).toBeGreaterThanOrEqual(100);
  });
});

describe('the plain-English reader on the whole test cases', () => {
  const scored = cases.map((row) => ({
    row,
    score: scoreTestCase(
      row.expect,
      parseObjective(row.name, row.text, CORPUS_STARTING_URL),
      CORPUS_STARTING_URL,
    ),
  }));
  const count = (outcome: Outcome, split: 'dev' | 'test') =>
    scored.filter((s) => s.score.outcome === outcome && s.row.split === split).length;

  it('misreads no more test cases than the test split’s 3', () => {
    // Issue 25 allows none. The dev split's last 6 are read as labelled or refused: "the account
    // edit page for X" opened by its name; the search input a searchbox; the app named as a
    // website opened at its start; "I select the room" refused (which room?); a tag naming the app
    // left out of the page's name; and two labels brought to the guide (mjakobik-c002: "the
    // success message is visible" is success_shown; localtradingapp-c001: "I should see the
    // 'Register account' page" is on_page). The test split's 3 are counted, not listed; the third
    // (drupalcucumber-c001) was refused at its last line until 'Then I should be logged in' was
    // read, which shows its 'When I submit the login form' (its step definition signs the suite's
    // admin in) read as a bare submit.
    const misread = scored.filter((s) => s.score.outcome === 'misread');
    const sample = misread
      .filter((s) => s.row.split === 'dev')
      .map((s) => `${s.row.id} "${s.row.name}": ${s.score.why}`)
      .join('; ');
    expect(
      misread.length,
      `misread (npm run bench -- corpus lists them): ${sample}`,
    ).toBeLessThanOrEqual(3);
  });

  it('reads fully correctly at least as many test cases as after a task added with "the", what is left and an empty list (104 dev, 35 test)', () => {
    expect(count('correct', 'dev')).toBeGreaterThanOrEqual(104);
    expect(count('correct', 'test')).toBeGreaterThanOrEqual(35);
  });
});
