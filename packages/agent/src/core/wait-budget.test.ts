import { describe, expect, test } from 'vitest';
import { loadStretch, MAX_STRETCH } from './machine-load.js';
import { pollUntil } from './outcome.js';
import { PAGE_ANSWER_TIMEOUT_MS } from './page-answer.js';
import { LOOK_CHARGE_MS, WaitBudget } from './wait-budget.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('a wait on a busy machine', () => {
  test('is charged the pauses between looks, and a slow look only up to what it costs alone', () => {
    let now = 0;
    const budget = new WaitBudget(1_000, () => now);
    // One look the machine's load made take 1.5 s: inside the wall-time bound (twice the budget,
    // more under load), which a look of 2 s reached on a quiet machine, ending the wait there.
    now += 1_500;
    budget.looked(0);
    expect(budget.left()).toBe(1_000 - LOOK_CHARGE_MS);
  });

  test('is charged a look that ran into the page-answer limit in full: the page is silent', () => {
    let now = 0;
    const budget = new WaitBudget(5_000, () => now);
    now = PAGE_ANSWER_TIMEOUT_MS;
    budget.looked(0);
    expect(budget.left()).toBe(0);
  });

  test('still ends at its bound in wall time, however cheap its looks', () => {
    let now = 0;
    const budget = new WaitBudget(1_000, () => now);
    now = 1_000 * 2 * MAX_STRETCH;
    expect(budget.left()).toBe(0);
  });

  test('pollUntil looks a third time when each look takes 600 ms of a 1 s wait', async () => {
    let looks = 0;
    const started = Date.now();
    const result = await pollUntil(async () => {
      await sleep(600);
      return { ok: ++looks >= 3 };
    }, 1_000);
    // Counting the looks' own time, a 1 s wait gave up after the second look (1.25 s).
    expect({ ok: result.ok, looks }).toEqual({ ok: true, looks: 3 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('pollUntil on what never comes ends within its wall-time bound', async () => {
    const started = Date.now();
    const result = await pollUntil(async () => {
      await sleep(300);
      return { ok: false };
    }, 500);
    expect(result.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(500 * 2 * MAX_STRETCH + 300 + 1_000);
  });
});

describe('a wait on a page that has settled', () => {
  test('pollUntil stops looking once the page says it has settled, not at its budget', async () => {
    let looks = 0;
    let asked = 0;
    const started = Date.now();
    const result = await pollUntil(
      async () => ({ ok: false, looks: ++looks }),
      60_000,
      async () => ++asked >= 2,
    );
    // The first look is never cut short; the page is asked after each look that failed after it.
    expect({ ok: result.ok, looks, asked }).toEqual({ ok: false, looks: 3, asked: 2 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('pollUntil still waits for a page that has not settled, and takes what comes', async () => {
    let looks = 0;
    const result = await pollUntil(
      async () => ({ ok: ++looks >= 6 }),
      5_000,
      async () => false,
    );
    expect({ ok: result.ok, looks }).toEqual({ ok: true, looks: 6 });
  });
});

describe('loadStretch', () => {
  test('is 1 on a machine that is not oversubscribed, and with no load average (Windows)', () => {
    expect(loadStretch(1.5, 2)).toBe(1);
    expect(loadStretch(0, 2)).toBe(1);
  });

  test('is the load per core on an oversubscribed machine, up to MAX_STRETCH', () => {
    expect(loadStretch(5, 2)).toBe(2.5);
    expect(loadStretch(40, 2)).toBe(MAX_STRETCH);
  });
});
