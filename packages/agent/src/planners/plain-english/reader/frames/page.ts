import type { Target } from '@scout/shared';
import { literal } from '../../quotes.js';
import { parseTarget } from '../../targets.js';
import { viewportSize } from '../../../../core/viewport-size.js';
import { isGeneric, target } from '../slots.js';
import { one, type Frame, type FrameContext, type Reading } from './frame.js';

/**
 * Frames for the page itself: a modal closed, a section expanded or collapsed, focus, drag, a
 * slider, the window resized, hover, scroll and waits.
 */

const MODALS =
  '(modal|popup|pop-up|pop up|overlay|lightbox|modal window|modal dialog|drawer|popover|dialog window|sheet|dialog|dialog box)';
const SECTION =
  '(section|panel|accordion|accordion item|collapsible|details|disclosure|group|fold|expander|dropdown section)';

// The parts of a page a step scrolls to by their kind: "the footer", "the page's header".
const PAGE_PART =
  /^(?:the\s+)?(?:page(?:'s)?\s+)?(footer|header|sidebar|side bar|navigation bar|nav ?bar)$/i;

export const PAGE_FRAMES: Frame[] = [
  {
    id: 'close.modal',
    verbs: ['close', 'dismiss', 'exit', 'hide'],
    patterns: [`(close|dismiss|exit|hide|shut) [the|this|that] ${MODALS}`],
    priority: 55,
    read: (_s, ctx) =>
      one(ctx, 'click', {
        target: { name: 'Close', region: 'dialog', description: 'the close button of the dialog' },
      }),
    form: 'close the modal (its Close or × button)',
    examples: ['Close the modal', 'dismiss the popup', 'Close the dialog'],
  },
  {
    id: 'expand',
    verbs: ['expand', 'open', 'unfold', 'show'],
    patterns: [
      `(expand|open|unfold|show) [the] [next|collapsed|hidden|closed] ${SECTION} [below|underneath|beneath|above|further down]`,
      '(expand|unfold) TARGET',
      `(open|show) [the] NAME ${SECTION}`,
    ],
    priority: 34,
    read: (s, ctx) => {
      if (s.NAME !== undefined) {
        if (!/^⟦\d+⟧$/.test(s.NAME.trim())) return undefined;
        return one(ctx, 'click', { target: { ...target(s.NAME, ctx.quotes), collapsed: true } });
      }
      if (!s.TARGET)
        return one(ctx, 'click', {
          target: { collapsed: true, description: 'the collapsed section' },
        });
      const t = target(s.TARGET.replace(new RegExp(`\\s+${SECTION}$`, 'i'), ''), ctx.quotes);
      return one(ctx, 'click', { target: { ...t, collapsed: true } });
    },
    form: "expand 'Shipping'; open the section below",
    examples: ['Open the section below', "Expand 'Shipping'"],
  },
  {
    id: 'collapse',
    verbs: ['collapse', 'fold'],
    patterns: ['(collapse|fold) TARGET'],
    priority: 30,
    read: (s, ctx) =>
      one(ctx, 'click', {
        target: target(s.TARGET.replace(new RegExp(`\\s+${SECTION}$`, 'i'), ''), ctx.quotes),
      }),
    examples: ["collapse 'Shipping'"],
  },
  {
    id: 'find.in.tabs',
    verbs: ['find', 'locate', 'look'],
    patterns: [
      '(find|locate|look for|search for) TARGET (in|on|under|across|among) [one of] the tabs [,] [and|then] [click|open|select|tap|press] [it|on it]',
      '(click|open|select|tap) TARGET (in|on|under) one of the tabs',
    ],
    priority: 36,
    read: (s, ctx) =>
      one(ctx, 'click', { target: { ...target(s.TARGET, ctx.quotes), inTabs: true } }),
    form: "find the 'Invoices' link in one of the tabs and click it",
    examples: ["Find the 'Invoices' link in one of the tabs and click it"],
  },
  {
    id: 'focus',
    verbs: ['focus', 'put', 'place', 'move', 'set', 'give'],
    patterns: [
      'focus [on|in|into] TARGET',
      '(put|place|set) the cursor (in|into|on) TARGET',
      '(move|set|give) [the] focus (to|on|into) TARGET',
    ],
    priority: 33,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      if (isGeneric(t) && !t.role) t.role = 'textbox';
      return one(ctx, 'focus', { target: t });
    },
    form: 'focus the 2nd input',
    examples: ['Focus the 2nd input', 'put the cursor in the Email field'],
  },
  {
    id: 'drag',
    verbs: ['drag', 'move'],
    patterns: ['(drag|drag and drop|move) SOURCE (to|onto|into|over|on|on to|in) TARGET'],
    priority: 31,
    read: (s, ctx) => {
      if (
        /\b(?:mouse|pointer|cursor|slider)\b/i.test(s.SOURCE) ||
        /^\d+(?:\.\d+)?%?$/.test(literal(s.TARGET, ctx.quotes).text)
      )
        return undefined;
      return one(ctx, 'drag', {
        target: target(s.SOURCE, ctx.quotes),
        to: target(s.TARGET, ctx.quotes),
      });
    },
    form: "drag 'Task A' to 'Done'",
    examples: ["Drag 'Task A' to 'Done'", "drag and drop 'Card 1' onto the 'Done' column"],
  },
  {
    id: 'slider',
    verbs: ['move', 'slide', 'drag', 'set'],
    patterns: ['(move|slide|drag|set) TARGET to VALUE'],
    priority: 32,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      if (t.role !== 'slider' && !/\bslider\b/i.test(s.TARGET)) return undefined;
      return one(ctx, 'fill', {
        value: literal(s.VALUE, ctx.quotes).text.replace(/%$/, ''),
        target: { ...t, role: 'slider' },
      });
    },
    examples: ['move the price slider to 50', 'Set the volume slider to 30'],
  },
  {
    // The window's size, as a width and height in pixels (issue 25).
    id: 'resize',
    verbs: ['resize', 'set', 'change'],
    patterns: [
      'resize [my|the] [browser] [window|screen|viewport|browser] to SIZE',
      '(set|change) [my|the] [browser] (window|screen|viewport) [size] to SIZE',
      '(have|use) a (screen|window|viewport|browser window) [that is|of|sized] SIZE',
    ],
    priority: 31,
    read: (s, ctx) => {
      const size = viewportSize(s.SIZE);
      return size ? one(ctx, 'resize', { value: `${size.width}x${size.height}` }) : undefined;
    },
    form: 'resize the window to 800x600',
    examples: ['I resize my window to 800x600', 'I have a screen that is 1024 by 768 pixels'],
  },
  {
    // Every checkbox on show, or every one in a named part of the page (issue 25).
    id: 'check.all',
    verbs: ['tick', 'check', 'select'],
    patterns: [
      '(tick|check|select) all [of] [the] (checkboxes|check boxes|boxes)',
      '(tick|check|select) all [of] [the] (checkboxes|check boxes|boxes) (in|within|inside|under) REGION',
    ],
    priority: 34,
    read: (s, ctx) => {
      if (s.REGION === undefined) return one(ctx, 'check_all');
      const region = literal(s.REGION, ctx.quotes)
        .text.replace(/^the\s+/i, '')
        .trim();
      return one(ctx, 'check_all', { target: { region, description: region } });
    },
    form: 'tick all the checkboxes [in the Filters section]',
    examples: ['Tick all the checkboxes', 'When I check all the checkboxes'],
  },
  {
    id: 'hover',
    verbs: ['hover', 'mouse', 'move', 'mouseover'],
    patterns: [
      '(hover|mouse|mouseover|move the mouse|move the pointer|move the cursor|point) [over|on|onto|to|above|at] TARGET',
    ],
    priority: 30,
    read: (s, ctx) => one(ctx, 'hover', { target: target(s.TARGET, ctx.quotes) }),
    form: "hover over 'Menu'; scroll down / to the bottom / to 'Footer'",
    examples: ["hover over 'Menu'"],
  },
  {
    id: 'scroll',
    verbs: ['scroll', 'look'],
    patterns: [
      'scroll [down|up] [to the] [bottom|top|end|start] [of the page]',
      'scroll [down|up] (to|until) [you see|i see|we see|it shows] TARGET',
      // "And I look down at the footer": the eyes move there, so the page does.
      'look (down|up) (at|to|towards|toward) TARGET',
    ],
    priority: 30,
    read: (s, ctx) => {
      // "scroll to the footer": that part of the page, found as a step's "in the footer" is.
      const part = s.TARGET && PAGE_PART.exec(s.TARGET.trim());
      if (part) {
        const region = part[1].toLowerCase().replace(/^nav\s?bar$/, 'navigation bar');
        return one(ctx, 'scroll', { target: { region, description: `the ${region}` } });
      }
      if (/^look\b/i.test(ctx.text)) return undefined;
      if (s.TARGET !== undefined)
        return one(ctx, 'scroll', {
          target: target(s.TARGET.replace(/\s+is\s+visible$/i, ''), ctx.quotes),
        });
      const words = ctx.step.toLowerCase();
      const where = /bottom|end/.test(words)
        ? 'bottom'
        : /top|start/.test(words)
          ? 'top'
          : /\bup\b/.test(words)
            ? 'up'
            : 'down';
      return one(ctx, 'scroll', { value: where });
    },
    examples: [
      'scroll down',
      'scroll to the bottom of the page',
      "scroll to 'Footer'",
      'And I look down at the footer',
    ],
  },
  {
    id: 'wait.time',
    verbs: ['wait', 'pause', 'sleep'],
    patterns: ['(wait|pause|sleep) [for] AMOUNT'],
    priority: 31,
    read: (s, ctx) => {
      const m = /^(\d+(?:\.\d+)?)\s*(seconds?|secs?|s|milliseconds?|ms)$/i.exec(s.AMOUNT);
      if (!m) return undefined;
      const ms = /^m/i.test(m[2]) ? Number(m[1]) : Number(m[1]) * 1000;
      return one(ctx, 'wait_for', { value: `${Math.round(ms)}ms` });
    },
    form: "upload a file to 'Attachment'; wait for 'Saved' to appear / disappear; wait 2 seconds",
    examples: ['wait 2 seconds'],
  },
  {
    id: 'wait',
    verbs: ['wait'],
    patterns: ['wait (for|until) REST'],
    priority: 30,
    read: (s, ctx) => readWait(s.REST, ctx),
    examples: [
      "wait for 'Saved' to appear",
      'wait until the page loads',
      "wait for 'Loading' to disappear",
      'wait until the spinner disappears',
    ],
  },
  {
    // "When the list is loaded", "When the page has loaded", "Then the results are loaded": the
    // wait for it, said as what happened. Read as a statement, "loaded" was text to look for.
    id: 'wait.loaded',
    verbs: [],
    patterns: [
      'TARGET (is|are|has|have) [been] [fully|completely|successfully] (loaded|finished loading|done loading)',
      'TARGET (loads|finishes loading)',
    ],
    priority: 12,
    read: (s, ctx) =>
      /^(?:i|we|you|they|he|she|it)\b/i.test(s.TARGET.trim())
        ? undefined
        : readWait(`${s.TARGET.trim()} to load`, ctx),
    examples: [
      'When the list is loaded',
      'When the page has loaded',
      'When the Orders table has loaded',
    ],
  },
];

function readWait(rest: string, ctx: FrameContext): Reading | undefined {
  let m: RegExpExecArray | null;
  if (/^the\s+page\s+(?:to\s+)?(?:load|loads|finish(?:es)? loading|is loaded)$/i.test(rest))
    return one(ctx, 'wait_for', { value: 'load' });
  // "wait for the page to show 'Done'": a wait for that text.
  if (
    (m =
      /^the\s+(?:page|screen)\s+(?:to\s+)?(?:show|shows|display|displays|contain|contains)\s+(.+)$/i.exec(
        rest,
      ))
  )
    return waitOne(ctx, 'wait_for', waitTarget(m[1], ctx.quotes));
  if (
    (m =
      /^(.+?)\s+(?:to\s+)?(?:disappear|disappears|vanish|vanishes|go away|goes away|is gone|be gone|be hidden|is hidden|is removed|be removed|close|closes|is closed|is no longer (?:shown|visible))$/i.exec(
        rest,
      ))
  ) {
    return waitOne(ctx, 'wait_gone', waitTarget(m[1], ctx.quotes));
  }
  m =
    /^(.+?)(?:\s+(?:to\s+)?(?:appear|appears|be shown|is shown|show up|shows up|is visible|be visible|load|loads|is displayed|be displayed|is loaded))?$/i.exec(
      rest,
    );
  return m ? waitOne(ctx, 'wait_for', waitTarget(m[1], ctx.quotes)) : undefined;
}

function waitOne(
  ctx: FrameContext,
  kind: 'wait_for' | 'wait_gone',
  t: Target | undefined,
): Reading | undefined {
  return t ? one(ctx, kind, { target: t }) : undefined;
}

// What a page shows while it is busy: "the spinner", "the loading overlay", "the progress bar".
const LOADING_INDICATOR =
  /^(?:the\s+|a\s+)?((?:loading\s+)?(?:spinner|loader|loading indicator|loading icon|loading bar|loading overlay|loading screen|progress bar|progress indicator|busy indicator|throbber))$/i;

/** "wait for 'Saved'" waits for text; "wait for the Save button" for an element. */
function waitTarget(phrase: string, quotes: string[]): Target | undefined {
  // "wait for the popovers to appear": a popover or tooltip on show (role tooltip).
  if (/^(?:the\s+|a\s+)?(?:popovers?|tooltips?|tool tips?)$/i.test(phrase.trim()))
    return { role: 'tooltip', description: phrase.trim() };
  // "wait until the spinner disappears", "wait for the loading indicator to go away": the page's
  // sign that it is busy, by what it is called.
  const busy = LOADING_INDICATOR.exec(phrase.trim());
  if (busy) return { name: busy[1], description: busy[1] };
  const parsed = parseTarget(phrase.replace(/^(?:the\s+)?(?:text|message)\s+(?=⟦)/i, ''), quotes);
  if (!parsed.role && !parsed.label && !parsed.placeholder && parsed.name) {
    // "wait for the popovers to appear": unquoted words name no text to wait for.
    if (!quotes.includes(parsed.name)) return undefined;
    return { description: parsed.description, text: parsed.name };
  }
  return parsed;
}
