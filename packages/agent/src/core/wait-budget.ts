import { underLoad } from './machine-load.js';
import { PAGE_ANSWER_TIMEOUT_MS } from './page-answer.js';

// How long Scout waits for the page, counted in the page's time rather than the machine's. A
// look at the page (an accessibility snapshot, the resolver's pass over the candidates, a check's
// read) is Scout's own work: on a quiet machine it takes tens of milliseconds, on a busy one it
// can take most of a 5 s wait, and a wait that counted it would give the page one look where a
// quiet machine gives it twenty, and a verdict that depends on the machine's load. So the budget
// is charged the pauses between looks and each look up to LOOK_CHARGE_MS; the rest of a look is
// the machine's, not the page's. A wait for what never comes still ends in bounded time: the
// budget also runs out at WALL_FACTOR times its length in wall time (stretched on an
// oversubscribed machine like Playwright's limits, core/machine-load.ts).

/** The most of one look a wait is charged: a look's cost on a quiet machine. */
export const LOOK_CHARGE_MS = 150;
/** A wait ends, whatever its looks cost, after this many times its budget in wall time. */
export const WALL_FACTOR = 2;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One wait's budget: start it, charge it each look (`looked`) and pause (`pause`), and stop
 *  waiting once nothing is `left`. */
export class WaitBudget {
  private charged = 0;
  private readonly wallDeadline: number;

  constructor(
    readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.wallDeadline = now() + underLoad(timeoutMs * WALL_FACTOR);
  }

  /** Charges a look that began at `startedAt` (a time from the same clock): up to LOOK_CHARGE_MS,
   *  but in full when it ran into the page-answer limit: that is the page's silence (a frame that
   *  never loads), not the machine's load, and looking again would only wait as long again. */
  looked(startedAt: number): void {
    const took = Math.max(0, this.now() - startedAt);
    this.charged += took >= PAGE_ANSWER_TIMEOUT_MS ? took : Math.min(took, LOOK_CHARGE_MS);
  }

  /** Runs one look at the page and charges it. */
  async look<T>(work: () => Promise<T>): Promise<T> {
    const startedAt = this.now();
    try {
      return await work();
    } finally {
      this.looked(startedAt);
    }
  }

  /** What is left of the budget, in milliseconds: 0 once its wall-time bound has passed. */
  left(): number {
    if (this.now() >= this.wallDeadline) return 0;
    return Math.max(0, this.timeoutMs - this.charged);
  }

  /** Pauses `ms` (no more than is left) and charges it in full, however late the machine wakes
   *  Scout up: the page had at least that long. `wait` is how to pause (a Playwright page's
   *  waitForTimeout, or a timer). */
  async pause(ms: number, wait: (ms: number) => Promise<void> = sleep): Promise<void> {
    const pause = Math.max(0, Math.min(ms, this.left()));
    this.charged += pause;
    await wait(pause);
  }
}
