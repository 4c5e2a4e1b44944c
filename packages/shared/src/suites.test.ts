import { describe, expect, it } from 'vitest';
import { SUITE_MESSAGES, StartingUrlSchema, withUrlScheme } from './suites.js';

/** `value` is refused as a starting URL with the spec's message for an invalid one. */
function expectRefusedAsInvalid(value: string) {
  const parsed = StartingUrlSchema.safeParse(value);
  expect(parsed.success, value).toBe(false);
  expect(parsed.error?.issues[0]?.message, value).toBe(SUITE_MESSAGES.startingUrlInvalid);
}

describe('starting URL', () => {
  it('reads an address typed without a scheme as https, and leaves http(s) ones as typed', () => {
    expect(withUrlScheme(' example.com ')).toBe('https://example.com');
    expect(StartingUrlSchema.parse('shop.example.com/cart?x=1')).toBe(
      'https://shop.example.com/cart?x=1',
    );
    expect(StartingUrlSchema.parse('localhost:3000')).toBe('https://localhost:3000');
    expect(StartingUrlSchema.parse('http://192.168.1.20:8080/')).toBe('http://192.168.1.20:8080/');
    expect(StartingUrlSchema.parse('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(StartingUrlSchema.parse('bücher.de/katalog')).toBe('https://bücher.de/katalog');
    expect(StartingUrlSchema.parse('127.0.0.1:8080')).toBe('https://127.0.0.1:8080');
    expect(StartingUrlSchema.parse('[::1]:3000/app')).toBe('https://[::1]:3000/app');
    expect(StartingUrlSchema.parse('intranet#home')).toBe('https://intranet#home');
  });

  it('puts https:// only before what starts as a host: a mistyped scheme or no host is refused', () => {
    // Each became an address of a host named "http", "mailto" or "." with https:// in front.
    for (const value of [
      'http:/example.com',
      'http//example.com',
      'https:/example.com',
      'mailto:someone@example.com',
      '.',
      '-',
      'shop..example.com',
    ]) {
      expectRefusedAsInvalid(value);
    }
  });

  it('still refuses what is no web address, with the spec message', () => {
    for (const value of [
      'not a url',
      'https://not a url',
      'ftp://files.example.com',
      'javascript:alert(1)',
    ]) {
      expectRefusedAsInvalid(value);
    }
    expect(StartingUrlSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      SUITE_MESSAGES.startingUrlRequired,
    );
  });
});
