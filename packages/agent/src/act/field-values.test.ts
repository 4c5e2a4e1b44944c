import { describe, expect, it } from 'vitest';
import type { ResolvedAction } from '@scout/shared';
import { actInPages } from '../testing/pages-under-test.js';
import { page as html } from '../testing/serve-pages.js';
import { executeAction } from './execute-action.js';

// Bootstrap 5 markup: a form-control to name a new list, and each list's name kept in an
// editable form-control-plaintext input (as a board's lists are in a Trello-like app). In the
// twin page Enter adds nothing and leaves the field: the name stays only in the field Scout typed into.
const lists = (adds: boolean) =>
  html(
    'Board',
    `
  <div class="container"><h1 class="h4">new board</h1>
    <div class="row g-2" id="lists"></div>
    <input type="text" class="form-control" id="new-list" placeholder="Enter list title...">
  </div>
  <script>document.getElementById('new-list').addEventListener('keyup', (e) => {
    if (e.key !== 'Enter') return;
    ${adds ? '' : 'e.target.blur(); return;'}
    const col = document.createElement('div');
    col.className = 'col-3 card card-body';
    col.innerHTML = '<input type="text" class="form-control-plaintext fw-bold" data-testid="list-name">';
    col.querySelector('input').value = e.target.value;
    document.getElementById('lists').append(col);
    e.target.value = '';
  });</script>`,
  );

describe('a check that the page shows a text, on names kept in fields', () => {
  const at = actInPages({ '/adds': lists(true), '/adds-nothing': lists(false) }, 'field-values');

  const step = (action: Omit<ResolvedAction, 'description'>) =>
    executeAction(at.ctx, { description: action.kind, ...action });
  const addList = async () => {
    const typed = await step({
      kind: 'fill',
      target: { description: 'the list title', placeholder: 'Enter list title...' },
      value: 'list1',
    });
    expect(typed.ok).toBe(true);
    expect(
      (
        await step({
          kind: 'press',
          target: { description: 'the list title', placeholder: 'Enter list title...' },
          value: 'Enter',
        })
      ).ok,
    ).toBe(true);
  };
  const shows = async (text: string) =>
    (await step({ kind: 'assert', assertion: { kind: 'text_visible', expected: text } })).ok;

  it('reads the name the app put in a field of its own', async () => {
    await at.tab.goto(`${at.server.url}/adds`);
    await addList();
    expect(await shows('list1')).toBe(true);
  });

  it('never passes on the text Scout typed into a field itself', async () => {
    await at.tab.goto(`${at.server.url}/adds-nothing`);
    await addList();
    expect(await at.tab.inputValue('#new-list')).toBe('list1');
    expect(await shows('list1')).toBe(false);
  });
});
