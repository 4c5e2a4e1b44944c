import { describe, expect, it } from 'vitest';
import { parseWrittenDate, parseWrittenTime, toInputValue } from './written-dates.js';

describe('written dates and times', () => {
  it('reads the ways testers write a date', () => {
    for (const text of [
      '03/14/2024',
      '3/14/2024',
      '14/03/2024',
      '14.03.2024',
      '2024-03-14',
      '14 March 2024',
      '14th of March, 2024',
      'March 14, 2024',
      'Mar 14 2024',
      'Pick 03/14/2024 in the picker',
    ]) {
      expect(parseWrittenDate(text), text).toEqual({ year: 2024, month: 3, day: 14 });
    }
    expect(parseWrittenDate('02/30/2024')).toBeUndefined();
    expect(parseWrittenDate('tomorrow', new Date(2024, 1, 29))).toEqual({
      year: 2024,
      month: 3,
      day: 1,
    });
  });

  it('reads 12- and 24-hour times', () => {
    expect(parseWrittenTime('5:30 PM')).toBe('17:30');
    expect(parseWrittenTime('5pm')).toBe('17:00');
    expect(parseWrittenTime('12:15 a.m.')).toBe('00:15');
    expect(parseWrittenTime('17:30')).toBe('17:30');
    expect(parseWrittenTime('noon')).toBe('12:00');
    expect(parseWrittenTime('25:00')).toBeUndefined();
  });

  it('turns them into what native inputs take', () => {
    expect(toInputValue('date', '03/14/2024')).toBe('2024-03-14');
    expect(toInputValue('time', '5:30 PM')).toBe('17:30');
    expect(toInputValue('datetime-local', '03/14/2024 5:30 PM')).toBe('2024-03-14T17:30');
    expect(toInputValue('datetime-local', '2024-03-14 17:30')).toBe('2024-03-14T17:30');
    expect(toInputValue('month', 'March 2024')).toBe('2024-03');
    expect(toInputValue('date', 'soon')).toBeUndefined();
  });
});
