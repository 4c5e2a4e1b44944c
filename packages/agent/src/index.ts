export { runTest, type RunTestOptions } from './run-test.js';
export { describeTimeLimitReached } from './core/time-limit.js';
export {
  ALLOWED_NETWORKS_SETTING,
  NetworkPolicy,
  SCOUT_SERVER_HEADER,
  parseAllowedNetworks,
  type NetworkRules,
  type ProtectedEndpoint,
} from './browser/network-policy.js';
export { registerScoutInstance, scoutInstancesFolder } from './browser/scout-instances.js';
export {
  launchBrowser,
  loadBrowserDriver,
  CHROMIUM_ARGS,
  type BrowserSession,
} from './browser/launch-browser.js';
export { RUN_TRACE_OPTIONS } from './browser/open-context.js';
export { prepareRun, warmUpReader, type PreparedRun } from './prepare-run.js';
export {
  findBrowserExecutable,
  BrowserNotFoundError,
  toAgentBrowser,
  type BrowserPaths,
} from './browser/find-browser.js';
export { parseLlmEnv, loadLlmConfig, LlmConfigError, type LlmConfig } from './llm-config.js';
export { createLanguageModelFromConfig } from './llm-model.js';
export { resolveLlmPlanner, NO_LLM_MESSAGE } from './planners/create-planner.js';
export type {
  Planner,
  PlannerContext,
  PlannerDecision,
  PlannedAction,
  PageObservation,
  PublicRunSpec,
} from './core/planner.js';
export {
  exportPlaywrightSpec,
  NotExportableError,
  type ExportOptions,
} from './export/playwright-spec.js';
export {
  parseObjective,
  notUnderstoodMessage,
  type ParsedObjective,
} from './planners/plain-english/parse-objective.js';
export { readStep, type StepReading } from './planners/plain-english/read-step.js';
export { readTestSteps, type TestStep } from './planners/hybrid/read-test-steps.js';
