// What tests in other workspaces (fixtures, the server's API tests, scripts, bench) may use of the
// agent beyond its public entry: browsers and pages for tests, scripted models and a fake model
// server, and the readers of what a run left behind (secrets, traces). Never imported by the
// product.
export { launchTestBrowser, LOCAL_TEST_NETWORK } from './test-browser.js';
export { secretForms, encodedForms, leakedForms } from './secret-forms.js';
export { servePages, page, type PageServer } from './serve-pages.js';
export {
  scriptedModel,
  refIn,
  type ScriptedAnswer,
  type ScriptStep,
  type ScriptOptions,
} from './llm/scripted-model.js';
export { SIGN_IN_AS_TESTING_USER } from './llm/sign-in-script.js';
export {
  startFakeOpenAIServer,
  type FakeAnswer,
  type FakeStep,
  type FakeOpenAIServer,
} from './llm/fake-openai-server.js';
export { createRedactor } from '../secrets/redactor.js';
export { readEntries, writeEntries, type Entry } from '../secrets/zip-entries.js';
export { TRACE_DELETED_NOTE } from '../browser/save-trace.js';
export { underLoad } from '../core/machine-load.js';
