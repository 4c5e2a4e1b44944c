import { ASSERTION_KINDS, VERDICTS } from '@scout/shared';
import { tool, type Tool } from 'ai';
import { z } from 'zod';
import type { PlannedAction, PlannerDecision } from '../../core/planner.js';

// Models sometimes echo the snapshot's notation ("[ref=e5]", "ref=e5"); keep only the id.
const ref = z
  .string()
  .min(1)
  .transform((r) =>
    r
      .replace(/^\[?ref=/, '')
      .replace(/\]$/, '')
      .trim(),
  )
  .describe('The ref of the element in the accessibility snapshot, e.g. e12');
const description = z
  .string()
  .optional()
  .describe(
    "What this step does, in a few words a person understands, e.g. 'Click the Sign in button'",
  );

/** Each tool: what the model reads about it, and the zod schema its input must pass. */
const TOOL_SPECS = {
  navigate: {
    description: 'Open a URL (absolute, or a path relative to the current site).',
    inputSchema: z.object({ url: z.string().min(1), description }),
  },
  click: {
    description: 'Click an element.',
    inputSchema: z.object({ ref, description }),
  },
  fill: {
    description: 'Replace the text of an input or text area with a value.',
    inputSchema: z.object({ ref, value: z.string(), description }),
  },
  fill_form: {
    description:
      'Fill a whole form the way a tester does when the test gives no values ("fill out the sign-up form", ' +
      '"enter valid data"): every empty field gets a plausible value Scout makes up and reports, a sign-in form ' +
      "gets the testing user's email and password. `form`: the form's heading or name when the page shows " +
      'several; `invalid`: the kind of field to give an invalid value ("email", "password", or "data" for any).',
    inputSchema: z.object({
      form: z.string().min(1).optional(),
      invalid: z.string().min(1).optional(),
      description,
    }),
  },
  select: {
    description: 'Choose an option of a select (drop-down) by its label.',
    inputSchema: z.object({ ref, option: z.string().min(1), description }),
  },
  check: {
    description:
      'Tick (checked true) or untick (checked false) a checkbox, switch or radio button.',
    inputSchema: z.object({ ref, checked: z.boolean(), description }),
  },
  press: {
    description:
      'Press a key such as Enter, Tab, Escape or ArrowDown, on an element when a ref is given.',
    inputSchema: z.object({ key: z.string().min(1), ref: ref.optional(), description }),
  },
  hover: {
    description: 'Move the mouse over an element.',
    inputSchema: z.object({ ref, description }),
  },
  scroll: {
    description: 'Scroll the page one screen up or down.',
    inputSchema: z.object({ direction: z.enum(['up', 'down']), description }),
  },
  wait: {
    description: 'Wait until a text appears on the page, or for a number of seconds (at most 10).',
    inputSchema: z.object({
      text: z.string().min(1).optional(),
      seconds: z.number().positive().max(10).optional(),
      description,
    }),
  },
  assert: {
    description:
      'Check that the page is as the test expects. text_visible/text_absent/title/url take `expected` text ' +
      '(shown text matches whole words, case-insensitive; match "contains" for any substring; URLs and titles ' +
      'also take match "starts_with", "ends_with" or "matches" with a /regex/ or a glob with *); ' +
      'visible/hidden/enabled/disabled/checked/unchecked take a `ref`; value takes a `ref` and `expected`; ' +
      'count takes the expected number and a `ref` to a list, table or menu (counts its items) or to one item ' +
      '(counts the items like it beside it); error_shown/no_error check whether the page shows an error message; ' +
      'dialog takes the `expected` message of the browser dialog (alert, confirm, prompt) the last action opened.',
    inputSchema: z.object({
      kind: z.enum(ASSERTION_KINDS),
      ref: ref.optional(),
      expected: z.union([z.string(), z.number()]).optional(),
      match: z
        .enum(['equals', 'words', 'contains', 'starts_with', 'ends_with', 'matches'])
        .optional(),
      description,
    }),
  },
  dialog: {
    description:
      'Answer the browser dialog (alert, confirm or prompt) that is open: accept (OK) or dismiss (Cancel). ' +
      'For a prompt, `text` is typed before OK.',
    inputSchema: z.object({
      action: z.enum(['accept', 'dismiss']),
      text: z.string().optional(),
      description,
    }),
  },
  switch_tab: {
    description:
      'Act in another browser tab from now on: tab "new" (the newest), "first" or "previous", or the tab whose ' +
      'title contains `title`. A tab an action opens is followed without this.',
    inputSchema: z.object({
      tab: z.enum(['new', 'first', 'previous']).optional(),
      title: z.string().min(1).optional(),
      description,
    }),
  },
  close_tab: {
    description: 'Close the current tab; the tab used before it becomes the current one.',
    inputSchema: z.object({ description }),
  },
  verdict: {
    description:
      'End the test. PASSED: everything the test expects was checked and holds. FAILED: the application did not do ' +
      'what the test expects. ERROR: the test could not be carried out (site down, blocked, unclear test).',
    inputSchema: z.object({ status: z.enum(VERDICTS), reason: z.string().min(1) }),
  },
} as const;

/** The tools the model may call; none has `execute`: the run loop carries out the action. */
export const PLANNER_TOOLS = Object.fromEntries(
  Object.entries(TOOL_SPECS).map(([name, t]) => [
    name,
    tool<unknown, never>({ description: t.description, inputSchema: t.inputSchema }),
  ]),
) as {
  [T in keyof typeof TOOL_SPECS]: Tool<z.input<(typeof TOOL_SPECS)[T]['inputSchema']>, never>;
};

export type PlannerToolName = keyof typeof TOOL_SPECS;
type Input<T extends PlannerToolName> = z.output<(typeof TOOL_SPECS)[T]['inputSchema']>;
/** A tool call whose input passed its schema. */
export type PlannerToolCall = {
  [T in PlannerToolName]: { toolName: T; input: Input<T> };
}[PlannerToolName];

/** Validates a tool input the model wrote outside a tool call; undefined when it does not fit. */
export function parseToolInput(
  name: PlannerToolName,
  input: unknown,
): Record<string, unknown> | undefined {
  const parsed = TOOL_SPECS[name].inputSchema.safeParse(input);
  return parsed.success ? parsed.data : undefined;
}

/** Turns one valid tool call into what the run loop executes (or the run's verdict). */
export function toDecision(call: PlannerToolCall, thought?: string): PlannerDecision {
  if (call.toolName === 'verdict') {
    return { type: 'verdict', status: call.input.status, reason: call.input.reason };
  }
  return { type: 'act', action: toAction(call), ...(thought ? { thought } : {}) };
}

function toAction(call: Exclude<PlannerToolCall, { toolName: 'verdict' }>): PlannedAction {
  const said = call.input.description?.trim();
  const describe = (fallback: string) => said || fallback;
  switch (call.toolName) {
    case 'navigate':
      return {
        kind: 'navigate',
        value: call.input.url,
        description: describe(`Go to ${call.input.url}`),
      };
    case 'click':
      return {
        kind: 'click',
        ref: call.input.ref,
        description: describe(`Click ${call.input.ref}`),
      };
    case 'fill': {
      const { ref: r, value } = call.input;
      return { kind: 'fill', ref: r, value, description: describe(`Type "${value}" into ${r}`) };
    }
    case 'fill_form': {
      const { form, invalid } = call.input;
      return {
        kind: 'fill_form',
        ...(form ? { target: { region: form, description: `the ${form} form` } } : {}),
        ...(invalid ? { form: { invalid } } : {}),
        description: describe(
          `Fill ${form ? `the ${form} form` : 'the form'}${invalid ? ` with an invalid ${invalid}` : ''}`,
        ),
      };
    }
    case 'select': {
      const { ref: r, option } = call.input;
      return {
        kind: 'select',
        ref: r,
        value: option,
        description: describe(`Choose "${option}" in ${r}`),
      };
    }
    case 'check': {
      const kind = call.input.checked ? 'check' : 'uncheck';
      return {
        kind,
        ref: call.input.ref,
        description: describe(`${call.input.checked ? 'Tick' : 'Untick'} ${call.input.ref}`),
      };
    }
    case 'press': {
      const { key, ref: r } = call.input;
      return {
        kind: 'press',
        value: key,
        ...(r ? { ref: r } : {}),
        description: describe(`Press ${key}`),
      };
    }
    case 'hover':
      return {
        kind: 'hover',
        ref: call.input.ref,
        description: describe(`Hover over ${call.input.ref}`),
      };
    case 'scroll':
      return {
        kind: 'scroll',
        value: call.input.direction,
        description: describe(`Scroll ${call.input.direction}`),
      };
    case 'wait':
      return toWait(call.input, said);
    case 'dialog': {
      const { action, text } = call.input;
      const accept = action === 'accept';
      return {
        kind: accept ? 'accept_dialog' : 'dismiss_dialog',
        ...(accept && text !== undefined ? { value: text } : {}),
        description: describe(accept ? 'Accept the dialog' : 'Dismiss the dialog'),
      };
    }
    case 'switch_tab': {
      const { tab, title } = call.input;
      if (title) {
        const target = { name: title, description: `the tab titled “${title}”` };
        return {
          kind: 'switch_tab',
          target,
          description: describe(`Switch to the tab titled “${title}”`),
        };
      }
      return {
        kind: 'switch_tab',
        value: tab ?? 'new',
        description: describe(`Switch to the ${tab ?? 'new'} tab`),
      };
    }
    case 'close_tab':
      return { kind: 'close_tab', description: describe('Close the tab') };
    case 'assert': {
      const { kind, ref: r, expected, match } = call.input;
      const assertion = {
        kind,
        ...(expected !== undefined ? { expected } : {}),
        ...(match ? { match } : {}),
      };
      const what = expected !== undefined ? `${kind} ${JSON.stringify(expected)}` : kind;
      return {
        kind: 'assert',
        ...(r ? { ref: r } : {}),
        assertion,
        description: describe(`Check ${what}`),
      };
    }
  }
}

// A text to wait for is a target; a bare pause is a value in the executor's "<n>ms" form.
function toWait(input: Input<'wait'>, said: string | undefined): PlannedAction {
  if (input.text) {
    const target = { text: input.text, description: `the text "${input.text}"` };
    return { kind: 'wait_for', target, description: said || `Wait for "${input.text}"` };
  }
  const seconds = input.seconds ?? 1;
  const value = `${Math.round(seconds * 1000)}ms`;
  return { kind: 'wait_for', value, description: said || `Wait ${seconds} s` };
}
