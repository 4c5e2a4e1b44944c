/**
 * A strict five-field cron (minute hour day-of-month month day-of-week) read in an IANA time
 * zone with Intl alone, so the server and the browser compute the same next times. Fields take
 * `*`, numbers, `a-b`, steps (`*\/n`, `a-b/n`, `a/n`), lists, and three-letter month and day
 * names; day-of-week 0 and 7 are Sunday. As in Vixie cron, when both day fields are restricted a
 * day matching either one runs. A wall-clock time runs once a day: one the clock skips (spring
 * forward) runs just after the jump, one that happens twice (fall back) runs the first time.
 */
export interface CronExpression {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  daysOfWeek: ReadonlySet<number>;
  isDayOfMonthRestricted: boolean;
  isDayOfWeekRestricted: boolean;
}

export class CronError extends Error {}

const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES, firstName: 1 },
  { name: 'day of week', min: 0, max: 7, names: DAY_NAMES, firstName: 0 },
] as const;

/** Parses a five-field cron; throws CronError saying which field is wrong. */
export function parseCron(text: string): CronExpression {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5)
    throw new CronError('A cron expression has 5 fields: minute hour day month weekday');
  const [minutes, hours, daysOfMonth, months, rawDaysOfWeek] = parts.map((part, i) =>
    parseField(part, FIELDS[i]!),
  );
  // 7 is Sunday too.
  const daysOfWeek = new Set([...rawDaysOfWeek!].map((d) => d % 7));
  return {
    minutes: minutes!,
    hours: hours!,
    daysOfMonth: daysOfMonth!,
    months: months!,
    daysOfWeek,
    isDayOfMonthRestricted: parts[2] !== '*' && !parts[2]!.startsWith('*/'),
    isDayOfWeekRestricted: parts[4] !== '*' && !parts[4]!.startsWith('*/'),
  };
}

function parseField(
  text: string,
  field: { name: string; min: number; max: number; names?: readonly string[]; firstName?: number },
): Set<number> {
  const values = new Set<number>();
  const bad = () => new CronError(`The ${field.name} field "${text}" is not valid`);
  const toNumber = (token: string) => {
    const named = field.names?.indexOf(token.toLowerCase()) ?? -1;
    if (named >= 0) return named + field.firstName!;
    if (!/^\d{1,2}$/.test(token)) throw bad();
    const n = Number(token);
    if (n < field.min || n > field.max) throw bad();
    return n;
  };
  for (const item of text.split(',')) {
    const match = /^([^/]+)(?:\/(\d{1,2}))?$/.exec(item);
    if (!match) throw bad();
    const [, range, stepText] = match;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1) throw bad();
    let from: number;
    let to: number;
    if (range === '*') [from, to] = [field.min, field.max];
    else if (range!.includes('-')) {
      const [a, b, ...rest] = range!.split('-');
      if (rest.length > 0 || a === undefined || b === undefined) throw bad();
      [from, to] = [toNumber(a), toNumber(b)];
      if (from > to) throw bad();
    } else {
      from = toNumber(range!);
      // "5/15" is 5, 20, 35, 50: from 5 to the end in steps.
      to = stepText === undefined ? from : field.max;
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. "Europe/Berlin", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at instant `ms`, in ms (local minus UTC). */
function offsetAt(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const local = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return local - Math.floor(ms / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant of a wall-clock time (`wall` is that time read as if UTC): a skipped time moves
 *  forward by the jump, a repeated one is its first occurrence. */
function instantOf(timeZone: string, wall: number): number {
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  if (before === after) return wall - before;
  const early = wall - before;
  const late = wall - after;
  const isValid = (t: number) => offsetAt(timeZone, t) + t === wall;
  if (isValid(early)) return isValid(late) ? Math.min(early, late) : early;
  if (isValid(late)) return late;
  // In the gap: the offset before the jump puts it just after it (02:30 → 03:30).
  return early;
}

const SEARCH_DAYS = 366 * 5;

/** The first run of `cron` in `timeZone` strictly after `after`, or null within five years. */
export function nextRunAfter(cron: CronExpression, timeZone: string, after: Date): Date | null {
  const afterMs = after.getTime();
  const local = new Date(afterMs + offsetAt(timeZone, afterMs));
  // From the day before (a skipped time of yesterday may run early today), day by day.
  const hours = [...cron.hours].sort((a, b) => a - b);
  const minutes = [...cron.minutes].sort((a, b) => a - b);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - DAY_MS;
  for (let i = 0; i < SEARCH_DAYS; i++, day += DAY_MS) {
    const date = new Date(day);
    if (!matchesDay(cron, date)) continue;
    // Most days have one offset throughout: no look-up per time, and the first later one wins.
    const offset = offsetAt(timeZone, day - DAY_MS);
    const isSteady = offset === offsetAt(timeZone, day + 2 * DAY_MS);
    let best: number | null = null;
    for (const hour of hours)
      for (const minute of minutes) {
        const wall = day + hour * HOUR_MS + minute * 60_000;
        const at = isSteady ? wall - offset : instantOf(timeZone, wall);
        if (at > afterMs && (best === null || at < best)) best = at;
        if (isSteady && best !== null) return new Date(best);
      }
    if (best !== null) return new Date(best);
  }
  return null;
}

function matchesDay(cron: CronExpression, date: Date): boolean {
  if (!cron.months.has(date.getUTCMonth() + 1)) return false;
  const dom = cron.daysOfMonth.has(date.getUTCDate());
  const dow = cron.daysOfWeek.has(date.getUTCDay());
  if (cron.isDayOfMonthRestricted && cron.isDayOfWeekRestricted) return dom || dow;
  return dom && dow;
}

/** The next `count` runs after `after`. */
export function nextRunTimes(
  cron: CronExpression,
  timeZone: string,
  after: Date,
  count: number,
): Date[] {
  const times: Date[] = [];
  let from = after;
  while (times.length < count) {
    const next = nextRunAfter(cron, timeZone, from);
    if (!next) break;
    times.push(next);
    from = next;
  }
  return times;
}

const TIME = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The schedule editor's choices, each one cron; "custom" is any other. */
export const SCHEDULE_PRESETS = ['every-hour', 'every-day', 'every-weekday', 'custom'] as const;
export type SchedulePreset = (typeof SCHEDULE_PRESETS)[number];

/** The cron of a preset at `time` ("HH:MM"; every hour ignores it). */
export function presetCron(preset: Exclude<SchedulePreset, 'custom'>, time = '02:00'): string {
  const [hour, minute] = time.split(':').map(Number);
  if (preset === 'every-hour') return '0 * * * *';
  return `${minute ?? 0} ${hour ?? 0} * * ${preset === 'every-weekday' ? '1-5' : '*'}`;
}

/** Which preset (and time) a cron is, the other way round; "custom" for any other cron. */
export function toPreset(text: string): { preset: SchedulePreset; time: string } {
  const parts = text.trim().split(/\s+/);
  if (parts.join(' ') === '0 * * * *') return { preset: 'every-hour', time: '02:00' };
  const [minute, hour, dom, month, dow] = parts;
  const isNumber = (v: string | undefined, max: number) =>
    v !== undefined && /^\d{1,2}$/.test(v) && Number(v) <= max;
  if (
    parts.length === 5 &&
    isNumber(minute, 59) &&
    isNumber(hour, 23) &&
    dom === '*' &&
    month === '*'
  ) {
    const time = TIME(Number(hour), Number(minute));
    if (dow === '*') return { preset: 'every-day', time };
    if (dow === '1-5') return { preset: 'every-weekday', time };
  }
  return { preset: 'custom', time: '02:00' };
}

/** A schedule in words: "Every weekday at 02:00", "Every day at 06:30", "Every hour", or the
 *  cron itself ("Cron: 15 4 * * 0"). */
export function describeCron(text: string): string {
  const { preset, time } = toPreset(text);
  if (preset === 'every-hour') return 'Every hour';
  if (preset === 'every-day') return `Every day at ${time}`;
  if (preset === 'every-weekday') return `Every weekday at ${time}`;
  return `Cron: ${text.trim().split(/\s+/).join(' ')}`;
}
