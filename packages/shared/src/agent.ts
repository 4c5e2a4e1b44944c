import { z } from 'zod';

/**
 * The agent's contracts: what a run is asked to do (RunSpec), what it reports (RunReport), the
 * resolved actions a passing run leaves for replay, and the events it emits while running.
 * Secrets never appear in any of these but RunSpec.testingUser; everything else carries the
 * placeholders below.
 */

export const SECRET_PLACEHOLDERS = {
  email: '{{testing_user.email}}',
  password: '{{testing_user.password}}',
  cookie: '{{testing_user.cookie}}',
} as const;

export const AGENT_BROWSERS = ['chromium', 'firefox', 'webkit'] as const;
export type AgentBrowser = (typeof AGENT_BROWSERS)[number];

/** The engine that runs a suite's browser: Chrome and Edge are Chromium, Safari is WebKit. */
export function toAgentBrowser(browser: string): AgentBrowser {
  if (browser === 'firefox') return 'firefox';
  if (browser === 'safari' || browser === 'webkit') return 'webkit';
  return 'chromium';
}

export const PLANNERS = ['auto', 'plain-english', 'llm'] as const;
export type PlannerChoice = (typeof PLANNERS)[number];

export const VERDICTS = ['PASSED', 'FAILED', 'ERROR'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const TestingUserSchema = z.union([
  z.object({ kind: z.literal('email_password'), email: z.string(), password: z.string() }),
  z.object({ kind: z.literal('cookie'), name: z.string(), value: z.string() }),
]);
export type TestingUserCredentials = z.infer<typeof TestingUserSchema>;

/** How a person names an element: role and accessible name, label, placeholder or text. */
export const TargetSchema = z.object({
  role: z.string().optional(),
  name: z.string().optional(),
  label: z.string().optional(),
  placeholder: z.string().optional(),
  text: z.string().optional(),
  /** Names of the frames (title, name or src) that contain the element, outermost first. */
  frames: z.array(z.string()).optional(),
  /** Which one when several match, 0-based; set only when the test said "the second …". */
  nth: z.number().int().optional(),
  /** Text in the element's own part of the page (its row, card or item): "Remove next to 'Ada'". */
  near: z.string().optional(),
  /** The part of the page the element is in, as the test named it: "in the cart", "in the sidebar". */
  region: z.string().optional(),
  /** "Find the 'Invoices' link in one of the tabs": when it is not on show, look through the page's
   *  tabs (role tab) for it, clicking each in turn. */
  inTabs: z.boolean().optional(),
  /** "Open the section below", "expand 'Shipping'": the collapsed one (aria-expanded="false", a
   *  closed <details>); with no name, the only collapsed one on show. */
  collapsed: z.boolean().optional(),
  /** The kind of widget a generic reference names when no ARIA role does: "the date picker",
   *  "the time field". The resolver prefers inputs of that type or with that calendar. "the first
   *  search result" (`result`, with `nth`): a suggestion the search box shows, or an item of the
   *  page's search results, as their markup names them. */
  widget: z.enum(['date', 'time', 'result']).optional(),
  /** A CSS selector or an XPath (`//…`, `xpath=…`) the test named the element by: "click
   *  '#submit'". It is found by that alone and must match exactly one visible element. */
  selector: z.string().optional(),
  /** The words the test used, for messages. */
  description: z.string(),
});
export type Target = z.infer<typeof TargetSchema>;

export const ASSERTION_KINDS = [
  'text_visible',
  'text_absent',
  'visible',
  'hidden',
  'enabled',
  'disabled',
  'checked',
  'unchecked',
  'value',
  'title',
  'url',
  'count',
  'error_shown',
  'no_error',
  /** The message of the native dialog (alert, confirm, prompt) the last action opened. */
  'dialog',
  /** Where the browser is: the page named `expected` ("the login page"), by its title, a main
   *  heading or the words of its address. */
  'on_page',
  /** The page shows a message of success (a status, alert or toast whose words say something
   *  worked, and no negation of them: "could not be saved" is not one). */
  'success_shown',
  /** The nth (`target.nth`) item of the page's list shows `expected`: "the first product is 'X'". */
  'nth_item',
  /** The page's list runs in order: `expected` is "price ascending", "name descending" …. */
  'sorted',
  /** The field's value does not hold `expected` (`match`, `contains` by default): "the 'Notes'
   *  field should not contain 'false text'". */
  'value_absent',
  /** No dialog is open: no native alert, confirm or prompt, and no dialog drawn on the page (a
   *  visible role dialog or alertdialog, an open <dialog>, an aria-modal element). */
  'no_dialog',
  /** Another tab or window is open beside the first: "a new window has been opened". */
  'tab_opened',
  /** The text `expected` is shown crossed out (a line through it: its own or an ancestor's
   *  text-decoration, or <s>, <del>, <strike>): "'Pay rent' should be crossed out". */
  'crossed_out',
  /** The page is scrolled down from its top: "I should have scrolled down". */
  'scrolled_down',
  /** The user is signed in: the page offers a sign-out control (shown, or in a menu of the page)
   *  and shows no sign-in form (no visible password field): "Then I should be logged in". */
  'logged_in',
  /** The element's computed CSS `property` is `expected` (written as CSS writes it: "#198754",
   *  "rgba(0,0,0,1)" and "rgb(25, 135, 84)" are compared as the browser computes them):
   *  "check that property 'background-color' of 'my-div' is equal to 'rgba(0,0,0,1)'". */
  'style',
  /** A page of the run started to download a file named `expected` (any file, when none is
   *  named): "Then I should get a download with filename 'report.ods'". */
  'downloaded',
] as const;

export const AssertionSchema = z.object({
  kind: z.enum(ASSERTION_KINDS),
  expected: z.union([z.string(), z.number()]).optional(),
  /** How `expected` is compared. Shown text (text_visible, text_absent) matches whole words by
   *  default; a field's value is `equals` by default. `words`: whole words, whitespace-normalised,
   *  case-insensitive; `contains`: the explicit looser form, any substring; `starts_with`,
   *  `ends_with` and `matches` (a pattern: /regex/ or a glob with *) are for URLs and titles. */
  match: z.enum(['equals', 'words', 'contains', 'starts_with', 'ends_with', 'matches']).optional(),
  /** on_page only: an orientation ("Given I am on the login page") rather than a check. When the
   *  browser is elsewhere, it gets there by the page's one link or button of that name, then
   *  checks; when it cannot, the run could not be set up as written (ERROR, not FAILED). */
  reach: z.boolean().optional(),
  /** style only: the CSS property ("background-color") whose computed value is `expected`. */
  property: z.string().optional(),
});
export type Assertion = z.infer<typeof AssertionSchema>;

/** login's `value` when the login should be refused (the reader's "log in with a wrong password",
 *  "… as an unknown user"): the testing user's email with a password that is not theirs, or an
 *  address no account has. Without a value, the testing user signs in. */
export const FAILING_LOGINS = ['wrong password', 'unknown user'] as const;
export type FailingLogin = (typeof FAILING_LOGINS)[number];

export const ACTION_KINDS = [
  'navigate',
  'back',
  'reload',
  'click',
  'dblclick',
  'fill',
  'clear',
  'select',
  'check',
  'uncheck',
  'press',
  'hover',
  'scroll',
  'upload',
  'wait_for',
  'wait_gone',
  /** Signs in as the testing user; with a `value` of FAILING_LOGINS, a login that should fail. */
  'login',
  'assert',
  /** Native dialogs: OK (a prompt's answer in `value`) or Cancel. */
  'accept_dialog',
  'dismiss_dialog',
  /** Tabs: `value` is new, first or previous; or `target.name` a title the tab's title contains. */
  'switch_tab',
  'close_tab',
  /** Closes every tab but the first, which becomes the one acted on: "close all but the first tab". */
  'close_other_tabs',
  /** Takes a screenshot of the page as it is, kept with the step (its report's screenshot): "I
   *  take a screenshot". Nothing on the page changes. */
  'screenshot',
  /** Submits a form: with a target (a field), the form or group the field is in (its submit or
   *  only button, else Enter in the field); with none, the one form on show. */
  'submit',
  /** Puts the keyboard focus on an element without clicking it. */
  'focus',
  /** Drags the target onto `to`. */
  'drag',
  /** Sets the page's viewport (the window's inner size) to `value`, written `WIDTHxHEIGHT`. */
  'resize',
  /** Ticks every visible unticked checkbox: on the page, or in `target.region` when named. */
  'check_all',
  /** Chooses the option at a position of the target's list: `value` is 1-based ("2" for "the 2nd
   *  option") or "last". */
  'select_nth',
  /** Fills a form as a tester does with "fill out the form (with valid data)": every empty field
   *  on show gets a plausible value chosen from its type and names (`form` says which fields and
   *  which one gets an invalid value); `target.region` is the form named ("the sign-up form"). */
  'fill_form',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** One field a `fill_form` step filled: how the run found it (a CSS selector), what it is called
 *  on the page, and what was put in it — typed, chosen in a select, or ticked. */
export const FormFillSchema = z.object({
  selector: z.string(),
  field: z.string(),
  how: z.enum(['fill', 'select', 'check']),
  value: z.string(),
});
export type FormFill = z.infer<typeof FormFillSchema>;

/** What a `fill_form` step asks of the form, and what the run put in it. */
export const FormRequestSchema = z.object({
  /** Only these fields, as the step named them ("first name", "amount"); absent: every empty one. */
  fields: z.array(z.string()).optional(),
  /** The kind of field that gets an invalid value ("email", or "data" for whichever suits). */
  invalid: z.string().optional(),
  /** What the run filled, in order (set once it has run): the report's and the export's record. */
  filled: z.array(FormFillSchema).optional(),
});
export type FormRequest = z.infer<typeof FormRequestSchema>;

/** One action with its target resolved to durable names: what replay needs, no secrets. */
export const ResolvedActionSchema = z.object({
  kind: z.enum(ACTION_KINDS),
  target: TargetSchema.optional(),
  /** A URL, text to type (may hold placeholders), an option, a key, a file name. */
  value: z.string().optional(),
  assertion: AssertionSchema.optional(),
  /** Where a drag ends. */
  to: TargetSchema.optional(),
  /** A `fill_form` step's request and, after the run, what it filled. */
  form: FormRequestSchema.optional(),
  /** The step as the test wrote it, or the planner's words for it. */
  description: z.string(),
});
export type ResolvedAction = z.infer<typeof ResolvedActionSchema>;

export const DIALOG_TYPES = ['alert', 'confirm', 'prompt', 'beforeunload'] as const;

/** A native dialog the page opened during a step, and what became of it: accepted or dismissed
 *  by a step that asked for it, by Scout's default (`byDefault`) when no step did, or still
 *  `open` when the step ended (the next step decides). Texts are masked. */
export const StepDialogSchema = z.object({
  type: z.enum(DIALOG_TYPES),
  message: z.string(),
  action: z.enum(['accepted', 'dismissed', 'open']),
  byDefault: z.boolean().optional(),
  /** What was typed into a prompt before OK. */
  promptText: z.string().optional(),
});
export type StepDialog = z.infer<typeof StepDialogSchema>;

export const STEP_ORIGINS = ['planned', 'replayed', 'healed'] as const;
export type StepOrigin = (typeof STEP_ORIGINS)[number];

export const StepReportSchema = z.object({
  /** 1-based: the step's number as a person reads it. */
  index: z.number().int().min(1),
  action: z.enum(ACTION_KINDS),
  description: z.string(),
  target: z.string().optional(),
  /** Masked: secrets show as their placeholders. */
  value: z.string().optional(),
  outcome: z.enum(['passed', 'failed', 'error']),
  message: z.string().optional(),
  /** For a check: what it checked (kind, expected text or value, how it matched, and the element
   *  it looked at as `role "name"`), so the verdict can tell one check from another. */
  check: AssertionSchema.extend({ element: z.string().optional() }).optional(),
  durationMs: z.number(),
  /** File name of the screenshot taken after the step, relative to the run's output folder. */
  screenshot: z.string().optional(),
  /** Native dialogs the page opened during the step (none: absent). */
  dialogs: z.array(StepDialogSchema).optional(),
  origin: z.enum(STEP_ORIGINS),
});
export type StepReport = z.infer<typeof StepReportSchema>;

/** The spec's message_content: role/content messages; screenshots sit in tool_result content. */
export const MessageContentBlockSchema = z.union([
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('tool_use'),
    id: z.string(),
    name: z.string(),
    input: z.record(z.string(), z.unknown()),
  }),
  z.object({
    type: z.literal('tool_result'),
    tool_use_id: z.string(),
    content: z.array(
      z.union([
        z.object({ type: z.literal('text'), text: z.string() }),
        z.object({
          type: z.literal('image'),
          /** A file name relative to the run's output, never inline bytes. */
          source: z.object({ type: z.literal('file'), path: z.string() }),
        }),
      ]),
    ),
    is_error: z.boolean().optional(),
  }),
]);
export const MessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.union([z.string(), z.array(MessageContentBlockSchema)]),
});
export type Message = z.infer<typeof MessageSchema>;

export const RunSpecSchema = z.object({
  objective: z.string(),
  description: z.string().optional(),
  startingUrl: z.string(),
  browser: z.enum(AGENT_BROWSERS).default('chromium'),
  viewport: z
    .object({ width: z.number().int(), height: z.number().int() })
    .default({ width: 1024, height: 768 }),
  testingUser: TestingUserSchema.optional(),
  planner: z.enum(PLANNERS).default('auto'),
  /** Resolved actions of the last passing run; when present they are replayed first. */
  replay: z.array(ResolvedActionSchema).optional(),
  maxSteps: z.number().int().positive().default(50),
  timeoutMs: z.number().int().positive().default(300_000),
  /** Where screenshots, the trace and report.json are written. */
  outDir: z.string(),
});
export type RunSpec = z.input<typeof RunSpecSchema>;
export type ResolvedRunSpec = z.output<typeof RunSpecSchema>;

export const RunReportSchema = z.object({
  status: z.enum(VERDICTS),
  /** For a product manager: what was tested, and which step failed and why. */
  summary: z.string(),
  result: z.string(),
  steps: z.array(StepReportSchema),
  messageContent: z.array(MessageSchema),
  /** Present only when the run PASSED: what the next run replays. */
  resolvedActions: z.array(ResolvedActionSchema).optional(),
  planner: z.enum(['plain-english', 'llm', 'replay']),
  browser: z.enum(AGENT_BROWSERS),
  tracePath: z.string().optional(),
  screenshots: z.array(z.string()),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number() }).optional(),
  timings: z.object({
    startedAt: z.string(),
    finishedAt: z.string(),
    durationMs: z.number(),
    browserLaunchMs: z.number().optional(),
  }),
});
export type RunReport = z.infer<typeof RunReportSchema>;

/** What the agent tells its caller while it runs (the CLI prints these; workers publish them). */
export const AgentEventSchema = z.union([
  z.object({ type: z.literal('started'), at: z.string() }),
  z.object({ type: z.literal('step'), step: StepReportSchema }),
  z.object({ type: z.literal('finished'), status: z.enum(VERDICTS), summary: z.string() }),
]);
export type AgentEvent = z.infer<typeof AgentEventSchema>;
