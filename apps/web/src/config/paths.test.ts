import { describe, expect, it } from 'vitest';
import { getSafeRedirect } from './paths';

describe('getSafeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(getSafeRedirect('/app/tests?page=2')).toBe('/app/tests?page=2');
  });

  it('falls back to /app for anything that could leave the site', () => {
    for (const redirect of [
      null,
      '',
      'https://evil.example',
      '//evil.example/app',
      '/\\evil.example',
      'app',
    ]) {
      expect(getSafeRedirect(redirect)).toBe('/app');
    }
  });
});
