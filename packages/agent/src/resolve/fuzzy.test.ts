import { describe, expect, it } from 'vitest';
import {
  editDistance,
  matchScore,
  meaningChange,
  normalizeText,
  rankCandidates,
  FUZZY_THRESHOLD,
} from './fuzzy.js';

describe('normalizeText', () => {
  it('ignores case, accents, spacing and punctuation', () => {
    expect(normalizeText('  Sign-In!  ')).toBe('sign in');
    expect(normalizeText('Café   Menu')).toBe('cafe menu');
    expect(normalizeText('E-mail address:')).toBe('e mail address');
  });
});

describe('matchScore', () => {
  it('scores names equal once normalized as a full match', () => {
    expect(matchScore('sign in', 'Sign In')).toBe(1);
    expect(matchScore('Add to cart', 'Add to Cart →')).toBe(1);
  });
  it('accepts a typo or a missing word above the threshold', () => {
    expect(matchScore('Subscibe', 'Subscribe')).toBeGreaterThan(FUZZY_THRESHOLD);
    expect(matchScore('Email', 'Email address')).toBeGreaterThan(FUZZY_THRESHOLD);
    expect(matchScore('Remember me', 'Remember me on this computer')).toBeGreaterThan(
      FUZZY_THRESHOLD,
    );
    expect(matchScore('Log in', 'Login')).toBeGreaterThan(0.95);
  });
  it('keeps unrelated names below the threshold', () => {
    expect(matchScore('Checkout', 'Sign out')).toBeLessThan(FUZZY_THRESHOLD);
    expect(matchScore('Sign up', 'Sign in')).toBeLessThan(FUZZY_THRESHOLD);
    expect(matchScore('Save', 'Share')).toBeLessThan(FUZZY_THRESHOLD);
    expect(matchScore('Add to cart', 'Add to wishlist')).toBeLessThan(FUZZY_THRESHOLD);
    expect(matchScore('Delete account', 'Save')).toBeLessThan(0.3);
  });
  it('prefers the exact name to a longer one containing it', () => {
    expect(matchScore('Sign in', 'Sign in')).toBeGreaterThan(
      matchScore('Sign in', 'Sign in with Google'),
    );
  });
});

describe('rankCandidates', () => {
  it('ranks best first and drops non-matches', () => {
    const ranked = rankCandidates(
      'Pricing',
      ['Home', 'Prices', 'Pricing plans', 'Pricing'],
      (s) => s,
    );
    expect(ranked[0].item).toBe('Pricing');
    expect(ranked.map((r) => r.item)).not.toContain('Home');
  });
});

describe('editDistance', () => {
  it('counts single-character edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('meaningChange', () => {
  it('flags a longer name that widens or inverts a destructive action', () => {
    expect(meaningChange('Delete', 'Delete account')).toEqual(['account']);
    expect(meaningChange('Remove', 'Remove all')).toEqual(['all']);
    expect(meaningChange('Delete account', 'Delete')).toEqual(['account']);
    expect(meaningChange('Save', "Don't save")).toEqual(['don', 't']);
  });
  it('lets a harmless difference through', () => {
    expect(meaningChange('Email', 'Email address')).toBeUndefined();
    expect(meaningChange('Save', 'Save changes')).toBeUndefined();
    expect(meaningChange('Add to cart', 'Add Teapot to cart')).toBeUndefined();
    expect(meaningChange('Subscibe', 'Subscribe')).toBeUndefined();
  });
  it('does not count the row text a "next to" names', () => {
    expect(meaningChange('Remove', 'Remove Teapot', 'Teapot')).toBeUndefined();
    expect(meaningChange('Remove', 'Remove Teapot', 'Mug')).toEqual(['teapot']);
  });
});
