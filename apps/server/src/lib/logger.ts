import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** JSON logs in production; the few lines a person reads at start are plain messages. Fields
 *  named like secrets are censored here; a run's own secret values (in any form) are masked by
 *  the agent's secrets module before its records reach this logger. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    serializers: { err: serializeError },
    redact: {
      paths: [
        'password',
        '*.password',
        'cookieValue',
        '*.cookieValue',
        'cookie_value',
        '*.cookie_value',
        'accessToken',
        '*.token',
        'params',
        '*.params',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * pino's error serializer without the SQL parameters: a failed query's error (Drizzle's
 * DrizzleQueryError) carries them as `params` and in its message ("Failed query: …\nparams: …"),
 * and they are user data — an access code, an email, a password hash.
 */
export function serializeError(error: unknown) {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const out = serialized as Record<string, unknown>;
  for (const failed of queryErrors(error)) {
    const withoutParams = failed.message.slice(0, failed.message.indexOf('\nparams:'));
    for (const key of ['message', 'stack'] as const) {
      if (typeof out[key] === 'string') {
        out[key] = (out[key] as string).split(failed.message).join(withoutParams);
      }
    }
  }
  delete out.params;
  return out;
}

/** The errors in a cause chain whose message names SQL parameters. */
function queryErrors(error: unknown): Error[] {
  const found: Error[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 10; depth++) {
    if ('params' in current && current.message.includes('\nparams:')) found.push(current);
    current = current.cause;
  }
  return found;
}
