import type { Target } from '@scout/shared';
import { parseAssertion } from '../../assertions.js';
import { parseTarget } from '../../targets.js';
import { isGeneric, itemName } from '../slots.js';
import { one, type Frame } from './frame.js';

/**
 * Frames that tick and untick: a checkbox checked or unchecked, a list's item completed or not.
 */

// A verb outside quotes makes a phrase a statement ("the price is correct"), not an element's name.
const CLAUSE =
  /\b(?:is|are|was|were|be|has|have|had|shows?|displays?|contains?|equals?|matches|works?|looks?|appears?|exists?|says|reads|gets|got|does|did|can|cannot|should|must|will)\b/i;

/** Ticks (or unticks) the checkbox of the list item the step names ("mark 'Pay rent' as done"). */
export const itemBox =
  (kind: 'check' | 'uncheck'): Frame['read'] =>
  (s, ctx) => {
    const name = itemName(s.ITEM, ctx.quotes);
    return name
      ? one(ctx, kind, {
          target: { role: 'checkbox', near: name, description: `the checkbox for “${name}”` },
        })
      : undefined;
  };

export const BOX_FRAMES: Frame[] = [
  {
    id: 'uncheck',
    verbs: ['uncheck', 'untick', 'deselect', 'un-check', 'un-tick', 'clear'],
    patterns: ['(uncheck|untick|deselect|un-check|un-tick|clear the checkbox) TARGET'],
    priority: 30,
    read: (s, ctx) => one(ctx, 'uncheck', { target: boxTarget(s.TARGET, ctx.quotes) }),
    form: "check / uncheck 'Remember me'; tick the box next to 'Pay rent'",
    examples: ["uncheck 'Remember me'"],
  },
  {
    id: 'check',
    verbs: ['check', 'tick', 'mark', 'select', 'enable', 'toggle'],
    patterns: ['(check|tick|mark) [that|whether|if] REST'],
    priority: 30,
    read: (s, ctx) => {
      const rest = s.REST;
      const asks = /^(?:check|tick|mark)\s+(?:that|whether|if)\b/i.test(ctx.text);
      // "check 'I agree'" ticks a box; "check that 'Saved' …" or "check the title is …" asserts.
      const onlyNamed =
        /^(?:the\s+)?⟦\d+⟧(?:\s+(?:checkbox|check box|box|option|radio(?: button)?|switch|toggle))?$/i.test(
          rest,
        );
      const parsed = asks || !onlyNamed ? parseAssertion(rest, ctx.quotes) : undefined;
      if (parsed) return one(ctx, 'assert', parsed);
      // "Check the price is correct" states something to verify that the planner cannot read.
      if (asks || CLAUSE.test(rest.replace(/\b(?:that|which)\s+(?:says|reads|shows)\b/gi, '')))
        return { refuse: 'no_frame', message: 'a check the planner cannot make concrete' };
      // "Check the settings page", "the user can check out": not a box to tick.
      if (
        /^(?:out|in|off|up|it|them|everything|all)$|\b(?:page|screen|section|form|list|details|results|order|basket|cart|site|app)$/i.test(
          rest.trim(),
        )
      )
        return undefined;
      const box = boxTarget(rest, ctx.quotes);
      if (
        box.role &&
        !['checkbox', 'radio', 'switch', 'option', 'menuitemcheckbox'].includes(box.role)
      )
        return undefined;
      return one(ctx, 'check', { target: box });
    },
    form: "check that the page shows 'Welcome' (whole words; 'contains' for any part of the text); … does not show 'Error'",
    examples: [
      "check 'I agree'",
      "check that the page shows 'Welcome'",
      "Tick the box next to 'Pay rent'",
    ],
  },
  {
    id: 'complete',
    verbs: ['mark', 'complete', 'finish', 'tick', 'check', 'cross'],
    patterns: [
      'mark ITEM as (done|complete|completed|finished|read|resolved|checked|ticked)',
      '(complete|finish|tick off|check off|cross off|cross out) ITEM',
    ],
    priority: 34,
    read: itemBox('check'),
    form: "mark 'Pay rent' as done / complete 'Pay rent' (ticks its box)",
    examples: ["Mark 'Pay rent' as done", "Complete 'Pay rent'"],
  },
  {
    id: 'uncomplete',
    verbs: ['mark', 'untick', 'uncheck'],
    patterns: [
      'mark ITEM as (not done|not complete|not completed|incomplete|uncompleted|undone|active|unread|open|to do|todo)',
    ],
    priority: 35,
    read: itemBox('uncheck'),
    examples: ["mark 'Pay rent' as not done"],
  },
];

/** A box to tick: with no name, a checkbox (found by the text beside it). */
function boxTarget(phrase: string, quotes: string[]): Target {
  const t = parseTarget(phrase, quotes);
  if (isGeneric(t) && !t.role) t.role = 'checkbox';
  return t;
}
