/** Why a run that ran out of time ended ERROR: the agent says it at its deadline, and the worker
 *  that stops a run's process past it says the same. */
export function describeTimeLimitReached(timeoutMs: number): string {
  return `The run took longer than its time limit of ${Math.round(timeoutMs / 1000)} s.`;
}

/**
 * Resolves with `reason()` once the run's deadline passes or `signal` aborts, whichever comes
 * first, so a step that hangs in the page does not hold the run past its time. `cancel` stops
 * watching (the run ended by itself).
 */
export function watchDeadline(
  deadline: number,
  signal: AbortSignal | undefined,
  reasons: { late: string; aborted: string },
): { reached: Promise<string>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const reached = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(reasons.late), Math.max(0, deadline - Date.now()));
    onAbort = () => resolve(reasons.aborted);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  return {
    reached,
    cancel() {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    },
  };
}
