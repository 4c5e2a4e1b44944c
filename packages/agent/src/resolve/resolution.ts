import type { Locator } from 'playwright-core';
import type { ActionKind, Target } from '@scout/shared';

/** What looking for a target found: one element, or why not. */
export type Resolution =
  | { ok: true; locator: Locator; target: Target }
  | { ok: false; reason: 'not_found' | 'ambiguous'; error: string };

export interface ResolveOptions {
  kind: ActionKind;
  /** Replay: only the recorded role and name count; no fuzzy matching, no snapshot. */
  exactOnly?: boolean;
  /** How long to wait for the element to appear (it may load late). */
  timeoutMs: number;
  /** An aria ref from the planner's last observation, tried first. */
  ref?: string;
  /** Healing a recorded step whose element was renamed: a longer name that changes what the
   *  element does ("Delete" → "Delete account") may stand in, since the recorded run vouches for it. */
  healing?: boolean;
  /** A check that the element is gone: a role that only names what the element is ("the Login
   *  dialog") does not narrow the search, since an element of another role that shows the name
   *  is still there (fail closed). */
  anyRole?: boolean;
}
