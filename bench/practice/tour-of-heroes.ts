import { callApp, type PracticeApp, type RunningApp } from './practice-app.js';

// Murat Ozcan's Tour of Heroes (React, json-server), written test-first with Cypress. Its specs
// are code only: each case is an `it` title and its steps' meaning in the words a tester writes.
const SPECS =
  'https://github.com/muratkeremozcan/tour-of-heroes-react-cypress-ts/blob/fa9ba3b4d29f76b60c503881942522485c609d2d/cypress/e2e';
const CODE_ONLY = "code only: the it() title and its steps' meaning in a tester's words";

const ENTITIES = ['heroes', 'villains', 'boys'] as const;
const snapshots = new Map<string, unknown>();

/** json-server-reset (POST /api/reset) puts back the data the app had when the bench first saw
 *  it; README.md starts json-server on a fresh copy of the app's db.json. */
async function resetData(app: RunningApp): Promise<void> {
  if (!snapshots.has(app.apiUrl)) {
    const data: Record<string, unknown> = {};
    for (const entity of ENTITIES)
      data[entity] = await callApp('GET', new URL(`api/${entity}`, app.apiUrl).href);
    snapshots.set(app.apiUrl, data);
  }
  await callApp('POST', new URL('api/reset', app.apiUrl).href, snapshots.get(app.apiUrl));
}

const addHero = (extra: string) => `Go to the Heroes page and click the Add button.
Enter "Thor Odinson" as the name and "god of thunder" as the description.
Click Save.
Verify the heroes list contains "Thor Odinson" and "god of thunder".${extra}`;

const cancelDelete = (question: string) => `On the Heroes page click Delete for the first hero.
Verify the confirmation dialog asks "${question}"
Click No.
Verify the heroes list still shows "Aslaug".`;

const about = (text: string) => `Click About in the menu.
Verify the about page mentions "${text}".`;

export const TOUR_OF_HEROES: PracticeApp = {
  name: 'tour-of-heroes',
  repository: 'https://github.com/muratkeremozcan/tour-of-heroes-react-cypress-ts',
  defaultUrl: 'http://127.0.0.1:3104/',
  reset: resetData,
  cases: [
    {
      id: 'toh-landing',
      site: '/',
      source: `${SPECS}/routes-nav.cy.ts (it 'should land on baseUrl, redirect to /heroes')`,
      note: CODE_ONLY,
      objective: 'should land on baseUrl, redirect to /heroes',
      description: `Open the application.
Verify the user is redirected to /heroes and the list of heroes is displayed with "Aslaug".`,
      expected: 'PASSED',
    },
    {
      id: 'toh-add-hero',
      site: '/',
      source: `${SPECS}/create-hero.cy.ts (it 'should go through the add hero flow (ui-e2e)')`,
      note: CODE_ONLY,
      objective: 'should go through the add hero flow',
      description: addHero(''),
      expected: 'PASSED',
    },
    {
      id: 'toh-add-hero-confirmation',
      site: '/',
      source: `${SPECS}/create-hero.cy.ts (it 'should go through the add hero flow (ui-e2e)')`,
      note: CODE_ONLY,
      why: 'wrong expectation: the app saves without any confirmation message',
      objective: 'should go through the add hero flow',
      description: addHero('\nVerify the message "Hero saved successfully" is displayed.'),
      expected: 'FAILED',
      failsAt: 5,
      failsOn: 'Hero saved successfully',
    },
    {
      id: 'toh-delete-cancel',
      site: '/',
      source: `${SPECS}/delete-hero.cy.ts (it 'should go through the cancel flow (ui-integration)')`,
      note: CODE_ONLY,
      objective: 'should go through the cancel flow',
      description: cancelDelete('Would you like to delete the hero?'),
      expected: 'PASSED',
    },
    {
      id: 'toh-delete-cancel-question',
      site: '/',
      source: `${SPECS}/delete-hero.cy.ts (it 'should go through the cancel flow (ui-integration)')`,
      note: CODE_ONLY,
      why: 'wrong expectation: the dialog asks "Would you like to delete the hero?"',
      objective: 'should go through the cancel flow',
      description: cancelDelete('Are you sure you want to delete Aslaug?'),
      expected: 'FAILED',
      failsAt: 2,
      failsOn: 'Are you sure you want to delete Aslaug?',
    },
    {
      id: 'toh-delete-hero',
      site: '/',
      source: `${SPECS}/delete-hero.cy.ts (it 'should go through the edit flow (ui-e2e)')`,
      note: `${CODE_ONLY}; the spec deletes a hero it made, here the first hero of the data`,
      objective: 'should delete a hero',
      description: `On the Heroes page click Delete for "Aslaug" and confirm with Yes.
Verify the heroes list no longer shows "Aslaug".`,
      expected: 'PASSED',
    },
    {
      id: 'toh-edit-hero',
      site: '/',
      source: `${SPECS}/edit-hero.cy.ts (it 'should go through the edit flow (ui-e2e)')`,
      note: `${CODE_ONLY}; the spec edits a hero it made, here one of the data`,
      objective: 'should go through the edit flow',
      description: `Click Edit for "Bjorn Ironside".
Change the description to "king of Sweden" and click Save.
Verify the heroes list shows "king of Sweden".`,
      expected: 'PASSED',
    },
    {
      id: 'toh-about',
      site: '/',
      source: `${SPECS}/routes-nav.cy.ts (it 'should direct-navigate to about')`,
      note: CODE_ONLY,
      objective: 'should direct-navigate to about',
      description: about('CCTDD'),
      expected: 'PASSED',
    },
    {
      id: 'toh-about-wrong-tool',
      site: '/',
      source: `${SPECS}/routes-nav.cy.ts (it 'should direct-navigate to about')`,
      note: CODE_ONLY,
      why: 'wrong expectation: the about page speaks of Cypress, not Jest',
      objective: 'should direct-navigate to about',
      description: about('Test Driven Design using Jest'),
      expected: 'FAILED',
      failsAt: 2,
      failsOn: 'Test Driven Design using Jest',
    },
  ],
};
