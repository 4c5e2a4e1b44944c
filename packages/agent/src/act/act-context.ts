import type { Page } from 'playwright-core';
import type { ResolvedRunSpec, Target } from '@scout/shared';
import type { RunPages } from '../browser/run-pages.js';

/** What every action is carried out with: the tab, the run's pages and spec, and its timeouts. */
export interface ActContext {
  /** The current tab. */
  page: Page;
  /** The run's tabs and native dialogs. */
  pages: RunPages;
  spec: ResolvedRunSpec;
  /** How long a target may take to appear. */
  targetTimeoutMs: number;
  /** How long an explicit "wait for" waits. */
  waitTimeoutMs: number;
  /** Replay: targets are looked up by their recorded names only. */
  exactOnly: boolean;
  /** Healing the recorded step that no longer resolved: a renamed element may be taken. */
  healing?: boolean;
  /** Told the element an action found, before acting on it (a native dialog may then block the
   *  action until a later step answers it, and replay needs the element's durable name). */
  onResolved?: (target: Target) => void;
  /** Why the run may not open an address (the run's network policy); without it, only the
   *  scheme is checked. */
  refuseUrl?: (url: string) => Promise<string | undefined>;
}
