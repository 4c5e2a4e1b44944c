type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/**
 * True when `error`, or an error it wraps (drizzle puts the driver's in `cause`), is PostgreSQL's
 * unique violation (23505) on the index or constraint `name`.
 */
export function isUniqueViolation(error: unknown, name: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, message, cause } = current as DriverError;
    if (code === '23505') {
      return constraint === name || (typeof message === 'string' && message.includes(name));
    }
    current = cause;
  }
  return false;
}
