import { describe, expect, it } from 'vitest';
import { isValidArtifactSignature, signArtifactUrl } from './signed-url.js';

const secret = 's'.repeat(40);
const parse = (url: string) => {
  const u = new URL(url, 'http://x');
  return { expires: Number(u.searchParams.get('expires')), sig: u.searchParams.get('sig')! };
};

describe('signed artifact URLs', () => {
  it('are valid for an hour, for that file only', () => {
    const now = Date.UTC(2026, 0, 1);
    const { expires, sig } = parse(signArtifactUrl(secret, 'run-1', 'step-1.png', now));
    expect(
      isValidArtifactSignature(secret, 'run-1', 'step-1.png', expires, sig, now + 59 * 60_000),
    ).toBe(true);
    expect(
      isValidArtifactSignature(secret, 'run-1', 'step-1.png', expires, sig, now + 61 * 60_000),
    ).toBe(false);
    expect(isValidArtifactSignature(secret, 'run-1', 'step-2.png', expires, sig, now)).toBe(false);
    expect(isValidArtifactSignature(secret, 'run-2', 'step-1.png', expires, sig, now)).toBe(false);
    expect(isValidArtifactSignature('o'.repeat(40), 'run-1', 'step-1.png', expires, sig, now)).toBe(
      false,
    );
    expect(isValidArtifactSignature(secret, 'run-1', 'step-1.png', expires + 3600, sig, now)).toBe(
      false,
    );
  });
});
