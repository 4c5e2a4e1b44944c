import { describe, expect, it } from 'vitest';
import { listName } from './named-list.js';

describe('listName', () => {
  it('names the list a check speaks of', () => {
    expect(
      listName({ description: 'the list of bank accounts', name: 'list of bank accounts' }),
    ).toBe('bank accounts');
    expect(
      listName({ description: 'the bank accounts list', role: 'list', name: 'bank accounts' }),
    ).toBe('bank accounts');
    expect(listName({ description: 'the users table', role: 'table', name: 'users' })).toBe(
      'users',
    );
    expect(listName({ description: 'the table of all the orders' })).toBe('orders');
  });
  it('leaves out anything else, and lists to choose from', () => {
    expect(listName({ description: 'the Email field', name: 'Email' })).toBeUndefined();
    expect(
      listName({ description: 'the Country list', role: 'listbox', name: 'Country' }),
    ).toBeUndefined();
    expect(listName({ description: 'the Playlist', name: 'Playlist' })).toBeUndefined();
    expect(listName({ description: 'the wish list', name: 'wish list' })).toBeUndefined();
  });
});
