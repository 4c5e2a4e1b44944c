/**
 * The values a tester makes up for a form ("fill out the form with valid data"): a plausible one
 * for each field, chosen from what the page says of it — its type, autocomplete, name, id, label
 * and placeholder. Pure and fixed (no randomness): a run, its re-run and its Playwright export put
 * the same values in, so a failure can be repeated.
 */

/** What the page says of one field, read in one look (fill-form.ts). */
export interface FieldFacts {
  tag: 'input' | 'select' | 'textarea';
  /** The input's type ('text' for a select or text area). */
  type: string;
  autocomplete: string;
  name: string;
  id: string;
  label: string;
  placeholder: string;
  required: boolean;
  min?: string;
  max?: string;
  step?: string;
  minLength?: number;
  maxLength?: number;
  /** A select's options, in order. */
  options?: Array<{ text: string; value: string; disabled: boolean }>;
}

/** What to do with a field: type a value, choose an option (by its text), or tick it. */
export type FieldChoice =
  { how: 'fill'; value: string } | { how: 'select'; value: string } | { how: 'check' };

/** The kinds of field Scout tells apart, each with the value it types. */
export type FieldKind =
  | 'email'
  | 'password'
  | 'password_confirmation'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'full_name'
  | 'username'
  | 'phone'
  | 'url'
  | 'postcode'
  | 'city'
  | 'state'
  | 'country'
  | 'address'
  | 'company'
  | 'date_of_birth'
  | 'date'
  | 'time'
  | 'number'
  | 'title'
  | 'message'
  | 'card_number'
  | 'text';

/** Valid values: a made-up person in New York (the postcode and city agree). */
export const VALID_VALUES: Record<Exclude<FieldKind, 'number' | 'date' | 'time'>, string> = {
  email: 'ada.lovelace@example.com',
  password: 'Scout-Test-2024!',
  password_confirmation: 'Scout-Test-2024!',
  first_name: 'Ada',
  middle_name: 'Augusta',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  username: 'ada_lovelace',
  phone: '5550102030',
  url: 'https://example.com',
  postcode: '10001',
  city: 'New York',
  state: 'NY',
  country: 'United States',
  address: '350 Fifth Avenue',
  company: 'Acme Ltd',
  date_of_birth: '03/14/1990',
  title: 'Test title',
  message: 'This is a test message written by Scout.',
  card_number: '4242424242424242',
  text: 'Test',
};

/** Invalid values, by the kind of field the step says is wrong. */
const INVALID_VALUES: Partial<Record<FieldKind, string>> = {
  email: 'not-an-email',
  password: 'abc',
  password_confirmation: 'does-not-match',
  phone: 'abc',
  url: 'not a url',
  postcode: 'ABCDE-XYZ',
  number: 'abc',
  date: 'not-a-date',
  date_of_birth: 'not-a-date',
  card_number: '1234',
};

/** The field's words, lower case, runs of separators as one space: "user_email" → "user email";
 *  "firstName" → "first name". */
export function fieldWords(field: Pick<FieldFacts, 'name' | 'id' | 'label' | 'placeholder'>) {
  return [field.label, field.placeholder, field.name, field.id]
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Words that name a kind of field, tried in order: the first that matches wins (a "confirm
// password" field is a password's confirmation before it is a password).
const KIND_WORDS: Array<[FieldKind, RegExp]> = [
  [
    'password_confirmation',
    /\b(?:confirm|confirmation|repeat|retype|re ?enter|again|verify)\b.*\b(?:password|pass|pwd)\b|\b(?:password|pass|pwd)\b.*\b(?:confirm|confirmation|repeat|again|2)\b/,
  ],
  ['password', /\b(?:password|passwd|pwd|pass ?word)\b/],
  ['email', /\be ?mail\b/],
  ['card_number', /\b(?:card ?number|cc ?number|credit ?card)\b/],
  ['first_name', /\b(?:first ?name|fname|given ?name|forename)\b/],
  ['middle_name', /\b(?:middle ?name|mname)\b/],
  ['last_name', /\b(?:last ?name|lname|surname|family ?name)\b/],
  ['username', /\b(?:user ?name|login|user ?id|nick ?name|handle)\b/],
  ['date_of_birth', /\b(?:birth|dob|birthday)\b/],
  ['phone', /\b(?:phone|mobile|tel|telephone|cell)\b/],
  ['url', /\b(?:url|website|web ?site|homepage|link)\b/],
  ['postcode', /\b(?:zip|post ?code|postal|pin ?code)\b/],
  ['city', /\b(?:city|town)\b/],
  ['state', /\b(?:state|province|region|county)\b/],
  ['country', /\bcountry\b/],
  ['address', /\b(?:address|street|addr)\b/],
  ['company', /\b(?:company|organi[sz]ation|employer|business)\b/],
  [
    'number',
    /\b(?:amount|price|quantity|qty|age|count|number of|sum|salary|deposit|withdraw(?:al)?)\b/,
  ],
  // A thing's name ("Project name", "Product name") is no person's: a plain text of its own.
  [
    'full_name',
    /\b(?:full ?name|your ?name|(?<!\b(?:project|product|item|task|book|event|team|group|board|list|card|category|file|folder|course|store|shop|app|repository|repo|document|campaign|job|role|plan|package|pet|room|tag|label|workspace)[ _-]?)name)\b/,
  ],
  [
    'message',
    /\b(?:message|comments?|description|details|notes?|bio|about|feedback|body|content|review)\b/,
  ],
  ['title', /\b(?:title|subject|heading|summary)\b/],
];

// HTML autocomplete tokens (the spec's names) that settle the kind at once.
const AUTOCOMPLETE_KINDS: Record<string, FieldKind> = {
  email: 'email',
  'new-password': 'password',
  'current-password': 'password',
  'given-name': 'first_name',
  'additional-name': 'middle_name',
  'family-name': 'last_name',
  name: 'full_name',
  username: 'username',
  tel: 'phone',
  'tel-national': 'phone',
  url: 'url',
  'postal-code': 'postcode',
  'address-level2': 'city',
  'address-level1': 'state',
  'country-name': 'country',
  'street-address': 'address',
  'address-line1': 'address',
  organization: 'company',
  bday: 'date_of_birth',
  'cc-number': 'card_number',
};

/** What kind of field this is, from its type first, then its autocomplete, then its words. */
export function kindOf(field: FieldFacts): FieldKind {
  const words = fieldWords(field);
  if (field.type === 'password')
    return KIND_WORDS[0][1].test(words) ? 'password_confirmation' : 'password';
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'phone';
  if (field.type === 'url') return 'url';
  if (field.type === 'number' || field.type === 'range') return 'number';
  if (['date', 'datetime-local', 'month', 'week'].includes(field.type))
    return /\b(?:birth|dob|birthday)\b/.test(words) ? 'date_of_birth' : 'date';
  if (field.type === 'time') return 'time';
  const token = field.autocomplete.trim().split(/\s+/).pop() ?? '';
  if (AUTOCOMPLETE_KINDS[token]) return AUTOCOMPLETE_KINDS[token];
  if (field.tag === 'textarea') return 'message';
  return KIND_WORDS.find(([, words_]) => words_.test(words))?.[0] ?? 'text';
}

/** A number in the field's range and on its step: a usual one for its kind, moved inside. */
export function numberFor(field: FieldFacts): string {
  const words = fieldWords(field);
  let v = /\bage\b/.test(words) ? 30 : /\b(?:quantity|qty|count)\b/.test(words) ? 1 : 10;
  const min = field.min !== undefined && field.min !== '' ? Number(field.min) : undefined;
  const max = field.max !== undefined && field.max !== '' ? Number(field.max) : undefined;
  const step =
    field.step && field.step !== 'any' && Number(field.step) > 0 ? Number(field.step) : undefined;
  if (min !== undefined && Number.isFinite(min) && v < min) v = min;
  if (max !== undefined && Number.isFinite(max) && v > max) v = max;
  if (step !== undefined) {
    const base = min !== undefined && Number.isFinite(min) ? min : 0;
    v = base + Math.round((v - base) / step) * step;
    if (max !== undefined && v > max) v -= step;
    if (min !== undefined && v < min) v += step;
  }
  // 0.1 + 0.2: a step's arithmetic written as the step's own decimals.
  const decimals = step !== undefined ? (String(step).split('.')[1]?.length ?? 0) : 0;
  return v.toFixed(decimals);
}

/** A date (or month, week, date and time) for a native input, inside its min and max. */
function dateFor(field: FieldFacts, kind: FieldKind): string {
  const day = kind === 'date_of_birth' ? '1990-03-14' : '2030-03-14';
  const byType: Record<string, string> = {
    date: day,
    'datetime-local': `${day}T10:30`,
    month: day.slice(0, 7),
    week: `${day.slice(0, 4)}-W11`,
  };
  const value = byType[field.type] ?? (kind === 'date_of_birth' ? '03/14/1990' : '03/14/2030');
  if (!byType[field.type]) return value;
  // ISO values of one type sort as text.
  if (field.min && value < field.min) return field.min;
  if (field.max && value > field.max) return field.max;
  return value;
}

/** Text that fits the field's length limits: padded to its minimum, cut to its maximum. */
function fitLength(value: string, field: FieldFacts): string {
  let v = value;
  if (field.minLength && v.length < field.minLength) v = v + 'x'.repeat(field.minLength - v.length);
  if (field.maxLength && field.maxLength > 0 && v.length > field.maxLength)
    v = v.slice(0, field.maxLength);
  return v;
}

/** Option texts that ask for a choice rather than make one: "Select…", "-- Choose --", "Please
 *  select". */
const PLACEHOLDER_OPTION =
  /^\s*(?:-+\s*)?(?:please\s+)?(?:select|choose|pick)\b|^\s*-+\s*$|^\s*$|^\s*\.\.\.\s*$/i;

/** A select's first real option: enabled, with a value, not a "Select…" placeholder. */
export function firstRealOption(options: NonNullable<FieldFacts['options']>): string | undefined {
  return options.find(
    (o) => !o.disabled && o.value.trim() !== '' && !PLACEHOLDER_OPTION.test(o.text),
  )?.text;
}

/** Whether a select shows no choice yet: its chosen option is a placeholder (or none is). */
export function isPlaceholderOption(option: { text: string; value: string } | undefined): boolean {
  return !option || option.value.trim() === '' || PLACEHOLDER_OPTION.test(option.text);
}

/**
 * The value a tester would put in the field: valid for its kind, or invalid when the step says
 * the field's kind is the wrong one ("enter an invalid email"). Undefined: Scout has nothing to
 * put in it (a select with no real option).
 */
export function chooseValue(field: FieldFacts, invalid?: FieldKind): FieldChoice | undefined {
  if (field.tag === 'select') {
    const option = firstRealOption(field.options ?? []);
    return option === undefined ? undefined : { how: 'select', value: option };
  }
  if (field.type === 'checkbox' || field.type === 'radio') return { how: 'check' };
  const kind = kindOf(field);
  if (invalid !== undefined && sameKind(kind, invalid)) {
    // An invalid password is confirmed as typed: a mismatch would be refused for itself, hiding a
    // page that takes the weak password.
    const bad = INVALID_VALUES[invalid === 'password' ? 'password' : kind];
    if (bad !== undefined) return { how: 'fill', value: bad };
  }
  if (kind === 'number') return { how: 'fill', value: numberFor(field) };
  if (kind === 'date' || kind === 'date_of_birth')
    return { how: 'fill', value: dateFor(field, kind) };
  if (kind === 'time') return { how: 'fill', value: '10:30' };
  const value = kind === 'text' ? textFor(field) : VALID_VALUES[kind];
  // A password's length limits hold for its confirmation too: both are cut alike.
  return { how: 'fill', value: fitLength(value, field) };
}

/** "invalid email" names the email field; a password's confirmation is a password too. */
export function sameKind(kind: FieldKind, invalid: FieldKind): boolean {
  return kind === invalid || (invalid === 'password' && kind === 'password_confirmation');
}

/** A field of no known kind: "Test" and its own name ("Test book title"), short and readable. */
function textFor(field: FieldFacts): string {
  const name = (field.label || field.placeholder || field.name || field.id)
    .replace(/[*:]+/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return name && name.length <= 30 ? `Test ${name}` : VALID_VALUES.text;
}

/**
 * The kind of field the step says gets an invalid value: "invalid email" → email, "invalid
 * phone number" → phone. "invalid data" names none: `undefined` (the form's own choice:
 * invalidKindIn).
 */
export function invalidKindNamed(words: string): FieldKind | undefined {
  const w = words.toLowerCase();
  if (/\bconfirm/.test(w)) return 'password_confirmation';
  const found = KIND_WORDS.find(
    ([kind, re]) => kind !== 'full_name' && kind !== 'message' && re.test(w),
  );
  return found?.[0];
}

/** With "invalid data", the field whose invalid value a page can tell at once: the email, else the
 *  phone, a number, a date or the password. */
export function invalidKindIn(kinds: FieldKind[]): FieldKind | undefined {
  return (['email', 'phone', 'number', 'date', 'date_of_birth', 'password'] as FieldKind[]).find(
    (k) => kinds.includes(k),
  );
}

// An opt-in to mail is worded as a consent too ("I agree to receive marketing emails"): a tester
// filling a form does not subscribe to it unless the form requires it.
const OPT_IN =
  /\b(?:newsletters?|marketing|offers?|promotions?|promotional|subscribe|news|updates)\b/;

/** Whether a checkbox is one a form needs ticked: required, or an agreement to terms that is no
 *  opt-in to mail. */
export function mustTick(field: FieldFacts): boolean {
  const words = fieldWords(field);
  return (
    field.required ||
    (/\b(?:terms|agree|accept|consent|privacy|policy|conditions|gdpr)\b/.test(words) &&
      !OPT_IN.test(words))
  );
}
