import { describe, expect, it } from 'vitest';
import { PRACTICE_APPS } from './index.js';

const normalise = (text: string) =>
  text
    .replace(/["'“”‘’`]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

describe('the practice apps’ cases', () => {
  const cases = PRACTICE_APPS.flatMap((app) => app.cases.map((c) => ({ app: app.name, ...c })));

  it('each name a public source and an id of their own', () => {
    for (const c of cases) expect(c.source, c.id).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\//);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('expect at least a third of each app’s cases to fail', () => {
    for (const app of PRACTICE_APPS) {
      const failing = app.cases.filter((c) => c.expected === 'FAILED').length;
      expect(failing * 3, app.name).toBeGreaterThanOrEqual(app.cases.length);
    }
  });

  it('say why each expected failure fails, at a step of the case, with a passing twin', () => {
    for (const c of cases.filter((each) => each.expected === 'FAILED')) {
      if (c.expected !== 'FAILED') continue;
      expect(c.why, c.id).toBeTruthy();
      expect(normalise(c.description), c.id).toContain(normalise(c.failsOn));
      const twin = cases.find(
        (other) =>
          other.app === c.app &&
          other.expected === 'PASSED' &&
          other.objective === c.objective &&
          other.source === c.source,
      );
      expect(twin, `${c.id} has no passing twin`).toBeDefined();
    }
  });
});
