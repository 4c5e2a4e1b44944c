import type { ResolvedAction } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import type { StepReading } from '../src/planners/plain-english/read-step.js';
import { scoreReading, scoreTestCase } from './score.js';

const URL = 'https://app.example.test/';
const read = (...actions: ResolvedAction[]): StepReading => ({ ok: true, actions, frame: 'test' });
const refused: StepReading = { ok: false, refusal: { kind: 'no_frame', message: 'no' } };
const click = (target: ResolvedAction['target']): ResolvedAction => ({
  kind: 'click',
  description: 'd',
  target,
});

describe('scoreReading', () => {
  it('is correct when kinds match in order and every labelled field equals the reading', () => {
    const label = [click({ description: 'Delete', name: 'Delete', near: 'Pay rent' })];
    const got = read(
      click({
        description: 'the Delete button',
        name: ' delete ',
        role: 'button',
        near: '“Pay rent”.',
      }),
    );
    expect(scoreReading(label, got, URL)).toEqual({ outcome: 'correct' });
  });

  it('treats name, label, placeholder and text as one slot', () => {
    const label = [
      {
        kind: 'fill' as const,
        description: 'd',
        value: 'Ada',
        target: { description: 'Name', name: 'Name' },
      },
    ];
    expect(
      scoreReading(
        label,
        read({
          kind: 'fill',
          description: 'd',
          value: 'ada',
          target: { description: 'x', label: 'Name' },
        }),
        URL,
      ).outcome,
    ).toBe('correct');
    expect(
      scoreReading(
        label,
        read({
          kind: 'fill',
          description: 'd',
          value: 'Ada',
          target: { description: 'x', placeholder: 'the name' },
        }),
        URL,
      ).outcome,
    ).toBe('correct');
    expect(
      scoreReading(
        label,
        read({
          kind: 'fill',
          description: 'd',
          value: 'Ada',
          target: { description: 'x', text: 'Surname' },
        }),
        URL,
      ),
    ).toEqual({
      outcome: 'misread',
      why: 'target called "Surname", expected "Name"',
    });
  });

  it('resolves relative URLs of navigations against the starting URL', () => {
    const label = [{ kind: 'navigate' as const, description: 'd', value: '/wiki/Main_Page' }];
    expect(
      scoreReading(
        label,
        read({
          kind: 'navigate',
          description: 'd',
          value: 'https://app.example.test/wiki/Main_Page',
        }),
        URL,
      ).outcome,
    ).toBe('correct');
    expect(
      scoreReading(
        label,
        read({ kind: 'navigate', description: 'd', value: 'https://other.test/wiki/Main_Page' }),
        URL,
      ).outcome,
    ).toBe('misread');
  });

  it('reads "the modal window" and "dialog" as one region', () => {
    const label = [click({ description: 'Create', name: 'Create', region: 'dialog' })];
    expect(
      scoreReading(
        label,
        read(click({ description: 'x', name: 'Create', region: 'the modal window' })),
        URL,
      ).outcome,
    ).toBe('correct');
    expect(
      scoreReading(label, read(click({ description: 'x', name: 'Create', region: 'header' })), URL)
        .outcome,
    ).toBe('misread');
  });

  it('compares an ordinal and a generic role when the label gives them', () => {
    const label = [
      {
        kind: 'focus' as const,
        description: 'd',
        target: { description: 'input', role: 'textbox', nth: 1 },
      },
    ];
    expect(
      scoreReading(
        label,
        read({
          kind: 'focus',
          description: 'd',
          target: { description: 'x', role: 'textbox', nth: 1 },
        }),
        URL,
      ).outcome,
    ).toBe('correct');
    expect(
      scoreReading(
        label,
        read({ kind: 'focus', description: 'd', target: { description: 'x', role: 'textbox' } }),
        URL,
      ),
    ).toEqual({
      outcome: 'misread',
      why: 'target nth none, expected 1',
    });
  });

  it('compares assertions by kind, expected value and, when labelled, how they match', () => {
    const label = [
      {
        kind: 'assert' as const,
        description: 'd',
        assertion: { kind: 'count' as const, expected: 25 },
      },
    ];
    expect(
      scoreReading(
        label,
        read({
          kind: 'assert',
          description: 'd',
          assertion: { kind: 'count', expected: 25 },
          target: { description: 'contacts' },
        }),
        URL,
      ).outcome,
    ).toBe('correct');
    expect(
      scoreReading(
        label,
        read({
          kind: 'assert',
          description: 'd',
          assertion: { kind: 'text_visible', expected: '25 contacts' },
        }),
        URL,
      ).outcome,
    ).toBe('misread');
    const url = [
      {
        kind: 'assert' as const,
        description: 'd',
        assertion: { kind: 'url' as const, expected: '/orders', match: 'ends_with' as const },
      },
    ];
    expect(
      scoreReading(
        url,
        read({
          kind: 'assert',
          description: 'd',
          assertion: { kind: 'url', expected: '/orders', match: 'contains' },
        }),
        URL,
      ).outcome,
    ).toBe('misread');
  });

  it('is a misread when the number or order of actions differs', () => {
    const label = [
      {
        kind: 'fill' as const,
        description: 'd',
        value: 'laptop',
        target: { description: 's', role: 'searchbox' },
      },
      {
        kind: 'submit' as const,
        description: 'd',
        target: { description: 's', role: 'searchbox' },
      },
    ];
    expect(scoreReading(label, read(label[0]), URL)).toEqual({
      outcome: 'misread',
      why: '1 action(s), expected 2; first difference at action 2',
    });
    expect(scoreReading(label, read(label[1], label[0]), URL)).toEqual({
      outcome: 'misread',
      why: 'action 1: kind submit, expected fill',
    });
    expect(scoreReading(label, read(...label), URL).outcome).toBe('correct');
  });

  it('compares the destination of a drag', () => {
    const label = [
      {
        kind: 'drag' as const,
        description: 'd',
        target: { description: 'a', name: 'Task A' },
        to: { description: 'b', name: 'Done' },
      },
    ];
    expect(
      scoreReading(label, read({ ...label[0], to: { description: 'b', name: 'To do' } }), URL),
    ).toEqual({
      outcome: 'misread',
      why: 'drag destination called "To do", expected "Done"',
    });
  });

  it('is refused_rightly only when a sentence not about the page is refused', () => {
    expect(scoreReading({ refuse: 'not_a_ui_step' }, refused, URL)).toEqual({
      outcome: 'refused_rightly',
    });
  });

  it('never counts a refusal of a UI step as right, even when no action expresses it', () => {
    expect(scoreReading({ refuse: 'vague' }, refused, URL)).toEqual({ outcome: 'refused' });
    expect(scoreReading({ refuse: 'unsupported' }, refused, URL)).toEqual({ outcome: 'refused' });
  });

  it('is refused (needlessly) when a sentence with actions is refused', () => {
    expect(scoreReading([click({ description: 'Share', name: 'Share' })], refused, URL)).toEqual({
      outcome: 'refused',
    });
  });

  it('is a misread when a sentence labelled refuse is read as actions', () => {
    expect(
      scoreReading(
        { refuse: 'not_a_ui_step' },
        read(click({ description: 'store', name: 'store' })),
        URL,
      ),
    ).toEqual({
      outcome: 'misread',
      why: 'read a step that should be refused (not_a_ui_step)',
    });
  });

  it('compares a selector as written, but for whitespace', () => {
    const label = [click({ description: '.btn', selector: '#nav  .btn' })];
    expect(
      scoreReading(label, read(click({ description: 'x', selector: ' #nav .btn' })), URL),
    ).toEqual({ outcome: 'correct' });
    expect(scoreReading(label, read(click({ description: 'x', selector: '.btn' })), URL)).toEqual({
      outcome: 'misread',
      why: 'target selector ".btn", expected "#nav  .btn"',
    });
    expect(scoreReading(label, read(click({ description: 'x', name: '.btn' })), URL).outcome).toBe(
      'misread',
    );
  });
  it('takes a quoted text being visible as the element showing it being visible, and no further', () => {
    const label = [
      {
        kind: 'assert' as const,
        description: 'x',
        assertion: { kind: 'visible' as const },
        target: { name: 'Saved', description: 'Saved' },
      },
    ];
    const text = (expected: string, kind: 'text_visible' | 'text_absent' = 'text_visible') =>
      read({ kind: 'assert', description: 'x', assertion: { kind, expected } });
    expect(scoreReading(label, text('Saved'), URL).outcome).toBe('correct');
    expect(scoreReading(label, text('Saved', 'text_absent'), URL).outcome).toBe('misread');
    expect(scoreReading(label, text('Unsaved'), URL).outcome).toBe('misread');
    const button = [
      { ...label[0], target: { name: 'Saved', role: 'button', description: 'Saved' } },
    ];
    expect(scoreReading(button, text('Saved'), URL).outcome).toBe('misread');
  });
});

describe('scoreTestCase', () => {
  const label = [
    { kind: 'navigate' as const, description: 'd', value: '/login' },
    click({ description: 'Sign in', name: 'Sign in' }),
  ];

  it("is correct when every action is the label's, in order", () => {
    const actions = [
      { kind: 'navigate' as const, description: 'x', value: 'https://app.example.test/login' },
      click({ description: 'x', name: 'sign in', role: 'button' }),
    ];
    expect(scoreTestCase(label, { ok: true, actions, assumed: [] }, URL)).toEqual({
      outcome: 'correct',
    });
  });

  it('is a misread when an action is missing, extra, or out of order', () => {
    const [go, signIn] = label;
    expect(scoreTestCase(label, { ok: true, actions: [go], assumed: [] }, URL)).toEqual({
      outcome: 'misread',
      why: '1 action(s), expected 2; first difference at action 2',
    });
    expect(
      scoreTestCase(label, { ok: true, actions: [signIn, go], assumed: [] }, URL).outcome,
    ).toBe('misread');
    expect(
      scoreTestCase(label, { ok: true, actions: [go, signIn, signIn], assumed: [] }, URL).outcome,
    ).toBe('misread');
  });

  it('is refused when the reader will not read the case', () => {
    expect(scoreTestCase(label, { ok: false, error: 'no', unread: [] }, URL)).toEqual({
      outcome: 'refused',
    });
  });
});

describe('a step that gets to or checks a page by its name', () => {
  const onPage = (expected: string, reach?: true) => ({
    kind: 'assert' as const,
    description: 'x',
    assertion: { kind: 'on_page' as const, expected, ...(reach ? { reach } : {}) },
  });
  const read = (action: ResolvedAction) => ({ ok: true as const, actions: [action], frame: 'x' });

  it('is the same as a navigation by that name when the check first gets there', () => {
    const label = [
      {
        kind: 'navigate' as const,
        description: 'd',
        target: { name: 'login', description: 'login' },
      },
    ];
    expect(scoreReading(label, read(onPage('login', true)), URL).outcome).toBe('correct');
    expect(scoreReading(label, read(onPage('login page', true)), URL).outcome).toBe('correct');
    // Only checking where the browser is, without getting there, is not the navigation.
    expect(scoreReading(label, read(onPage('login')), URL).outcome).toBe('misread');
    expect(scoreReading(label, read(onPage('signup', true)), URL).outcome).toBe('misread');
  });

  it("is the same as the URL containing the page's words when the check names them all", () => {
    const label = [
      {
        kind: 'assert' as const,
        description: 'd',
        assertion: { kind: 'url' as const, expected: 'cart', match: 'contains' as const },
      },
    ];
    expect(scoreReading(label, read(onPage('shopping cart')), URL).outcome).toBe('correct');
    expect(scoreReading(label, read(onPage('checkout')), URL).outcome).toBe('misread');
  });

  it('takes the home page by name as the starting URL', () => {
    const label = [
      {
        kind: 'navigate' as const,
        description: 'd',
        target: { name: 'home', description: 'home' },
      },
    ];
    const got = { kind: 'navigate' as const, description: 'x', value: URL };
    expect(scoreReading(label, read(got), URL).outcome).toBe('correct');
    const elsewhere = { kind: 'navigate' as const, description: 'x', value: `${URL}about` };
    expect(scoreReading(label, read(elsewhere), URL).outcome).toBe('misread');
  });
});

describe('a selector the step names as where to look', () => {
  const seeWithin = (target: Record<string, string>) => ({
    kind: 'assert' as const,
    description: 'x',
    assertion: { kind: 'text_visible' as const, expected: 'Greetings' },
    target: { description: 'x', ...target },
  });
  const read = (action: ResolvedAction) => ({ ok: true as const, actions: [action], frame: 'x' });

  it("is the same given as the target's selector or as a region by that selector", () => {
    const label = [seeWithin({ selector: '#inbox' })];
    expect(scoreReading(label, read(seeWithin({ region: '#inbox' })), URL).outcome).toBe('correct');
    expect(scoreReading(label, read(seeWithin({ region: '#outbox' })), URL).outcome).toBe(
      'misread',
    );
  });

  it('is not the element itself when the reader names something inside it', () => {
    const click = (target: Record<string, string>) => ({
      kind: 'click' as const,
      description: 'x',
      target: { description: 'x', ...target },
    });
    const label = [click({ selector: '#submit' })];
    expect(scoreReading(label, read(click({ region: '#submit', name: 'OK' })), URL).outcome).toBe(
      'misread',
    );
    const named = [click({ selector: '#controls', name: 'Delete' })];
    expect(
      scoreReading(named, read(click({ region: '#controls', name: 'Delete' })), URL).outcome,
    ).toBe('correct');
  });
});
