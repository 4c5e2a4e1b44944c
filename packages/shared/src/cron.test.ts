import { describe, expect, it } from 'vitest';
import {
  CronError,
  describeCron,
  nextRunAfter,
  nextRunTimes,
  parseCron,
  toPreset,
} from './cron.js';

const next = (cron: string, tz: string, after: string, count = 1) =>
  nextRunTimes(parseCron(cron), tz, new Date(after), count).map((d) => d.toISOString());

describe('parseCron', () => {
  it('reads lists, ranges, steps and names', () => {
    const cron = parseCron('*/15 2,14 1-3 jan-mar MON-FRI');
    expect([...cron.minutes]).toEqual([0, 15, 30, 45]);
    expect([...cron.hours]).toEqual([2, 14]);
    expect([...cron.daysOfMonth]).toEqual([1, 2, 3]);
    expect([...cron.months]).toEqual([1, 2, 3]);
    expect([...cron.daysOfWeek]).toEqual([1, 2, 3, 4, 5]);
    expect([...parseCron('0 0 * * 7').daysOfWeek]).toEqual([0]);
    expect([...parseCron('5/20 * * * *').minutes]).toEqual([5, 25, 45]);
  });

  it.each([
    '* * * *',
    '60 * * * *',
    '* 24 * * *',
    '* * 0 * *',
    '* * * 13 *',
    '* * * * 8',
    '5-1 * * * *',
    '*/0 * * * *',
    'a * * * *',
    '1,,2 * * * *',
    '* * * * * *',
  ])('refuses %s', (text) => {
    expect(() => parseCron(text)).toThrow(CronError);
  });
});

describe('next run times', () => {
  it('runs every weekday at 02:00 in the zone, skipping the weekend', () => {
    // Friday 2026-03-06 10:00 UTC in Berlin (UTC+1): next is Monday 02:00 local = 01:00 UTC.
    expect(next('0 2 * * 1-5', 'Europe/Berlin', '2026-03-06T10:00:00Z', 3)).toEqual([
      '2026-03-09T01:00:00.000Z',
      '2026-03-10T01:00:00.000Z',
      '2026-03-11T01:00:00.000Z',
    ]);
  });

  it('keeps the wall-clock time across a DST change', () => {
    // New York springs forward on 2026-03-08: 06:00 is 11:00 UTC before, 10:00 UTC after.
    expect(next('0 6 * * *', 'America/New_York', '2026-03-07T00:00:00Z', 2)).toEqual([
      '2026-03-07T11:00:00.000Z',
      '2026-03-08T10:00:00.000Z',
    ]);
  });

  it('runs a time the clock skips just after the jump, and a repeated time once', () => {
    // 02:30 does not exist in New York on 2026-03-08: it runs at 03:30 EDT (07:30 UTC).
    expect(next('30 2 * * *', 'America/New_York', '2026-03-08T00:00:00Z', 2)).toEqual([
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);
    // 01:30 happens twice on 2026-11-01 (EDT then EST): once, the first time (05:30 UTC).
    expect(next('30 1 * * *', 'America/New_York', '2026-11-01T00:00:00Z', 2)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
  });

  it('runs every hour on the hour, strictly after the given time', () => {
    expect(next('0 * * * *', 'UTC', '2026-01-01T10:00:00Z', 2)).toEqual([
      '2026-01-01T11:00:00.000Z',
      '2026-01-01T12:00:00.000Z',
    ]);
  });

  it('runs a day matching either restricted day field, as cron does', () => {
    // The 13th or a Friday: Friday 2026-02-06, then Friday the 13th, then the 20th.
    expect(next('0 0 13 * 5', 'UTC', '2026-02-01T00:00:00Z', 3)).toEqual([
      '2026-02-06T00:00:00.000Z',
      '2026-02-13T00:00:00.000Z',
      '2026-02-20T00:00:00.000Z',
    ]);
  });

  it('finds a leap day, and says never for a date that does not exist', () => {
    expect(next('0 0 29 2 *', 'UTC', '2026-03-01T00:00:00Z')).toEqual(['2028-02-29T00:00:00.000Z']);
    expect(nextRunAfter(parseCron('0 0 31 2 *'), 'UTC', new Date())).toBeNull();
  });
});

describe('presets', () => {
  it('names the editor presets and any other cron', () => {
    expect(describeCron('0 2 * * 1-5')).toBe('Every weekday at 02:00');
    expect(describeCron('30 6 * * *')).toBe('Every day at 06:30');
    expect(describeCron('0 * * * *')).toBe('Every hour');
    expect(describeCron('15 4 * * 0')).toBe('Cron: 15 4 * * 0');
    expect(toPreset('0 2 * * 1-5')).toEqual({ preset: 'every-weekday', time: '02:00' });
  });
});
