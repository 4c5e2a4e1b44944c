import { parseDialogOrTabStep } from '../../dialogs-and-tabs.js';
import { literal, maskQuotes } from '../../quotes.js';
import { target } from '../slots.js';
import { one, type Frame } from './frame.js';

/**
 * The first frames: a note to whoever runs the test (refused), dialogs and tabs, a switch turned on
 * or off, a message got, a tab or the last window.
 */

// A test framework's debugging step (Capybara's "show me the page", "save and open page" or
// "… screenshot", "pause", "debug"): a note to whoever runs the test, not about the application.
// ("I take a screenshot" is a step of the test: SCREENSHOT below.)
const NOTE_TO_TESTER =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+)?(?:(?:show me|save and open)\s+(?:the\s+)?(?:current\s+)?page(?:\s+in\s+(?:the|a)\s+browser)?|save and open (?:a\s+|the\s+)?screenshot|print (?:the\s+)?(?:page|html|dom)|pause(?:\s+(?:the\s+)?test)?|debug|start (?:the\s+)?debugger|(?:put|set) a breakpoint)[.!]?$/i;

// "Given I open the browser", "close the browser": the runner opens and closes the browser.
const BROWSER_STEP =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+)?(?:open|opens|launch|launches|start|starts|close|closes|quit|quits|exit|exits)\s+(?:the\s+|a\s+|new\s+|a\s+new\s+)?(?:web\s+)?browser(?:\s+window)?[.!]?$/i;

/** Whether the step is a note to whoever runs the test (see NOTE_TO_TESTER) or opens or closes
 *  the browser, which the runner does. */
export function isNoteToTester(step: string): boolean {
  return NOTE_TO_TESTER.test(step.trim()) || BROWSER_STEP.test(step.trim());
}

// "Given I have closed all but the first tab", "close all tabs except the first", "close the other
// tabs": the first tab alone stays open. Its own regular expression on the step: "have" is no verb
// of the lexicon (a Given that starts with it states data).
const CLOSE_OTHER_TABS =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+)?(?:(?:have|has)\s+closed|closes?)\s+(?:all\s+(?:the\s+)?(?:tabs|windows|browser tabs|browser windows)\s+(?:but|except(?:\s+for)?)\s+the\s+first(?:\s+(?:one|tab|window))?|all\s+but\s+the\s+first\s+(?:tab|window|browser tab|browser window)|(?:all\s+)?(?:the\s+)?other\s+(?:tabs|windows|browser tabs|browser windows))[.!]?$/i;

// "And I should have scrolled down", "the page should be scrolled down": a check of where the page
// is scrolled. Its own regular expression: "have" is no verb of the lexicon.
const SCROLLED_DOWN =
  /^(?:(?:then|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+(?:should|must)\s+have\s+scrolled\s+down|the\s+page\s+(?:should\s+be|is|has)\s+scrolled\s+down)[.!]?$/i;

// "Then I should get a download with filename 'report.ods'" (Spreewald), "the file 'report.ods'
// should be downloaded", "a file should be downloaded": a check that the page gave a file.
const DOWNLOAD_NAMED =
  /^(?:(?:then|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+(?:should|must|will)\s+(?:get|receive|have)\s+a\s+(?:file\s+)?download\s+(?:with\s+(?:the\s+)?)?(?:file\s*name|name)(?:\s+of)?\s+(⟦\d+⟧)|(?:the\s+|a\s+)?(?:file\s+)?(?:(?:named|called)\s+)?(⟦\d+⟧)\s+(?:should\s+be|is|was|has\s+been|must\s+be)\s+downloaded)[.!]?$/i;
const DOWNLOAD_ANY =
  /^(?:(?:then|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+(?:should|must|will)\s+(?:get|receive)\s+a\s+(?:file\s+)?download|a\s+file\s+(?:should\s+be|is|was|has\s+been|must\s+be)\s+downloaded)[.!]?$/i;

// "And I take a screenshot", "Take a full-page screenshot of the page", "capture a screenshot": a
// picture of the page kept with the step (the run's evidence), not a debugging note.
const SCREENSHOT =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+)?(?:take|takes|capture|captures|make|makes|grab|grabs|save|saves)\s+(?:a\s+|the\s+|another\s+)?(?:full[- ]page\s+)?screen\s?shot(?:\s+of\s+(?:the\s+)?(?:current\s+|whole\s+)?(?:page|screen|window|browser))?[.!]?$/i;

export const DIALOG_AND_TAB_FRAMES: Frame[] = [
  {
    id: 'page.screenshot',
    verbs: [],
    patterns: ['REST'],
    priority: 90,
    read: (_s, ctx) => (SCREENSHOT.test(ctx.step.trim()) ? one(ctx, 'screenshot') : undefined),
    form: 'take a screenshot (kept with the step)',
    examples: ['And I take a screenshot', 'Take a screenshot of the page'],
  },
  {
    id: 'page.downloaded',
    verbs: [],
    patterns: ['REST'],
    priority: 90,
    read: (_s, ctx) => {
      const { text, quotes } = maskQuotes(ctx.step.trim());
      const named = DOWNLOAD_NAMED.exec(text);
      const name = named && literal((named[1] ?? named[2])!, quotes).text.trim();
      if (name) return one(ctx, 'assert', { assertion: { kind: 'downloaded', expected: name } });
      return DOWNLOAD_ANY.test(text)
        ? one(ctx, 'assert', { assertion: { kind: 'downloaded' } })
        : undefined;
    },
    form: "the file 'report.csv' should be downloaded",
    examples: [
      'Then I should get a download with filename "report (today).ods"',
      'Then the file "report.csv" should be downloaded',
      'And a file should be downloaded',
    ],
  },
  {
    id: 'page.scrolled-down',
    verbs: [],
    patterns: ['REST'],
    priority: 90,
    read: (_s, ctx) =>
      SCROLLED_DOWN.test(ctx.step.trim())
        ? one(ctx, 'assert', { assertion: { kind: 'scrolled_down' } })
        : undefined,
    form: 'the page should be scrolled down',
    examples: ['And I should have scrolled down', 'Then the page should be scrolled down'],
  },
  {
    id: 'tabs.close-others',
    verbs: [],
    patterns: ['REST'],
    priority: 90,
    read: (_s, ctx) =>
      CLOSE_OTHER_TABS.test(ctx.step.trim()) ? one(ctx, 'close_other_tabs') : undefined,
    form: 'close all but the first tab',
    examples: ['Given I have closed all but the first tab', 'close all tabs except the first'],
  },
  {
    id: 'note.to-tester',
    verbs: [],
    patterns: ['REST'],
    priority: 90,
    read: (_s, ctx) =>
      isNoteToTester(ctx.step)
        ? {
            refuse: 'not_a_ui_step',
            message: BROWSER_STEP.test(ctx.step.trim())
              ? 'for the runner, which opens and closes the browser, not a step about the application'
              : 'a debugging step for whoever runs the test (it shows, saves or pauses on the page), not a step about the application',
          }
        : undefined,
    examples: [],
  },
  {
    id: 'dialogs-and-tabs',
    verbs: [
      'accept',
      'dismiss',
      'cancel',
      'switch',
      'close',
      'confirm',
      'approve',
      'decline',
      'reject',
      'return',
    ],
    patterns: ['REST'],
    priority: 50,
    read: (s, ctx) => {
      const parsed = parseDialogOrTabStep(s.REST, ctx.quotes, ctx.step);
      return parsed ? { actions: [parsed.action] } : undefined;
    },
    examples: [
      'accept the confirmation',
      'click OK in the dialog',
      'dismiss the alert',
      "enter 'Ada' in the prompt and accept",
      "check that the dialog says 'Are you sure?'",
      'switch to the new tab',
      "switch to the tab titled 'Help'",
      'go back to the first tab',
      'close the tab',
    ],
  },
  {
    id: 'toggle',
    verbs: ['turn', 'switch', 'toggle'],
    patterns: ['(turn|switch|toggle) (on|off) TARGET', '(turn|switch|toggle) TARGET (on|off)'],
    priority: 52,
    read: (s, ctx) => {
      const off = /\boff\b/i.test(ctx.text);
      const t = target(s.TARGET, ctx.quotes);
      if (/\b(?:tab|window)\b/i.test(s.TARGET)) return undefined;
      return one(ctx, off ? 'uncheck' : 'check', { target: t });
    },
    form: "turn off 'SMS alerts' (a switch or checkbox)",
    examples: ["turn off 'Weekly digest'", "Switch 'Dark mode' on"],
  },
  {
    id: 'get.message',
    verbs: ['get', 'receive'],
    patterns: [
      '(get|receive) [the|an|a] [error|message|notification|warning|alert|confirmation|error message] [saying|that says|reading] VALUE',
    ],
    priority: 31,
    read: (s, ctx) =>
      /^⟦\d+⟧$/.test(s.VALUE.trim())
        ? one(ctx, 'assert', {
            assertion: { kind: 'text_visible', expected: literal(s.VALUE, ctx.quotes).text },
          })
        : undefined,
    examples: ["You should get the error 'Please choose a country.'"],
  },
  {
    id: 'tab.named',
    verbs: ['switch', 'go', 'open', 'select'],
    patterns: ['(switch|go|change|move) to [the] NAME tab', '(open|select|choose) [the] NAME tab'],
    priority: 51,
    read: (s, ctx) => {
      // "the 'Billing' tab", "the Notifications tab" (a name as the page writes it, capitalised).
      if (!/^⟦\d+⟧$|^[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}$/.test(s.NAME.trim())) return undefined;
      const name = literal(s.NAME, ctx.quotes).text;
      return one(ctx, 'click', { target: { role: 'tab', name, description: `the “${name}” tab` } });
    },
    examples: ["Switch to the 'Billing' tab"],
  },
  {
    id: 'window.last',
    verbs: ['focus', 'switch', 'go'],
    patterns: [
      '(focus|switch to|go to|focus on) the (last|latest) [opened] (window|tab|browser window|browser tab)',
      '(focus|focus on) the (new|newly opened) (window|tab|browser window|browser tab)',
    ],
    priority: 52,
    read: (_s, ctx) => one(ctx, 'switch_tab', { value: 'new' }),
    examples: ['I focus the last opened window'],
  },
];
