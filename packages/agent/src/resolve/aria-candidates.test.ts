import { describe, expect, it } from 'vitest';
import { parseAriaSnapshot } from './aria-candidates.js';

const SNAPSHOT = `- generic [active] [ref=e1]:
  - heading "Shop" [level=1] [ref=e2]
  - generic [ref=e3]:
    - text: Email
    - textbox "Email" [ref=e4]
  - link "Docs" [ref=e7] [cursor=pointer]:
    - /url: "#"
  - button "Say \\"hi\\"" [ref=e8]
  - iframe [ref=e12]:
    - button "Pay now" [ref=f1e2]
  - paragraph [ref=e13]: Welcome back, friend`;

describe('parseAriaSnapshot', () => {
  it('lists named nodes with their refs, text with its parent ref', () => {
    const candidates = parseAriaSnapshot(SNAPSHOT);
    expect(candidates).toContainEqual({ role: 'heading', name: 'Shop', ref: 'e2', isText: false });
    expect(candidates).toContainEqual({ role: 'text', name: 'Email', ref: 'e3', isText: true });
    expect(candidates).toContainEqual({
      role: 'button',
      name: 'Say "hi"',
      ref: 'e8',
      isText: false,
    });
    expect(candidates).toContainEqual({
      role: 'button',
      name: 'Pay now',
      ref: 'f1e2',
      isText: false,
    });
    expect(candidates).toContainEqual({
      role: 'paragraph',
      name: 'Welcome back, friend',
      ref: 'e13',
      isText: false,
      byText: true,
    });
    expect(candidates.some((c) => c.name === '#')).toBe(false);
  });
});
