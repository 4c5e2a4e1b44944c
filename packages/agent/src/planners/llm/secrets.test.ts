import { SECRET_PLACEHOLDERS, type StepReport } from '@scout/shared';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLlmConfig } from '../../llm-config.js';
import { createLanguageModelFromConfig } from '../../llm-model.js';
import type { PlannerContext } from '../../core/planner.js';
import { createLlmPlanner } from './llm-planner.js';
import { createRedactor } from '../../secrets/redactor.js';
import { startFakeOpenAIServer } from '../../testing/llm/fake-openai-server.js';
import { LOGIN_USER, startLoginSite, type LoginSite } from '../../testing/llm/login-site.js';
import { PUBLIC_SPEC } from '../../testing/llm/planner-context.js';

const PASSWORD = LOGIN_USER.password;
const USER = LOGIN_USER;

let site: LoginSite;
let browser: Browser;

beforeAll(async () => {
  site = await startLoginSite();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function observe(page: Page) {
  return {
    url: page.url(),
    title: await page.title(),
    ariaSnapshot: await page.locator('body').ariaSnapshot({ mode: 'ai' }),
    screenshot: await page.screenshot(),
  };
}

describe('LLM planner and the testing user password', () => {
  it('never sends the password to the model, the transcript or the logs', async () => {
    const fake = await startFakeOpenAIServer([
      { tool: 'fill', input: { ref: 'e6', value: SECRET_PLACEHOLDERS.email } },
      { tool: 'fill', input: { ref: 'e8', value: SECRET_PLACEHOLDERS.password } },
      { tool: 'click', input: { ref: 'e9' } },
      { tool: 'assert', input: { kind: 'text_visible', expected: 'Welcome back' } },
      { tool: 'verdict', input: { status: 'PASSED', reason: 'Signed in.' } },
    ]);
    const logs: unknown[] = [];
    const logger = {
      info: (o: object, msg?: string) => logs.push(o, msg),
      warn: (o: object, msg?: string) => logs.push(o, msg),
    };
    const config = loadLlmConfig({
      SCOUT_LLM_PROVIDER: 'openai-compatible',
      SCOUT_LLM_MODEL: 'm',
      SCOUT_LLM_BASE_URL: fake.baseURL,
      SCOUT_LLM_VISION: 'true',
    })!;
    const planner = createLlmPlanner({
      model: createLanguageModelFromConfig(config),
      spec: { ...PUBLIC_SPEC, startingUrl: site.url },
      vision: true,
      logger,
      redact: createRedactor(USER).mask,
    });
    const page = await browser.newPage();
    const snapshots: string[] = [];
    try {
      await page.goto(site.url);
      // A minimal run loop: the executor substitutes the placeholders at the last moment.
      const history: StepReport[] = [];
      let lastOutcome: PlannerContext['lastOutcome'];
      for (let i = 0; i < 6; i++) {
        const observation = await observe(page);
        snapshots.push(observation.ariaSnapshot);
        const decision = await planner.next({
          spec: PUBLIC_SPEC,
          observation,
          history,
          lastOutcome,
        });
        if (decision.type === 'verdict') {
          expect(decision.status).toBe('PASSED');
          break;
        }
        const { action } = decision;
        const target = page.locator(`aria-ref=${action.ref}`);
        if (action.kind === 'fill')
          await target.fill(
            action
              .value!.replace(SECRET_PLACEHOLDERS.email, USER.email)
              .replace(SECRET_PLACEHOLDERS.password, PASSWORD),
          );
        if (action.kind === 'click') await target.click();
        lastOutcome = { ok: true };
        history.push({
          index: i,
          action: action.kind,
          description: action.description,
          outcome: 'passed',
          durationMs: 1,
          screenshot: `step-${i + 1}.png`,
          origin: 'planned',
        });
      }
    } finally {
      await page.close();
      await fake.close();
    }
    // The page did show the password to anyone reading the snapshot: the redactor is what kept it out.
    expect(snapshots.join('\n')).toContain(PASSWORD);
    expect(fake.rawBodies).toHaveLength(5);
    expect(fake.rawBodies.join('\n')).toContain(SECRET_PLACEHOLDERS.password);
    for (const body of fake.rawBodies) expect(body).not.toContain(PASSWORD);
    expect(JSON.stringify(planner.transcript())).not.toContain(PASSWORD);
    expect(JSON.stringify(logs)).not.toContain(PASSWORD);
    expect(logs.length).toBeGreaterThan(0);
  });
});
