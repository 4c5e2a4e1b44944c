import type { RunTestOptions } from '@scout/agent';
import type { AgentBrowser, AgentEvent, RunReport, RunSpec } from '@scout/shared';

/** How the run's process launches its browser: the server's settings, no run's data. */
export interface LaunchSettings {
  browserPaths: RunTestOptions['browserPaths'];
  sandbox: boolean;
}

/** What the server sends the run's process (structured clone over IPC). */
export type ParentMessage =
  /** Before any run: launch a browser of this kind now, for the run the process will be given,
   *  and open the run's context in it with these network rules (the server's settings). */
  | {
      type: 'prepare';
      browser: AgentBrowser;
      launch: LaunchSettings;
      network: RunTestOptions['network'];
    }
  | {
      type: 'run';
      spec: RunSpec;
      /** The agent's options from the server's configuration, passed through as they are. */
      options: ChildRunOptions;
      launch: LaunchSettings;
    }
  | { type: 'abort' };

/** What the run's process sends back. */
export type ChildMessage =
  | { type: 'started'; pid: number; uid: number | null }
  /** The browser asked for by 'prepare' is launched (or failed to: the run launches it again). */
  | { type: 'prepared' }
  | { type: 'event'; event: AgentEvent }
  | { type: 'log'; level: 'info' | 'warn'; o: object; msg?: string }
  | { type: 'report'; report: RunReport }
  | { type: 'failed'; reason: string };

/** The options a run's process passes to runTest: everything but what lives in the process itself
 *  (browser, signal, callbacks), so options the agent gains flow through without changes here. */
export type ChildRunOptions = Omit<
  RunTestOptions,
  'browserSession' | 'signal' | 'onEvent' | 'logger' | 'model' | 'redactTrace'
>;
