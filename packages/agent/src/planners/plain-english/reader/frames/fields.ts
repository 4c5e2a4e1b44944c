import { SECRET_PLACEHOLDERS, type Target } from '@scout/shared';
import { literal } from '../../quotes.js';
import { isGeneric, isValue, secretValue, target, valueOf } from '../slots.js';
import { act, one, type FrameContext, type Reading } from './frame.js';

/**
 * What the form frames share: the field a value goes into, whether words can be typed as they are,
 * and one fill (or several: "'Ada' and 'Lovelace' into both text fields").
 */

const DATE_OR_TIME_NOUN = /^(?:the\s+)?(?:date|time)$/i;

/** The field a value goes into; "the time" names a field called time. */
// A field's name, then its value: "the name 'Richard'", "in a valid username of 'john_doe'",
// "an invalid password as 'x'". The words around the name ("in", "a valid", "of") are left out.
export const FIELD_THEN_VALUE =
  /^(?:(?:in|into)\s+)?(?:(?:the|a|an|your|my|some)\s+)?(?:(?:valid|invalid|correct|incorrect|wrong|new|existing|registered|unregistered|different|random|unknown)\s+)*([a-z][a-z ]{1,30}?)(?:\s+(?:of|as|with|equal to|set to|=|:))?:?\s+(⟦\d+⟧)$/i;

export function fieldTarget(phrase: string, quotes: string[]): Target {
  const t = target(phrase, quotes);
  if (/^(?:the\s+)?date$/i.test(phrase.trim()))
    return { description: t.description, widget: 'date' };
  if (DATE_OR_TIME_NOUN.test(phrase.trim()))
    return { description: t.description, name: phrase.trim().replace(/^the\s+/i, '') };
  if (isGeneric(t) && !t.role && t.near === undefined) t.role = 'textbox';
  return t;
}

/** "'Ada' and 'Lovelace'", "the email and the password": several values, or undefined for one. */
export function valueList(
  phrase: string,
  quotes: string[],
): Array<{ value: string; name?: string }> | undefined {
  const parts = phrase.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).filter(Boolean);
  if (parts.length < 2) return undefined;
  const values = parts.map((part) => {
    const quoted = literal(part, quotes);
    if (quoted.quoted) return { value: quoted.text };
    const secret = secretValue(part, true);
    if (!secret) return undefined;
    return {
      value: secret,
      name:
        secret === SECRET_PLACEHOLDERS.password
          ? 'Password'
          : /user ?name/i.test(part)
            ? 'Username'
            : 'Email',
    };
  });
  return values.every(Boolean) ? (values as Array<{ value: string; name?: string }>) : undefined;
}

/** Unquoted words that can be typed as they are: not "values", "a known allergy", "data clerk details". */
export function plainValue(phrase: string): boolean {
  const p = phrase.trim();
  if (
    /^(?:a|an|the|some|any|my|your|their|its|his|her|values?|data|details|information|info|text|something|anything)(?:\s|$)/i.test(
      p,
    )
  )
    return false;
  // "Insert email and password as login credentials": two things named, neither one's text.
  if (/\b(?:have|has|be|is|are|to|with|from|into|called|named|details|information|and)\b/i.test(p))
    return false;
  // "enter invalid credentials", "type a wrong password": what to type, described, not the text.
  if (
    /^(?:valid|invalid|correct|incorrect|wrong|proper|random|existing|unknown)\b|\bcredentials?\b/i.test(
      p,
    )
  )
    return false;
  // "enters first name", "types the postcode": a field named, its value left to the tester; typing
  // the words "first name" would be a misread.
  if (FIELD_NOUN.test(p)) return false;
  return p.split(/\s+/).length <= 4;
}

/** "first name" in "the first name", "a valid phone number": the field a step names with no value
 *  for it, or undefined when the words are no field's name (or hold a value). */
export function fieldWithoutValue(phrase: string): string | undefined {
  if (/⟦\d+⟧/.test(phrase)) return undefined;
  const field = phrase
    .trim()
    .replace(/^(?:in|into)\s+/i, '')
    .replace(/^(?:the|a|an|your|my|his|her|their|some)\s+/i, '')
    .replace(/^(?:valid|correct|proper|new)\s+/i, '')
    .replace(/\s+(?:field|box|input)$/i, '');
  return FIELD_NOUN.test(field) ? field : undefined;
}

// "Fill in the phone number", "When the user enters first name": the verb of a fill, then words.
const FILL_WITHOUT_VALUE =
  /^(?:type|enter|input|write|key in|insert|provide|fill in|fill out|fill|complete|specify)\s+(.+)$/i;

/** The field a fill names without its value ("Fill in the phone number"), from the step as the
 *  frames see it, or undefined when the step is no such fill. */
export function fillWithoutValue(text: string): string | undefined {
  const m = FILL_WITHOUT_VALUE.exec(text.trim());
  return m ? fieldWithoutValue(m[1]) : undefined;
}

/** The step Scout reads that a fill without its value comes closest to: its value in quotes. */
export function fillWithValue(field: string): string {
  return `Enter "…" into the ${field}`;
}

/** Words that name a form's field rather than what goes in it. */
const FIELD_NOUN =
  /^(?:(?:first|last|middle|full|user|given|family|sur|nick|display|company|street|city)\s*names?|names?|(?:project|product|item|task|book|event|team|group|account|board|list|card|category|file|folder|course|organi[sz]ation|store|shop)\s+(?:names?|titles?|descriptions?|numbers?)|usernames?|e-?mail(?:\s+address)?|(?:street\s+|postal\s+|billing\s+|shipping\s+)?address(?:es)?|phone(?:\s+number)?|mobile(?:\s+number)?|telephone|city|town|country|state|province|region|zip(?:\s*code)?|post(?:al)?\s*code|postcode|company|title|subject|description|comments?|message|search\s+(?:term|text|query|keyword)s?|keywords?|date\s+of\s+birth|birth\s*date|age|amount|quantity|price)$/i;

// A value after the words that say what it is: "an invalid e-mail address 'x'", "the text 'hi'".
const DESCRIBED_VALUE =
  /^(?:the|a|an|some|my|your)\s+(?:(?:valid|invalid|correct|incorrect|wrong|new|existing|different|random|unknown|short|long)\s+)*[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}\s+(⟦\d+⟧)$/i;

const PLURAL_FIELDS =
  /^(?:(?:both|all|the|all the|all of the|two|the two|these|those)\s+)?(?:(?:text|input|form)\s+)?(?:fields|inputs|boxes|textboxes|text boxes|form fields)$/i;

/** "Enter 'Ada' and 'Lovelace' into both text fields", "Enter the email and the password into the
 *  fields": one fill per value, into the field its own name says, else by position. */
function fillMany(
  ctx: FrameContext,
  valuesPhrase: string,
  targetPhrase: string,
): Reading | undefined {
  if (!PLURAL_FIELDS.test(targetPhrase.trim())) return undefined;
  const single = literal(valuesPhrase, ctx.quotes);
  // "Fill both fields with 'test'": the same value into each.
  if (single.quoted && /^both\b/i.test(targetPhrase.trim())) {
    return {
      actions: [0, 1].map((nth) =>
        act(ctx, 'fill', {
          value: single.text,
          target: { role: 'textbox', nth, description: `text field ${nth + 1}` },
        }),
      ),
    };
  }
  const values = valueList(valuesPhrase, ctx.quotes);
  if (!values) return undefined;
  return {
    actions: values.map((v, index) =>
      act(ctx, 'fill', {
        value: v.value,
        target: v.name
          ? { name: v.name, description: v.name }
          : { role: 'textbox', nth: index, description: `text field ${index + 1}` },
      }),
    ),
  };
}

/** 'enter "a@b.c into" into the Email field': the quote closes after the word that follows it, so
 *  what to type is not what the quote holds. */
function misplacedQuote(ctx: FrameContext, valuePhrase: string): boolean {
  const last = /(⟦\d+⟧)$/.exec(valuePhrase.trim());
  if (!last) return false;
  const end = /\s(into|onto)$/i.exec(literal(last[1], ctx.quotes).text);
  return end !== null && new RegExp(`${last[1]}\\s+${end[1]}\\b`, 'i').test(ctx.text);
}

export function fill(
  ctx: FrameContext,
  valuePhrase: string,
  targetPhrase: string,
): Reading | undefined {
  const many = fillMany(ctx, valuePhrase, targetPhrase);
  if (many) return many;
  if (misplacedQuote(ctx, valuePhrase)) return undefined;
  // "enter an invalid e-mail address 'invalid-address' into …": what the value is, then the value.
  const described = DESCRIBED_VALUE.exec(valuePhrase.trim());
  if (described && !/\b(?:of|from|in|into|on|at|for|with|to|and|or)\b/i.test(valuePhrase))
    valuePhrase = described[1];
  if (/⟦\d+⟧/.test(valuePhrase) && !/^⟦\d+⟧$/.test(valuePhrase.trim())) return undefined;
  if (
    !isValue(valuePhrase) ||
    (secretValue(valuePhrase) === undefined &&
      !literal(valuePhrase, ctx.quotes).quoted &&
      !plainValue(valuePhrase))
  )
    return undefined;
  const t = fieldTarget(targetPhrase, ctx.quotes);
  return one(ctx, 'fill', { value: valueOf(valuePhrase, ctx.quotes), target: t });
}

export const TYPE_VERBS = [
  'type',
  'enter',
  'input',
  'write',
  'put',
  'key in',
  'insert',
  'provide',
  'use',
  'fill in',
  'specify',
];
