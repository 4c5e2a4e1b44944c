import { describe, expect, it } from 'vitest';
import { SUITE_MESSAGES, StartingUrlSchema, withUrlScheme } from './suites.js';

describe('starting URL', () => {
  it('reads an address typed without a scheme as https, and leaves http(s) ones as typed', () => {
    expect(withUrlScheme(' example.com ')).toBe('https://example.com');
    expect(StartingUrlSchema.parse('shop.example.com/cart?x=1')).toBe(
      'https://shop.example.com/cart?x=1',
    );
    expect(StartingUrlSchema.parse('localhost:3000')).toBe('https://localhost:3000');
    expect(StartingUrlSchema.parse('http://192.168.1.20:8080/')).toBe('http://192.168.1.20:8080/');
    expect(StartingUrlSchema.parse('HTTPS://Example.com')).toBe('HTTPS://Example.com');
  });

  it('still refuses what is no web address, with the spec message', () => {
    for (const value of [
      'not a url',
      'https://not a url',
      'ftp://files.example.com',
      'javascript:alert(1)',
    ]) {
      const parsed = StartingUrlSchema.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.message, value).toBe(SUITE_MESSAGES.startingUrlInvalid);
    }
    expect(StartingUrlSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      SUITE_MESSAGES.startingUrlRequired,
    );
  });
});
