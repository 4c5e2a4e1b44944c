import type { RunTestOptions } from '@scout/agent';
import type { AgentEvent, RunReport, RunSpec } from '@scout/shared';

/** What the server sends the run's process (structured clone over IPC). */
export type ParentMessage =
  | {
      type: 'run';
      spec: RunSpec;
      /** The agent's options from the server's configuration, passed through as they are. */
      options: ChildRunOptions;
      launch: { browserPaths: RunTestOptions['browserPaths']; sandbox: boolean };
    }
  | { type: 'abort' };

/** What the run's process sends back. */
export type ChildMessage =
  | { type: 'started'; pid: number; uid: number | null }
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
