import type { StepReport } from '@scout/shared';
import type { PageObservation, PlannerContext, PublicRunSpec } from '../../core/planner.js';

/** A run spec as a planner sees it, with an email/password testing user. */
export const PUBLIC_SPEC: PublicRunSpec = {
  objective: 'Sign in as the testing user and check that the dashboard greets them',
  startingUrl: 'http://127.0.0.1:9/login',
  browser: 'chromium',
  viewport: { width: 1024, height: 768 },
  planner: 'llm',
  maxSteps: 50,
  timeoutMs: 300_000,
  outDir: '/tmp/scout-test',
  testingUser: { kind: 'email_password' },
};

export const LOGIN_PAGE: PageObservation = {
  url: 'http://127.0.0.1:9/login',
  title: 'Sign in',
  ariaSnapshot:
    '- heading "Sign in" [level=1] [ref=e2]\n- textbox "Email" [ref=e3]\n- textbox "Password" [ref=e4]\n- button "Sign in" [ref=e5]',
};

export const DASHBOARD_PAGE: PageObservation = {
  url: 'http://127.0.0.1:9/dashboard',
  title: 'Dashboard',
  ariaSnapshot: '- heading "Welcome back" [level=1] [ref=e7]\n- link "Sign out" [ref=e8]',
};

/** Builds the context of one planner call; each history step gets a screenshot file. */
export function plannerContext(
  observation: PageObservation,
  steps = 0,
  lastOutcome?: PlannerContext['lastOutcome'],
): PlannerContext {
  const history: StepReport[] = Array.from({ length: steps }, (_, i) => ({
    index: i,
    action: 'click',
    description: `step ${i + 1}`,
    outcome: 'passed',
    durationMs: 5,
    screenshot: `step-${i + 1}.png`,
    origin: 'planned',
  }));
  return { spec: PUBLIC_SPEC, observation, history, ...(lastOutcome ? { lastOutcome } : {}) };
}
