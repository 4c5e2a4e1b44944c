import { callApp, type PracticeApp, type RunningApp } from './practice-app.js';

// Filip Hric's Trello clone for testing workshops, in the two versions its cases were written for.
// Jakub Kubíček's Gherkin scenarios (in his words; what his step definitions check is said in an
// added line when the Then line names no message) were written in April 2021 against the Vue 2
// app of filiphric/trelloapp, whose "Log in" opens a login modal; his repository carries a copy of
// it, the same as filiphric/trelloapp at 368ca96 but for a registered user in its data. The list
// cases are put in a tester's words from the specs of its successor, filiphric/trelloapp-vue-vite-ts
// at 5267209 (React), which logs in on a /login page and has no modal.
const KUBZEJ =
  'https://github.com/kubzej/cypress-playground-trelloapp-cucumber/blob/0a6f3488ace8b1e473431be14a7f1193dd2ba74a/cypress/integration';
const AUTHENTICATION = `${KUBZEJ}/Authentication.feature`;
const BOARD = `${KUBZEJ}/Board.feature`;
const SPECS =
  'https://github.com/filiphric/trelloapp-vue-vite-ts/blob/526720930be042625d3ea5562fb24b77d4accaae/e2e';

const BACKGROUND =
  'the Background "Given I clean database" is the bench\'s reset (POST /api/reset)';
const REGISTERED =
  'the Given "I register user via request with email" is done by the bench through the app\'s own API (POST /api/signup), as the source does';
const MESSAGE_LINE =
  'the last line is the message the scenario\'s step definition checks ("expect(...body).to.contain")';
// This app's login() only logs a refused login's answer to the console: the page shows no message
// and no error, so the Then line a tester checks on the page fails before the message line. The
// step definitions pass because they read the message in the response body, which no one at the
// page sees.
const NO_MESSAGE =
  "the app shows nothing when a login is refused (its login() only logs the answer to the console; the scenario's step definition reads the response body, which the page never shows)";

const registerTestUser = (app: RunningApp) =>
  callApp('POST', new URL('api/signup', app.apiUrl).href, {
    email: 'test@test.cz',
    password: 'password123',
  }).then(() => undefined);

const addBoard = (name: string) => (app: RunningApp) =>
  callApp('POST', new URL('api/boards', app.apiUrl).href, { name }).then(() => undefined);

const login = (password: string, message: string) => `Given I open main page
And I open login modal
When I insert email "test@test.cz" and password "${password}" as login credentials
And I click on Login button
Then Login failed because of invalid password
And the message "${message}" is shown`;

// The same scenario ending with what this app does show of a refused login: the modal stays open
// (the Then line is Kubíček's own, from his "Open Login Modal" scenario).
const refused = (credentials: string) => `Given I open main page
And I open login modal
${credentials}And I click on Login button
Then Login modal is shown`;
const STAYS =
  'the Then line is the scenario "Open Login Modal"\'s: a refused login leaves the modal open, which is all this app shows of it';

const unknownUser = (message: string) => `Given I open main page
And I open login modal
When I insert email "test@test.cz" and password "password123" as login credentials
And I click on Login button
Then Login failed because of non existing email
And the message "${message}" is shown`;

const emptyLogin = (message: string) => `Given I open main page
And I open login modal
When I click on Login button
Then Login failed because of empty credentials
And the message "${message}" is shown`;

const LIST_SPEC = `${SPECS}/list.spec.ts (test 'list actions', the part commented "create a list")`;
const LIST_NOTE =
  'code only: the steps put in a tester\'s words; the board "new board" is made through the app\'s API, as the spec does (api.addBoardApi)';
const createList = (offer: string) => `Type "list1" into the list title and press Enter.
Check that the board now has a list called "list1".
Check that the new list offers "${offer}".`;

const reset = async (app: RunningApp) => {
  await callApp('POST', new URL('api/reset', app.apiUrl).href);
};

/** The Vue 2 app (filiphric/trelloapp at 368ca96) Kubíček's scenarios were written for. */
export const TRELLOAPP: PracticeApp = {
  name: 'trelloapp',
  repository: 'https://github.com/filiphric/trelloapp',
  defaultUrl: 'http://127.0.0.1:3108/',
  reset,
  cases: [
    {
      id: 'trello-create-board',
      site: '/',
      source: `${BOARD} (Scenario: Create new board)`,
      note: BACKGROUND,
      objective: 'Create new board',
      description: `Given I open main page
When I create new board called "TEST board"
Then New board "TEST board" is created`,
      expected: 'PASSED',
    },
    {
      id: 'trello-open-login',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Open Login Modal)`,
      note: BACKGROUND,
      objective: 'Open Login Modal',
      description: `Given I open main page
When I click on Login button on mainpage
Then Login modal is shown`,
      expected: 'PASSED',
    },
    {
      id: 'trello-login',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user - happy path)`,
      note: REGISTERED,
      setup: registerTestUser,
      objective: 'Login user - happy path',
      description: `Given I open main page
And I open login modal
When I insert email "test@test.cz" and password "password123" as login credentials
And I click on Login button
Then Login with email "test@test.cz" was successful`,
      expected: 'PASSED',
    },
    {
      id: 'trello-login-invalid-password',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with invalid password)`,
      note: `${REGISTERED}; ${MESSAGE_LINE}`,
      setup: registerTestUser,
      objective: 'Login user with invalid password',
      description: login('invalidpassword', 'Incorrect password'),
      why: NO_MESSAGE,
      expected: 'FAILED',
      failsAt: 6,
      failsOn: 'Login failed because of invalid password',
    },
    {
      id: 'trello-login-invalid-password-message',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with invalid password)`,
      note: `${REGISTERED}; ${MESSAGE_LINE}`,
      setup: registerTestUser,
      objective: 'Login user with invalid password',
      description: login('invalidpassword', 'Cannot find user'),
      why: `${NO_MESSAGE}; the message line is also wrong: copied from the non-existing email scenario`,
      expected: 'FAILED',
      failsAt: 6,
      failsOn: 'Login failed because of invalid password',
    },
    {
      id: 'trello-login-invalid-password-modal-stays',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with invalid password)`,
      note: `${REGISTERED}; ${STAYS}`,
      setup: registerTestUser,
      objective: 'Login user with invalid password',
      description: refused(
        'When I insert email "test@test.cz" and password "invalidpassword" as login credentials\n',
      ),
      expected: 'PASSED',
    },
    {
      id: 'trello-login-unknown-email',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with non existing email)`,
      note: `${BACKGROUND}; ${MESSAGE_LINE}`,
      objective: 'Login user with non existing email',
      description: unknownUser('Cannot find user'),
      why: NO_MESSAGE,
      expected: 'FAILED',
      failsAt: 6,
      failsOn: 'Login failed because of non existing email',
    },
    {
      id: 'trello-login-unknown-email-message',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with non existing email)`,
      note: `${BACKGROUND}; ${MESSAGE_LINE}`,
      objective: 'Login user with non existing email',
      description: unknownUser('Incorrect password'),
      why: `${NO_MESSAGE}; the message line is also wrong: the invalid password scenario's`,
      expected: 'FAILED',
      failsAt: 6,
      failsOn: 'Login failed because of non existing email',
    },
    {
      id: 'trello-login-unknown-email-modal-stays',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with non existing email)`,
      note: `${BACKGROUND}; ${STAYS}`,
      objective: 'Login user with non existing email',
      description: refused(
        'When I insert email "test@test.cz" and password "password123" as login credentials\n',
      ),
      expected: 'PASSED',
    },
    {
      id: 'trello-login-empty',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with empty credentials)`,
      note: `${BACKGROUND}; ${MESSAGE_LINE}`,
      objective: 'Login user with empty credentials',
      description: emptyLogin('Email and password are required'),
      why: NO_MESSAGE,
      expected: 'FAILED',
      failsAt: 4,
      failsOn: 'Login failed because of empty credentials',
    },
    {
      id: 'trello-login-empty-message',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with empty credentials)`,
      note: `${BACKGROUND}; ${MESSAGE_LINE}`,
      objective: 'Login user with empty credentials',
      description: emptyLogin('Email is required'),
      why: `${NO_MESSAGE}; the message line is also wrong: the app asks for both in one message`,
      expected: 'FAILED',
      failsAt: 4,
      failsOn: 'Login failed because of empty credentials',
    },
    {
      id: 'trello-login-empty-modal-stays',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with empty credentials)`,
      note: `${BACKGROUND}; ${STAYS}`,
      objective: 'Login user with empty credentials',
      description: refused(''),
      expected: 'PASSED',
    },
  ],
};

/** Its React successor (filiphric/trelloapp-vue-vite-ts at 5267209), for its own specs' cases. */
export const TRELLOAPP_VUE_VITE_TS: PracticeApp = {
  name: 'trelloapp-vue-vite-ts',
  repository: 'https://github.com/filiphric/trelloapp-vue-vite-ts',
  defaultUrl: 'http://127.0.0.1:3102/',
  reset,
  cases: [
    {
      id: 'trello-create-list',
      site: '/board/1',
      source: LIST_SPEC,
      note: LIST_NOTE,
      setup: addBoard('new board'),
      objective: 'list actions: create a list',
      description: createList('Add another card'),
      expected: 'PASSED',
    },
    {
      id: 'trello-create-list-add-card',
      site: '/board/1',
      source: LIST_SPEC,
      note: LIST_NOTE,
      why: 'wrong expectation (Trello\'s own wording): this app\'s new list offers "Add another card"',
      setup: addBoard('new board'),
      objective: 'list actions: create a list',
      description: createList('Add a card'),
      expected: 'FAILED',
      failsAt: 3,
      failsOn: 'Add a card',
    },
  ],
};
