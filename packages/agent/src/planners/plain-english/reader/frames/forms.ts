import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { toKeyName } from '../../keys.js';
import { literal } from '../../quotes.js';
import { fileName, isValue, secretValue, target } from '../slots.js';
import { chooseValue } from '../../../../core/form-values.js';
import { act, one, thenDoes, type Frame } from './frame.js';
import {
  fieldTarget,
  fieldWithoutValue,
  plainValue,
  fill,
  FIELD_THEN_VALUE,
  TYPE_VERBS,
  valueList,
} from './fields.js';

/**
 * Form frames: a double click, a file uploaded, and the many ways of typing a value into a field.
 */

export const FORM_FRAMES: Frame[] = [
  {
    id: 'dblclick',
    verbs: ['double-click', 'double', 'dblclick', 'doubleclick'],
    patterns: ['(double-click|double click|dblclick|doubleclick|double tap) [on] TARGET'],
    priority: 32,
    read: (s, ctx) => one(ctx, 'dblclick', { target: target(s.TARGET, ctx.quotes) }),
    form: "double-click 'Row 1'",
    examples: ['double-click the "Row 1" cell'],
  },
  {
    id: 'upload',
    verbs: ['upload', 'attach'],
    patterns: [
      '(upload|attach) FILE (to|into|in|using|with|on|via) TARGET',
      '(upload|attach) FILE',
    ],
    priority: 30,
    read: (s, ctx) =>
      one(ctx, 'upload', {
        value: fileName(s.FILE, ctx.quotes),
        ...(s.TARGET ? { target: target(s.TARGET, ctx.quotes) } : {}),
      }),
    form: "upload a file to 'Attachment'",
    examples: ["upload 'cv.pdf' to 'Resume'", 'attach an image'],
  },
  {
    id: 'fill.with',
    verbs: ['fill', 'complete', 'populate', 'set', 'change', 'update'],
    patterns: [
      '(fill in|fill out|fill|complete|populate) TARGET with VALUE',
      '(set|change|update) TARGET to VALUE',
    ],
    priority: 31,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      if (t.role === 'slider' || /\bslider\b/i.test(s.TARGET))
        return one(ctx, 'fill', {
          value: literal(s.VALUE, ctx.quotes).text,
          target: { ...t, role: 'slider' },
        });
      return fill(ctx, s.VALUE, s.TARGET);
    },
    form: "fill 'Search' with 'hello', set 'Search' to 'hello'; set the volume slider to 30",
    examples: ['fill Email with a@b.c', "set Quantity to '3'"],
  },
  {
    // webdriverio/cucumber-boilerplate: "When I set "test" to the inputfield "#testInput"" (its
    // "add … to" appends, and is not read as this).
    id: 'fill.set.to',
    verbs: ['set'],
    patterns: [
      'set VALUE (to|into|in) [the] (inputfield|input field|input|field|text field|textbox|text box|textarea|element) TARGET',
    ],
    priority: 32,
    read: (s, ctx) =>
      /^⟦\d+⟧$/.test(s.VALUE.trim()) && /^⟦\d+⟧$/.test(s.TARGET.trim())
        ? one(ctx, 'fill', {
            value: literal(s.VALUE, ctx.quotes).text,
            target: target(s.TARGET, ctx.quotes),
          })
        : undefined,
    examples: ['When  I set "test" to the inputfield "#testInput"'],
  },
  {
    id: 'fill.as',
    verbs: TYPE_VERBS,
    patterns: [
      '(type|enter|input|write|put|use|provide|key in|insert|fill in|fill|specify|give) VALUE (as|for) [the|your|my|a|an] TARGET',
      '(specify|set|give) [the|its|their|my] TARGET as VALUE',
    ],
    priority: 31,
    // "type in a valid username as 'ada'": the field is named first and the quote is its value.
    read: (s, ctx) =>
      literal(s.TARGET, ctx.quotes).quoted && !/⟦\d+⟧/.test(s.VALUE)
        ? undefined
        : fill(ctx, s.VALUE, s.TARGET),
    form: "enter 'ada' as the username; enter 5:30 PM as the time",
    examples: ["Enter 'ada' as the username", 'Enter 5:30 PM as the time'],
  },
  {
    id: 'fill.into',
    verbs: TYPE_VERBS,
    patterns: [
      '(type|enter|input|write|put|key in|insert|fill in|fill|paste|provide|start typing|begin typing) VALUE (into|in to|in|inside|on|to) TARGET',
    ],
    priority: 30,
    read: (s, ctx) => {
      if (/^(?:the\s+|my\s+)?(?:list|todo list|to-do list|cart|basket)$/i.test(s.TARGET.trim()))
        return undefined;
      return fill(ctx, s.VALUE, s.TARGET);
    },
    form: "type 'hello' into 'Search' (enter, fill in); type 'Ada' into the text field; enter the email and the password into the fields",
    examples: [
      "type 'hello world' into the Search field",
      "Type 'Ada' into the text field",
      'Enter the email and the password into the fields',
      "type the testing user's password into 'Password'",
    ],
  },
  {
    id: 'fill.bare',
    verbs: TYPE_VERBS,
    patterns: ['(type|enter|input|write|key in) VALUE'],
    priority: 29,
    read: (slots, ctx) => {
      // "type in 'hello'": "in" belongs to the verb.
      // "Enter correct username/password": the two, each into its own field (not the text
      // "username/password").
      const s = {
        ...slots,
        VALUE: slots.VALUE.replace(/^in\s+(?=⟦\d+⟧$)/i, '').replace(
          /\b(user ?name|e-?mail(?: address)?|login)\s*\/\s*(password)\b/i,
          '$1 and $2',
        ),
      };
      if (toKeyName(literal(s.VALUE, ctx.quotes).text) || !isValue(s.VALUE)) return undefined;
      // "input two input fields": fields to fill, not the words to type.
      if (/\b(?:forms?|fields)\.?$/i.test(s.VALUE.trim())) return undefined;
      // "enters username and password": the testing user's, each into its own field.
      const secrets = valueList(s.VALUE, ctx.quotes);
      if (secrets?.every((v) => v.name))
        return {
          actions: secrets.map((v) =>
            act(ctx, 'fill', { value: v.value, target: { name: v.name!, description: v.name! } }),
          ),
        };
      // "Type the name 'Richard Hendricks'": the field is named before the value.
      // "Type in a valid username of 'john_doe'": "in", "a valid" and "of" are not the field's name.
      const named = FIELD_THEN_VALUE.exec(s.VALUE.trim());
      if (named && !/^(?:in|into|of|as|to|with)$/i.test(named[1]))
        return one(ctx, 'fill', {
          value: literal(named[2], ctx.quotes).text,
          target: fieldTarget(named[1], ctx.quotes),
        });
      const value = literal(s.VALUE, ctx.quotes).quoted
        ? literal(s.VALUE, ctx.quotes).text
        : (secretValue(s.VALUE, true) ?? s.VALUE);
      if (
        !literal(s.VALUE, ctx.quotes).quoted &&
        secretValue(s.VALUE, true) === undefined &&
        !plainValue(s.VALUE)
      )
        return undefined;
      // "enter the testing user's password" names its field implicitly.
      if (value === SECRET_PLACEHOLDERS.password)
        return one(ctx, 'fill', { value, target: { description: 'Password', name: 'Password' } });
      if (value === SECRET_PLACEHOLDERS.email)
        return one(ctx, 'fill', { value, target: { description: 'Email', name: 'Email' } });
      // With no field named, the text goes where the cursor is (the runner refuses when nothing has focus).
      return one(ctx, 'fill', { value });
    },
    examples: ["type 'hello'", "enter the testing user's password"],
  },
  {
    // "Fill in the phone number", "When the user enters first name", "user enters firstname and
    // middle name and lastname": fields named, their values left to the tester, who makes them up
    // (core/form-values.ts chooses one by the field's name: "Ada", "10" for an amount). Typing the
    // words "phone number" would be a misread; a search term goes into the search box. Below
    // fill.bare, which reads "enter the password" (the testing user's) and "enter a valid email
    // address".
    id: 'fill.no-value',
    verbs: [...TYPE_VERBS, 'fill', 'complete'],
    patterns: [
      '(type|enter|input|write|key in|insert|provide|fill in|fill out|fill|complete|specify) FIELD',
    ],
    priority: 28,
    read: (s, ctx) => {
      // "Then I type project name": a Then that types is still a step.
      if (ctx.mood === 'expect' && !thenDoes(ctx)) return undefined;
      const fields = fieldsWithoutValues(ctx.text);
      if (!fields) return undefined;
      return {
        actions: fields.map((field) =>
          act(ctx, 'fill', {
            value: madeUpValue(field),
            target: SEARCH_TERM.test(field)
              ? { role: 'searchbox', description: field }
              : fieldTarget(field, ctx.quotes),
          }),
        ),
      };
    },
    examples: ['User enter amount', 'user enters firstname and middle name and lastname'],
  },
  {
    // "When I fill out the form", "Fill the sign-up form with valid data", "Enter valid data",
    // "User fills in all required information", "Enter an invalid email": the form (named, or the
    // one on show) filled as a tester does, with values made up for each field (fill_form;
    // core/form-values.ts), the field named invalid given an invalid value.
    id: 'fill.form',
    verbs: [
      'fill',
      'fill in',
      'fill out',
      'fill up',
      'complete',
      'populate',
      'enter',
      'provide',
      'input',
      'type',
    ],
    patterns: ['(fill in|fill out|fill up|fill|complete|populate|enter|provide|input|type) REST'],
    priority: 33,
    read: (s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      const verb = /^(\w+)/.exec(ctx.text.trim())?.[1]?.toLowerCase() ?? '';
      // "input the registration form": a form as what is typed is filled ("enter the form" may
      // mean going into it: not read).
      const request = formFillOf(
        s.REST,
        /^(?:fill|complete|populate)$/.test(verb) ||
          (/^(?:input|type)$/.test(verb) && /\bform\.?$/i.test(s.REST.trim())),
      );
      if (!request) return undefined;
      const { region, ...form } = request;
      return one(ctx, 'fill_form', {
        ...(region ? { target: { region, description: `the ${region} form` } } : {}),
        ...(Object.keys(form).length ? { form } : {}),
      });
    },
    form: 'fill out the sign-up form [with valid data]; enter valid data; enter an invalid email',
    examples: [
      'When I fill out the form',
      'Fill the sign-up form with valid data',
      'When user fills your personal details with valid data',
      'Enter valid data',
      'When User fills in all required information',
      'I fill in the user form',
      'When I fill the new book form',
      'Enter invalid email',
    ],
  },
];

const SEARCH_TERM = /^search\s+(?:term|text|query|keyword)s?$|^keywords?$/i;

/** The value a tester makes up for a field known only by its name ("first name" → "Ada"). */
function madeUpValue(field: string): string {
  const facts = {
    tag: 'input' as const,
    type: 'text',
    autocomplete: '',
    name: '',
    id: '',
    label: field,
    placeholder: '',
    required: false,
  };
  const choice = chooseValue(facts);
  return choice && choice.how !== 'check' ? choice.value : 'Test';
}

/** "firstname and middle name and lastname", "amount": every one a field's name, or undefined. */
function fieldsWithoutValues(text: string): string[] | undefined {
  const m =
    /^(?:type|enter|input|write|key in|insert|provide|fill in|fill out|fill|complete|specify)\s+(.+)$/i.exec(
      text.trim(),
    );
  if (!m) return undefined;
  const parts = m[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).filter(Boolean);
  const fields = parts.flatMap((p) => fieldWithoutValue(p) ?? fieldRun(p));
  return fields.every(Boolean) ? (fields as string[]) : undefined;
}

/** "firstName middleName" (a list with its comma left out): field names written as identifiers,
 *  one word each ("firstName", "email"), each a field's name; else [undefined]. Words that only
 *  together name a field ("first name") are no run. */
function fieldRun(phrase: string): Array<string | undefined> {
  const words = phrase.trim().split(/\s+/);
  const named = words.map((w) =>
    /^[a-z]+(?:[A-Z][a-z]+)+$/.test(w) ? fieldWithoutValue(w) : undefined,
  );
  return words.length > 1 && named.every(Boolean) ? named : [undefined];
}

// The kinds of field a step may say are given an invalid value ("an invalid e-mail address"). Not
// the password: "type a wrong password" is a login's, and which account it is for is not said.
const INVALID_FIELD =
  /^(e-?mail(?:\s+address)?|email\s+id|phone(?:\s+number)?|mobile(?:\s+number)?|zip(?:\s*code)?|post(?:al)?\s*code|postcode|url|website|date(?:\s+of\s+birth)?|card\s+number|amount|age)$/i;

// What a form is filled with: "valid data", "invalid details", "some test values".
const FILLED_WITH =
  /\s+with\s+(?:(?:the|some|all)\s+)?(?:(valid|correct|proper|random|test|dummy|sample|required|mandatory|needed|necessary)|(invalid|incorrect|wrong))?\s*(?:data|details|information|info|values|inputs?)$/i;

// The nouns a form (or a part of one) is called by.
const FORM_NOUN = /^(?:(.*?)\s+)?(form|forms|fields|form fields|details|information|info|data)$/i;

/**
 * What "fill in the new book form (with valid data)", "enter valid data", "enter an invalid email"
 * ask of the form: its name (the words before "form"), and the kind of field given an invalid
 * value. Undefined when the words are not about filling a form. `byFilling`: the verb is fill or
 * complete, which may name "the form" itself; enter and provide name only data ("enter valid
 * data"), never "the form" (you enter a page).
 */
export function formFillOf(
  phrase: string,
  byFilling: boolean,
): { region?: string; invalid?: string; fields?: string[] } | undefined {
  let rest = phrase.trim().replace(/[.!]+$/, '');
  if (/⟦\d+⟧/.test(rest)) return undefined;
  let invalid: string | undefined;
  // "an invalid email", "invalid e-mail address": that field wrong, the rest made up valid.
  const wrongField =
    /^(?:(?:an?|some|the)\s+)?(?:invalid|incorrect|wrong)\s+(?:format\s+(?:of\s+)?)?(.+)$/i.exec(
      rest,
    );
  if (wrongField && INVALID_FIELD.test(wrongField[1].trim()))
    return { invalid: wrongField[1].trim().toLowerCase() };
  // "fill the form with an invalid email": the form filled, that field wrong.
  const withWrong = /\s+with\s+(?:an?\s+)?(?:invalid|incorrect|wrong)\s+(.+)$/i.exec(rest);
  if (withWrong && INVALID_FIELD.test(withWrong[1].trim())) {
    const form = formFillOf(rest.slice(0, withWrong.index), byFilling);
    return form && !form.fields
      ? { ...form, invalid: withWrong[1].trim().toLowerCase() }
      : undefined;
  }
  const withWhat = FILLED_WITH.exec(rest);
  if (withWhat) {
    if (withWhat[2]) invalid = 'data';
    rest = rest.slice(0, withWhat.index);
  }
  // "fills your password with valid data": a field named, filled with a made-up value.
  const field =
    withWhat &&
    fieldWithoutValue(rest.replace(/^(?:in|out|up)\s+/i, '').replace(/^(?:your|my|the)\s+/i, ''));
  const password = withWhat && /^(?:in\s+)?(?:the\s+|your\s+|my\s+)?password$/i.test(rest);
  if (field || password)
    return { fields: [field || 'password'], ...(invalid ? { invalid: field || 'password' } : {}) };
  // "fill the data in the form", "fill the register data in the form": the data named first.
  const dataIn =
    /^(?:in\s+)?(?:the\s+|some\s+)?(?:(?:valid|required|register|registration|user|personal)\s+)?(?:data|details|information|info|values)\s+(?:in|into|on)\s+(.+)$/i.exec(
      rest,
    );
  if (dataIn && byFilling) {
    if (!/\bform$/i.test(dataIn[1].trim())) return undefined;
    rest = dataIn[1];
  }
  rest = rest
    .replace(/^(?:in|out|up)\s+/i, '')
    .replace(/^all\s+(?:of\s+)?/i, '')
    .replace(/^(?:the|a|an|my|your|this|his|her|their|our|its)\s+/i, '');
  const noun = FORM_NOUN.exec(rest);
  if (!noun) return undefined;
  const [, before = '', what] = noun;
  const isData = /^(?:details|information|info|data)$/i.test(what);
  // "enter all mandatory fields": the fields a form needs, not the words "all mandatory fields".
  const neededFields =
    /fields$/i.test(what) && /\b(?:all|required|mandatory)\b/i.test(before + ' ' + phrase);
  if (!byFilling && !isData && !neededFields) return undefined;
  const words = before
    .split(/\s+/)
    .filter(Boolean)
    .filter((w) => {
      if (/^(?:invalid|incorrect|wrong)$/i.test(w)) {
        invalid = 'data';
        return false;
      }
      return !/^(?:valid|correct|proper|required|mandatory|all|the|needed|necessary|empty|blank|remaining|other|test|dummy|sample|random|some)$/i.test(
        w,
      );
    });
  // "the fields" and "the data" name no form; "personal details" and "the new book form" do.
  if (words.some((w) => /^(?:to|with|and|of|on|for|from|by|that|which|is|are)$/i.test(w)))
    return undefined;
  if (words.length > 4) return undefined;
  // "the following details", "the same data", "the saved details": values the step points to
  // (a table, an earlier step), not ones to make up.
  if (
    words.some((w) =>
      /^(?:following|below|above|these|those|same|given|specified|provided|listed|previous|existing|saved|stored|old)$/i.test(
        w,
      ),
    )
  )
    return undefined;
  const name = words.join(' ');
  const region = name && isData ? `${name} ${what.toLowerCase()}` : name;
  return { ...(region ? { region } : {}), ...(invalid ? { invalid } : {}) };
}
