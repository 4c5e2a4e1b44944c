/** Replaces secret values in a text with their placeholders. */
export type Redact = (text: string) => string;

export interface RunLogger {
  info(o: object, msg?: string): void;
  warn(o: object, msg?: string): void;
}

/**
 * The one place a run's secrets are kept out of what it produces: the observation (the aria
 * snapshot prints a typed password in clear text; a GET form puts it in the URL), everything the
 * model is sent, the steps, the report and transcript, the logs and the trace.
 */
export interface Redactor {
  /** Whether the run has any secret to hide. */
  readonly isActive: boolean;
  /** The text with every form of every secret replaced by its placeholder. */
  mask: Redact;
  /** Every string inside a value (a report, a transcript, a log record) masked. */
  maskDeep<T>(value: T): T;
  /** Bytes (a trace entry) masked; binary content is matched byte for byte. */
  maskBytes(bytes: Buffer): Buffer;
  /** Whether any form of a secret is still in the text (placeholders aside). */
  contains(text: string): boolean;
  containsBytes(bytes: Buffer): boolean;
  /** A logger that masks every record before it reaches `logger`. */
  wrapLogger(logger: RunLogger | undefined): RunLogger | undefined;
}
