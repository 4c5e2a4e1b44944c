/** A calendar date, month 1–12. */
export interface WrittenDate {
  year: number;
  month: number;
  day: number;
}

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  const index = w.length >= 3 ? MONTH_NAMES.findIndex((m) => m.startsWith(w)) : -1;
  return index >= 0 ? index + 1 : undefined;
}

function valid(year: number, month: number, day: number): WrittenDate | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days ? { year, month, day } : undefined;
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length <= 2 ? 2000 + n : n;
}

/**
 * A date as testers write it: 2024-03-14, 03/14/2024 (month first, unless the first number cannot
 * be a month), 14.03.2024, 14 March 2024, March 14, 2024, Mar 14th 2024, today, tomorrow, yesterday.
 */
export function parseWrittenDate(text: string, today = new Date()): WrittenDate | undefined {
  const t = text.trim();
  const relative = /\b(today|tomorrow|yesterday)\b/i.exec(t)?.[1]?.toLowerCase();
  if (relative) {
    const d = new Date(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + (relative === 'tomorrow' ? 1 : relative === 'yesterday' ? -1 : 0),
    );
    return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
  }
  let m = /\b(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /\b(\d{4})\/(\d{1,2})\/(\d{1,2})\b/.exec(t);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/.exec(t);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[3]), fullYear(m[4])];
    // Dots are the day-first custom; slashes are month-first unless the first cannot be a month.
    const dayFirst = m[2] === '.' || a > 12;
    return dayFirst ? valid(year, b, a) : valid(year, a, b);
  }
  m = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3,}\.?),?\s+(\d{4})\b/.exec(t);
  if (m && monthOf(m[2])) return valid(Number(m[3]), monthOf(m[2])!, Number(m[1]));
  m = /\b([A-Za-z]{3,}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(t);
  if (m && monthOf(m[1])) return valid(Number(m[3]), monthOf(m[1])!, Number(m[2]));
  return undefined;
}

/** A month as written: "March 2024", "03/2024", "2024-03", or any date. */
export function parseWrittenMonth(text: string): { year: number; month: number } | undefined {
  const date = parseWrittenDate(text);
  if (date) return { year: date.year, month: date.month };
  let m = /\b(\d{4})-(\d{1,2})\b/.exec(text);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12)
    return { year: Number(m[1]), month: Number(m[2]) };
  m = /\b(\d{1,2})\/(\d{4})\b/.exec(text);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12)
    return { year: Number(m[2]), month: Number(m[1]) };
  m = /\b([A-Za-z]{3,}\.?),?\s+(\d{4})\b/.exec(text);
  if (m && monthOf(m[1])) return { year: Number(m[2]), month: monthOf(m[1])! };
  return undefined;
}

/** A time as written: 5:30 PM, 5pm, 17:30, 17:30:15, noon, midnight; as HH:MM or HH:MM:SS. */
export function parseWrittenTime(text: string): string | undefined {
  const t = text.trim().toLowerCase();
  if (/\bnoon\b/.test(t)) return '12:00';
  if (/\bmidnight\b/.test(t)) return '00:00';
  const pad = (n: number) => String(n).padStart(2, '0');
  let m = /\b(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?/.exec(t);
  if (m) {
    const hour = Number(m[1]);
    if (hour < 1 || hour > 12) return undefined;
    const h24 = (hour % 12) + (m[4] === 'p' ? 12 : 0);
    return `${pad(h24)}:${m[2] ?? '00'}${m[3] ? `:${m[3]}` : ''}`;
  }
  m = /\b(\d{1,2}):(\d{2})(?::(\d{2}))?\b/.exec(t);
  if (m && Number(m[1]) < 24 && Number(m[2]) < 60)
    return `${pad(Number(m[1]))}:${m[2]}${m[3] ? `:${m[3]}` : ''}`;
  return undefined;
}

function isoDate(d: WrittenDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The value a native date or time input (type date, time, datetime-local, month) takes for what a
 *  test wrote; undefined when the text is no date or time of that kind. */
export function toInputValue(type: string, text: string): string | undefined {
  switch (type) {
    case 'date': {
      const d = parseWrittenDate(text);
      return d && isoDate(d);
    }
    case 'time':
      return parseWrittenTime(text);
    case 'datetime-local': {
      const d = parseWrittenDate(text);
      if (!d) return undefined;
      const rest = text.replace(/\d{4}-\d{1,2}-\d{1,2}T?/, ' ');
      return `${isoDate(d)}T${parseWrittenTime(rest) ?? '00:00'}`;
    }
    case 'month': {
      const m = parseWrittenMonth(text);
      return m && `${m.year}-${String(m.month).padStart(2, '0')}`;
    }
    default:
      return undefined;
  }
}
