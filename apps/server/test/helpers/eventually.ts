/**
 * Asks `probe` again and again until `isDone` accepts its answer, which it returns; fails with
 * `what` and the last answer after `timeoutMs`. For waiting on a worker or a lease without
 * guessing how long they take.
 */
export async function eventually<T>(
  probe: () => Promise<T> | T,
  isDone: (value: T) => boolean,
  {
    what,
    timeoutMs = 15_000,
    intervalMs = 25,
  }: { what: string; timeoutMs?: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (isDone(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; last saw ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
