import { describe, expect, it } from 'vitest';
import { OAUTH_STATE_TTL_MS, createOAuthState, isValidOAuthState } from './oauth-state.js';

const SECRET = 'a-secret-of-at-least-32-characters!!';

describe('the GitHub OAuth state', () => {
  it('is accepted in the session that made it, within ten minutes', () => {
    const now = Date.now();
    const state = createOAuthState(SECRET, 'session-1', now);
    expect(isValidOAuthState(SECRET, 'session-1', state, now + 1000)).toBe(true);
    expect(isValidOAuthState(SECRET, 'session-1', state, now + OAUTH_STATE_TTL_MS + 1)).toBe(false);
  });

  it('is refused in another session, under another secret, or altered', () => {
    const state = createOAuthState(SECRET, 'session-1');
    expect(isValidOAuthState(SECRET, 'session-2', state)).toBe(false);
    expect(isValidOAuthState(`${SECRET}x`, 'session-1', state)).toBe(false);
    const [issued, nonce, sig] = state.split('.');
    expect(isValidOAuthState(SECRET, 'session-1', `${issued}.${nonce}x.${sig}`)).toBe(false);
    expect(isValidOAuthState(SECRET, 'session-1', `${issued}.${nonce}`)).toBe(false);
    expect(isValidOAuthState(SECRET, 'session-1', '')).toBe(false);
  });

  it('is unique each time', () => {
    expect(createOAuthState(SECRET, 's')).not.toBe(createOAuthState(SECRET, 's'));
  });
});
