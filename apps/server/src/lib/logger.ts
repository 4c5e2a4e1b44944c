import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs in production; the few lines a person reads at start are plain messages. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'cookieValue', '*.cookieValue', 'accessToken', '*.token'],
      censor: '[redacted]',
    },
  });
}
