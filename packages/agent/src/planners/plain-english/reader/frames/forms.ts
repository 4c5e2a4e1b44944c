import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { toKeyName } from '../../keys.js';
import { literal } from '../../quotes.js';
import { fileName, isValue, secretValue, target } from '../slots.js';
import { act, one, type Frame } from './frame.js';
import {
  fieldTarget,
  plainValue,
  fill,
  fillWithoutValue,
  fillWithValue,
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
    // "Fill in the phone number", "When the user enters first name": a field named, its value
    // left to the tester. Typing the words "phone number" would be a misread, and no value is
    // Scout's to invent: refused, saying what is missing and how to write it. Below fill.bare,
    // which reads "enter the password" (the testing user's) and "enter a valid email address".
    id: 'fill.no-value',
    verbs: [...TYPE_VERBS, 'fill', 'complete'],
    patterns: [
      '(type|enter|input|write|key in|insert|provide|fill in|fill out|fill|complete|specify) FIELD',
    ],
    priority: 28,
    read: (s, ctx) => {
      const field = fillWithoutValue(ctx.text);
      if (!field || ctx.mood === 'expect') return undefined;
      return {
        refuse: 'missing_slot',
        message: `a field named without the value to type into it; write the value in quotes, as in “${fillWithValue(field)}”`,
      };
    },
    examples: [],
  },
];
