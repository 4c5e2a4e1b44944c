import { callApp, type PracticeApp, type RunningApp } from './practice-app.js';

// Filip Hric's Trello clone for testing workshops (React, Vite, json-server). The cases are the
// Gherkin scenarios Jakub Kubíček wrote for it, in his words; what his step definitions check is
// said in an added line when the Then line names no message.
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

export const TRELLOAPP: PracticeApp = {
  name: 'trelloapp',
  repository: 'https://github.com/filiphric/trelloapp-vue-vite-ts',
  defaultUrl: 'http://127.0.0.1:3102/',
  reset: async (app) => {
    await callApp('POST', new URL('api/reset', app.apiUrl).href);
  },
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
      expected: 'PASSED',
    },
    {
      id: 'trello-login-invalid-password-message',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with invalid password)`,
      note: `${REGISTERED}; ${MESSAGE_LINE}`,
      why: 'wrong expectation: the message copied from the non-existing email scenario; the app says "Incorrect password"',
      setup: registerTestUser,
      objective: 'Login user with invalid password',
      description: login('invalidpassword', 'Cannot find user'),
      expected: 'FAILED',
      failsAt: 6,
      failsOn: 'Cannot find user',
    },
    {
      id: 'trello-login-unknown-email',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with non existing email)`,
      note: `${BACKGROUND}; ${MESSAGE_LINE}`,
      objective: 'Login user with non existing email',
      description: unknownUser('Cannot find user'),
      expected: 'PASSED',
    },
    {
      id: 'trello-login-unknown-email-message',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with non existing email)`,
      note: `${BACKGROUND}; ${MESSAGE_LINE}`,
      why: 'wrong expectation: the message of the invalid password scenario; the app says "Cannot find user"',
      objective: 'Login user with non existing email',
      description: unknownUser('Incorrect password'),
      expected: 'FAILED',
      failsAt: 6,
      failsOn: 'Incorrect password',
    },
    {
      id: 'trello-login-empty',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with empty credentials)`,
      note: `${BACKGROUND}; ${MESSAGE_LINE}`,
      objective: 'Login user with empty credentials',
      description: emptyLogin('Email and password are required'),
      expected: 'PASSED',
    },
    {
      id: 'trello-login-empty-message',
      site: '/',
      source: `${AUTHENTICATION} (Scenario: Login user with empty credentials)`,
      note: `${BACKGROUND}; ${MESSAGE_LINE}`,
      why: 'wrong expectation: the app asks for both in one message, "Email and password are required"',
      objective: 'Login user with empty credentials',
      description: emptyLogin('Email is required'),
      expected: 'FAILED',
      failsAt: 5,
      failsOn: 'Email is required',
    },
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
