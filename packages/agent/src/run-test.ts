import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageModel } from 'ai';
import type { BrowserContext, Page } from 'playwright-core';
import {
  RunSpecSchema,
  type AgentEvent,
  type Message,
  type ResolvedAction,
  type ResolvedRunSpec,
  type RunReport,
  type RunSpec,
  type StepOrigin,
  type StepReport,
} from '@scout/shared';
import { actInPages, answerUnlessNextDoes, joinNotes, type NextStep } from './act/act-in-pages.js';
import type { ActContext } from './act/act-context.js';
import { executeAction } from './act/execute-action.js';
import { shortError, type ActOutcome } from './core/outcome.js';
import { answerInTime, stoppedResponding } from './core/page-answer.js';
import { describeTimeLimitReached, watchDeadline } from './core/time-limit.js';
import { underLoad } from './core/machine-load.js';
import { WALL_FACTOR } from './core/wait-budget.js';
import type { BrowserPaths } from './browser/find-browser.js';
import { launchBrowser, type BrowserSession } from './browser/launch-browser.js';
import { admitTestingUser, openRunContext } from './browser/open-context.js';
import { PAGE_CRASHED, PageCrashes } from './browser/page-crash.js';
import { RunPages } from './browser/run-pages.js';
import { saveTrace, type RedactTrace } from './browser/save-trace.js';
import type { NetworkRules } from './browser/network-policy.js';
import { RunNetwork } from './browser/run-network.js';
import { leaveNonWebPage } from './browser/web-only.js';
import type { LlmConfig } from './llm-config.js';
import { observeCurrent } from './perceive/observe.js';
import { takeStepScreenshot } from './perceive/take-screenshot.js';
import { createPlanner } from './planners/create-planner.js';
import type { PlannedAction, Planner, PublicRunSpec } from './core/planner.js';
import { buildReport, type RunEnd } from './report/build-report.js';
import { checkVerdict } from './report/check-verdict.js';
import { toStepReport } from './report/step-report.js';
import { objectiveMessage, stepMessages, verdictMessage } from './core/transcript.js';
import type { Redactor } from './core/secrets.js';
import { createRedactor } from './secrets/redactor.js';
import { fitsRun, type PreparedRun } from './prepare-run.js';

export interface RunTestOptions {
  onEvent?: (event: AgentEvent) => void;
  /** Reuse one launched browser across runs (one browser per worker, one context per run). */
  browserSession?: BrowserSession;
  signal?: AbortSignal;
  /** LLM planner: an explicit AI SDK LanguageModel; otherwise it is created from `llm` when given. */
  model?: LanguageModel;
  /** The LLM planner's settings, read by the caller at its start (parseLlmEnv); none means no LLM
   *  unless `model` is given. */
  llm?: LlmConfig;
  /** Where to look for the browser when no session is passed (SCOUT_CHROMIUM_PATH, read by the caller). */
  browserPaths?: BrowserPaths;
  /** Chromium's sandbox for a browser launched here (no session passed); on unless false. */
  chromiumSandbox?: boolean;
  logger?: { info(o: object, msg?: string): void; warn(o: object, msg?: string): void };
  /** How long a step waits for its element or its check to hold (default 5 s). */
  targetTimeoutMs?: number;
  /** How long an explicit "wait for …" step waits (default 15 s). */
  waitTimeoutMs?: number;
  /** Replaces how the trace zip is redacted (tests force a redaction failure with it). */
  redactTrace?: RedactTrace;
  /** What the run's browser may reach besides the public internet (SCOUT_ALLOWED_NETWORKS, read
   *  by the caller) and what it may never reach (Scout's own addresses). None: public only. */
  network?: NetworkRules;
  /** The run's context opened ahead in `browserSession` (prepareRun, a spare run process): used
   *  when it fits the run (its viewport and network rules), else closed. runTest closes it. */
  prepared?: PreparedRun;
}

const DEFAULT_TARGET_TIMEOUT_MS = 5_000;
const DEFAULT_WAIT_TIMEOUT_MS = 15_000;
// After a replayed step missed its element, the page has had its time: healing looks briefly.
const HEALING_TIMEOUT_MS = 1_000;
// What a step may take beyond its longest wait (a navigation's load, a new tab, a dialog) before
// the page counts as no longer answering: Scout's calls inside a step are many, and not every one
// has a time limit of its own (a frame that never loads answers none of them).
const STEP_SLACK_MS = 30_000;

/** What a planner may see: the spec without secrets or the replay list. */
function toPublicSpec(spec: ResolvedRunSpec): PublicRunSpec {
  const { testingUser, replay: _replay, ...rest } = spec;
  return { ...rest, ...(testingUser ? { testingUser: { kind: testingUser.kind } } : {}) };
}

class RunState {
  readonly steps: StepReport[] = [];
  readonly resolved: ResolvedAction[] = [];
  readonly replayMessages: Message[] = [];
  planner?: Planner;
  private started = false;
  /** Set once the run has its verdict (its deadline may pass while a step still hangs): what
   *  that step does afterwards is not recorded. */
  ended = false;
  readonly deadline: number;

  constructor(
    readonly spec: ResolvedRunSpec,
    readonly pages: RunPages,
    readonly options: RunTestOptions,
    readonly redactor: Redactor,
    readonly network: RunNetwork,
    readonly crashes: PageCrashes,
  ) {
    this.deadline = Date.now() + spec.timeoutMs;
  }

  /** The tab the run acts on. */
  get page(): Page {
    return this.pages.current;
  }

  /** Opens the starting URL before the first observation or action, unless the first action is
   *  itself a navigation (then opening the start page first would be wasted time). */
  async ensureStarted(next?: PlannedAction): Promise<RunEnd | undefined> {
    if (this.started) return undefined;
    this.started = true;
    // An address opens by itself; "go to the pricing page" follows a link on the starting page.
    if (next?.kind === 'navigate' && !next.target) return undefined;
    const refused = await this.network.refuse(this.spec.startingUrl);
    if (refused && this.network.violation)
      return { status: 'ERROR', reason: `The starting URL cannot be opened: ${refused}` };
    let problem = refused;
    if (!problem) {
      try {
        // A page that opens a dialog while loading is open: the first step may answer it.
        await this.pages.untilDialog(this.page.goto(this.spec.startingUrl, { timeout: 30_000 }));
      } catch (error) {
        problem = shortError(error);
      }
    }
    // The page (or its images, scripts, redirects) asked for an address it may not have.
    const blocked = await this.network.leaveIfBlocked(this.page);
    if (blocked) return { status: 'ERROR', reason: blocked };
    if (!problem) return undefined;
    return {
      status: 'ERROR',
      reason: `The starting URL ${this.spec.startingUrl} could not be opened: ${problem}`,
    };
  }

  budgetEnd(): RunEnd | undefined {
    if (this.crashes.hasCrashed(this.page)) return { status: 'ERROR', reason: PAGE_CRASHED };
    if (this.network.violation) return { status: 'ERROR', reason: this.network.violation };
    if (this.options.signal?.aborted) return { status: 'ERROR', reason: 'The run was cancelled.' };
    const stuck = stoppedResponding(this.pages.context);
    if (stuck) return { status: 'ERROR', reason: stuck };
    if (this.steps.length >= this.spec.maxSteps)
      return {
        status: 'ERROR',
        reason: `The run used its budget of ${this.spec.maxSteps} steps before reaching a verdict.`,
      };
    if (Date.now() > this.deadline)
      return { status: 'ERROR', reason: describeTimeLimitReached(this.spec.timeoutMs) };
    return undefined;
  }

  /** act: does the action; unexpected errors and a crashed page become an ERROR outcome, and so
   *  do a page that took the browser off the web (a link to file:///…) and a page that left a call
   *  unanswered (core/page-answer.ts), even one the action read as "no". A native dialog the
   *  action opens ends it (the page is blocked until the dialog is answered); a tab it opens
   *  becomes the current one. */
  async execute(action: PlannedAction, ctx: ActContext): Promise<ActOutcome> {
    let outcome: ActOutcome;
    // Its waits may take WALL_FACTOR times their budget, stretched on an oversubscribed machine
    // (core/wait-budget.ts): the step may take that long before its slack.
    const limitMs =
      underLoad(Math.max(ctx.targetTimeoutMs, ctx.waitTimeoutMs) * WALL_FACTOR) + STEP_SLACK_MS;
    let threw = false;
    try {
      outcome = await answerInTime(
        this.page,
        () =>
          actInPages(this.pages, action, (onResolved) =>
            executeAction({ ...ctx, page: this.page, onResolved }, action),
          ),
        limitMs,
      );
    } catch (error) {
      threw = true;
      outcome = {
        ok: false,
        reason: 'infra',
        error:
          stoppedResponding(this.pages.context) ??
          `The browser stopped responding: ${shortError(error)}`,
      };
    }
    // A click on a crashed tab fails and a check reads it as "not shown" (FAILED): the crash is
    // why, and it ends the run as Scout's failure, not the app's.
    const crashed = outcome.ok
      ? this.crashes.hasCrashed(this.page)
      : await this.crashes.confirmCrash(this.page);
    if (crashed) return { ok: false, reason: 'infra', error: PAGE_CRASHED };
    const stuck = stoppedResponding(this.pages.context);
    if (stuck) return { ok: false, reason: 'infra', error: stuck };
    if (threw) return outcome;
    const blocked = await this.network.leaveIfBlocked(this.page);
    if (blocked) return { ok: false, reason: 'infra', error: blocked };
    const offWeb = await leaveNonWebPage(this.page);
    return offWeb ? { ok: false, reason: 'infra', error: offWeb } : outcome;
  }

  /** record: takes the screenshot after the step and adds it to the report. `next` is the step
   *  that follows, when the planner knows it (undefined: none). */
  async record(
    action: PlannedAction,
    result: ActOutcome,
    origin: StepOrigin,
    startedAt: number,
    next: NextStep,
  ): Promise<void> {
    if (this.ended) return;
    const index = this.steps.length + 1;
    const answered = await answerUnlessNextDoes(this.pages, next);
    const outcome =
      answered && result.ok ? { ...result, note: joinNotes(result.note, answered) } : result;
    // Playwright cannot capture a page behind an open dialog (it waits for the dialog to close);
    // after a blocked request, nothing of the page is kept.
    // In the run's trace with the page's DOM where the step's own calls left none: a check or a
    // wait, whose reads are not traced, and a step that failed, where a trace gets opened.
    const screenshot =
      this.pages.openDialog || this.network.violation || stoppedResponding(this.pages.context)
        ? undefined
        : await takeStepScreenshot(this.page, this.spec.outDir, index, {
            traced: READING_KINDS.has(action.kind) || !outcome.ok,
          });
    const dialogs = this.pages.takeStepDialogs();
    const step = toStepReport({
      index,
      action,
      outcome,
      origin,
      durationMs: Date.now() - startedAt,
      screenshot,
      mask: this.redactor.mask,
      dialogs,
    });
    this.steps.push(step);
    this.options.onEvent?.({ type: 'step', step });
    if (this.planner) this.planner.onStepRecorded?.(step);
    else this.replayMessages.push(...stepMessages(step));
    if (outcome.ok) {
      const { ref: _ref, ...plain } = action;
      const target = outcome.target ?? action.target;
      // A form filled keeps what it put in each field: the export repeats those fills.
      const form = outcome.filled ? { form: { ...action.form, filled: outcome.filled } } : {};
      this.resolved.push({ ...plain, ...(target ? { target } : {}), ...form });
    }
  }
}

/** Steps made only of reads (not in the run's trace): their screenshot is, with the page's DOM. */
const READING_KINDS = new Set<PlannedAction['kind']>([
  'assert',
  'wait_for',
  'wait_gone',
  'screenshot',
]);

function actContext(
  state: RunState,
  exactOnly: boolean,
  targetTimeoutMs: number,
  healing = false,
): ActContext {
  return {
    page: state.page,
    pages: state.pages,
    spec: state.spec,
    exactOnly,
    healing,
    targetTimeoutMs,
    waitTimeoutMs: state.options.waitTimeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS,
    refuseUrl: (url) => state.network.refuse(url),
  };
}

/** Replays the last passing run's actions; returns the verdict, or 'handover' with how many were done. */
async function replay(
  state: RunState,
  actions: ResolvedAction[],
): Promise<RunEnd | { handover: number; why: string }> {
  const timeout = state.options.targetTimeoutMs ?? DEFAULT_TARGET_TIMEOUT_MS;
  for (const [i, action] of actions.entries()) {
    const stop = state.budgetEnd() ?? (await state.ensureStarted(action));
    if (stop) return stop;
    const startedAt = Date.now();
    const outcome = await state.execute(action, actContext(state, true, timeout));
    // A replayed step that no longer resolves is not recorded: the planner takes it over (healing).
    // A check that is false is the app's doing, and re-planning would only ask the same question.
    if (!outcome.ok && outcome.reason !== 'assertion' && outcome.reason !== 'infra')
      return { handover: i, why: outcome.error };
    await state.record(action, outcome, 'replayed', startedAt, actions[i + 1]);
    if (!outcome.ok) {
      const status = outcome.reason === 'infra' ? 'ERROR' : 'FAILED';
      return {
        status,
        reason: `Step ${state.steps.length} “${action.description}” failed: ${outcome.error}`,
      };
    }
  }
  return {
    status: 'PASSED',
    reason: `All ${actions.length} replayed steps worked as the test expects.`,
  };
}

async function plan(state: RunState, origin: StepOrigin): Promise<RunEnd> {
  const planner = state.planner!;
  const defaultTimeout = state.options.targetTimeoutMs ?? DEFAULT_TARGET_TIMEOUT_MS;
  let lastOutcome: { ok: true } | { ok: false; error: string } | undefined;
  let first = true;
  for (;;) {
    const stop =
      state.budgetEnd() ??
      (planner.needsAriaSnapshot !== false ? await state.ensureStarted() : undefined);
    if (stop) return stop;
    // perceive → decide
    const observation = await observeCurrent(state.pages, planner, state.redactor);
    // A tab that crashed after the last step shows the model a blank page it would call FAILED.
    if (state.crashes.hasCrashed(state.page)) return { status: 'ERROR', reason: PAGE_CRASHED };
    const decision = await planner.next({
      spec: toPublicSpec(state.spec),
      observation,
      history: state.steps,
      lastOutcome,
    });
    if (state.network.violation) return { status: 'ERROR', reason: state.network.violation };
    if (decision.type === 'verdict')
      return checkVerdict({ status: decision.status, reason: decision.reason }, state.steps, {
        requireCheck: planner.name === 'llm',
      });
    const startFailed = await state.ensureStarted(decision.action);
    if (startFailed) return startFailed;
    // act → record
    const timeout =
      origin === 'healed' && first ? Math.min(HEALING_TIMEOUT_MS, defaultTimeout) : defaultTimeout;
    const startedAt = Date.now();
    const outcome = await state.execute(
      decision.action,
      actContext(state, false, timeout, origin === 'healed' && first),
    );
    await state.record(
      decision.action,
      outcome,
      origin,
      startedAt,
      planner.upcoming ? planner.upcoming() : 'unknown',
    );
    first = false;
    // The plain-English planner reads each step one way: a step it cannot pin down (an ambiguous
    // name) is as much an ERROR as a crashed page. The LLM planner may pick another element.
    // An action whose effect the page does not show is Scout's failure under any planner: a later
    // check would otherwise blame the app for it.
    if (
      !outcome.ok &&
      (outcome.reason === 'infra' ||
        outcome.reason === 'no_effect' ||
        (outcome.reason === 'ambiguous' && planner.name === 'plain-english'))
    ) {
      return {
        status: 'ERROR',
        reason: `Step ${state.steps.length} “${decision.action.description}” could not be carried out: ${outcome.error}`,
      };
    }
    lastOutcome = outcome.ok ? { ok: true } : { ok: false, error: outcome.error };
  }
}

async function finish(
  state: RunState,
  context: BrowserContext,
): Promise<{ tracePath?: string; note?: string }> {
  try {
    await state.pages.answerByDefault().catch(() => undefined);
    return await saveTrace(context, state.spec.outDir, state.redactor, {
      logger: state.options.logger,
      redact: state.options.redactTrace,
    });
  } finally {
    await context.close().catch(() => undefined);
  }
}

function transcriptOf(state: RunState, end: RunEnd): Message[] {
  const { spec, planner } = state;
  if (!planner)
    return [
      objectiveMessage(spec.objective, spec.description),
      ...state.replayMessages,
      verdictMessage(end.status, end.reason),
    ];
  const own = planner.transcript();
  if (state.replayMessages.length === 0) return own;
  // The plain-English planner opens with the objective too; say it once.
  const rest = planner.name === 'plain-english' ? own.slice(1) : own;
  return [objectiveMessage(spec.objective, spec.description), ...state.replayMessages, ...rest];
}

async function drive(state: RunState): Promise<RunEnd> {
  const { spec, options } = state;
  let origin: StepOrigin = 'planned';
  let done: ResolvedAction[] = [];
  if (spec.replay?.length) {
    const replayed = await replay(state, spec.replay);
    if (!('handover' in replayed)) return replayed;
    done = spec.replay.slice(0, replayed.handover);
    origin = 'healed';
    options.logger?.info(
      { step: replayed.handover + 1, why: replayed.why },
      'replayed step no longer resolves; planning from here',
    );
  }
  const chosen = createPlanner(spec, toPublicSpec(spec), {
    ...options,
    redact: state.redactor.mask,
  });
  if (!chosen.ok) return { status: 'ERROR', reason: chosen.error };
  state.planner = chosen.planner;
  if (done.length) chosen.planner.resume(done);
  return plan(state, origin);
}

/** Runs one test in a fresh browser context and returns its report. Never throws for a test
 *  failure; ERROR status for runs that could not be carried out. */
export async function runTest(input: RunSpec, options: RunTestOptions = {}): Promise<RunReport> {
  const startedAt = new Date();
  options.onEvent?.({ type: 'started', at: startedAt.toISOString() });
  const parsed = RunSpecSchema.safeParse(input);
  const spec = parsed.success ? parsed.data : undefined;
  let report: RunReport;
  if (!spec) {
    report = errorReport(
      startedAt,
      `The run spec is invalid: ${parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      input.browser ?? 'chromium',
    );
    await options.prepared?.close();
  } else {
    report = await runWithBrowser(spec, options, startedAt);
    await writeFile(join(spec.outDir, 'report.json'), JSON.stringify(report, null, 2)).catch(
      () => undefined,
    );
  }
  options.onEvent?.({ type: 'finished', status: report.status, summary: report.summary });
  return report;
}

function errorReport(
  startedAt: Date,
  reason: string,
  browser: ResolvedRunSpec['browser'],
): RunReport {
  const end: RunEnd = { status: 'ERROR', reason };
  return buildReport({
    end,
    steps: [],
    messageContent: [verdictMessage('ERROR', reason)],
    resolvedActions: [],
    planner: 'plain-english',
    browser,
    startedAt,
  });
}

async function runWithBrowser(
  spec: ResolvedRunSpec,
  given: RunTestOptions,
  startedAt: Date,
): Promise<RunReport> {
  await mkdir(spec.outDir, { recursive: true });
  const redactor = createRedactor(spec.testingUser);
  const options: RunTestOptions = { ...given, logger: redactor.wrapLogger(given.logger) };
  let session = options.browserSession;
  let browserLaunchMs: number | undefined;
  try {
    if (!session) {
      const t0 = Date.now();
      session = await launchBrowser(spec.browser, options.browserPaths, {
        sandbox: options.chromiumSandbox ?? true,
      });
      browserLaunchMs = Date.now() - t0;
    }
  } catch (error) {
    return errorReport(
      startedAt,
      error instanceof Error ? error.message : String(error),
      spec.browser,
    );
  }
  const ownsSession = !options.browserSession;
  let { prepared } = options;
  if (prepared && !fitsRun(prepared, spec, session, options.network)) {
    await prepared.close();
    prepared = undefined;
  }
  let network: RunNetwork | undefined = prepared?.network;
  try {
    network ??= await RunNetwork.start(options.network);
    const { context, page } =
      prepared ?? (await openRunContext(session.browser, spec.viewport, network.proxyServer));
    await admitTestingUser(context, spec).catch(async (error: unknown) => {
      await context.close().catch(() => undefined);
      throw error;
    });
    const pages = new RunPages(context, page, redactor.mask);
    const crashes = new PageCrashes(context, page);
    const state = new RunState(spec, pages, options, redactor, network, crashes);
    // The time limit (or a cancel) ends a step that hangs, not only the next step's start.
    const deadline = watchDeadline(state.deadline, options.signal, {
      late: describeTimeLimitReached(spec.timeoutMs),
      aborted: 'The run was cancelled.',
    });
    let end: RunEnd;
    try {
      end = await Promise.race([
        drive(state),
        deadline.reached.then((reason): RunEnd => ({ status: 'ERROR', reason })),
      ]);
    } catch (error) {
      const reason = (await crashes.confirmCrash(state.page))
        ? PAGE_CRASHED
        : `The run stopped unexpectedly: ${shortError(error)}`;
      end = { status: 'ERROR', reason };
    } finally {
      state.ended = true;
      deadline.cancel();
    }
    // A request blocked after the last step (a late fetch) still ends the run ERROR.
    const { violation } = network;
    if (violation && !end.reason.includes(violation)) end = { status: 'ERROR', reason: violation };
    end = { ...end, reason: redactor.mask(end.reason) };
    const { tracePath, note } = await finish(state, context);
    const plannerName = state.planner?.name ?? (spec.replay?.length ? 'replay' : 'plain-english');
    const report = buildReport({
      end,
      steps: state.steps,
      messageContent: transcriptOf(state, end),
      resolvedActions: state.resolved,
      planner: plannerName,
      browser: spec.browser,
      tracePath,
      notes: note ? [note] : [],
      usage: state.planner?.usage(),
      startedAt,
      browserLaunchMs,
    });
    return redactor.maskDeep(report);
  } catch (error) {
    return redactor.maskDeep(
      errorReport(
        startedAt,
        `The browser could not start the run: ${shortError(error)}`,
        spec.browser,
      ),
    );
  } finally {
    await network?.close();
    if (ownsSession) await session.close();
  }
}
