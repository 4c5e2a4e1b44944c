import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** JSON logs in production; the few lines a person reads at start are plain messages. Fields
 *  named like secrets are censored here; a run's own secret values (in any form) are masked by
 *  the agent's secrets module before its records reach this logger. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
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
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
