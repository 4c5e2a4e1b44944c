import { describe, expect, it } from 'vitest';
import { ACTION_KINDS } from '@scout/shared';
import { ACTION_HANDLERS, KIND_FAMILIES } from './action-handlers.js';

describe('ACTION_HANDLERS', () => {
  it('has a handler for every action kind and nothing else', () => {
    expect(Object.keys(ACTION_HANDLERS).sort()).toEqual([...ACTION_KINDS].sort());
  });

  it('takes each kind from exactly one family (a second would silently replace the first)', () => {
    const kinds = KIND_FAMILIES.flatMap((family) => Object.keys(family));
    expect(kinds.sort()).toEqual([...ACTION_KINDS].sort());
  });
});
