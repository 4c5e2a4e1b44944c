import { describe, expect, it } from 'vitest';
import { holdsTyped, type Filled } from './action-effect.js';

const field = (text: string, more: Partial<Filled> = {}): Filled => ({
  text,
  isPassword: false,
  maxLength: -1,
  ...more,
});

describe('a field holds what was typed, as its browser or widget honestly keeps it', () => {
  it('the same text, spacing and case aside', () => {
    expect(holdsTyped(field('Ada Lovelace'), 'Ada Lovelace')).toBe(true);
    expect(holdsTyped(field('  Ada  Lovelace '), 'Ada Lovelace')).toBe(true);
    expect(holdsTyped(field('SAVE10'), 'save10')).toBe(true);
  });

  it("a masked phone or card field's punctuation, a number field's canonical number", () => {
    expect(holdsTyped(field('(555) 123-4567'), '5551234567')).toBe(true);
    expect(holdsTyped(field('+1 (555) 123-4567'), '555-123-4567')).toBe(true);
    expect(holdsTyped(field('4242 4242 4242 4242'), '4242424242424242')).toBe(true);
    expect(holdsTyped(field('1.5'), '1.50')).toBe(true);
    expect(holdsTyped(field('1,000.00'), '1000')).toBe(true);
  });

  it('the part a maxlength lets in', () => {
    expect(holdsTyped(field('ABCDE', { maxLength: 5 }), 'ABCDEFG')).toBe(true);
  });

  it('not an emptied field, another value, or other digits', () => {
    expect(holdsTyped(field(''), 'Ada Lovelace')).toBe(false);
    expect(holdsTyped(field('Grace'), 'Ada')).toBe(false);
    expect(holdsTyped(field('(555) 123-0000'), '5551234567')).toBe(false);
    expect(holdsTyped(field('15'), '1.50')).toBe(false);
    expect(holdsTyped(field('ABC', { maxLength: 5 }), 'ABCDEFG')).toBe(false);
    expect(holdsTyped(field('Order 1000'), '1000')).toBe(false);
  });
});
