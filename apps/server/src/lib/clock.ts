/** A clock end-to-end tests set (SCOUT_TEST_CLOCK): the worker fires the schedules due by it. */
export interface TestClock {
  now(): Date;
  set(at: Date): void;
}

/** Starts at the system's time and moves with it from wherever it was last set. */
export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set: (at) => {
      offsetMs = at.getTime() - Date.now();
    },
  };
}
