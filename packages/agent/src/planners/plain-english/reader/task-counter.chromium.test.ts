import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_CSS } from '../../../testing/bootstrap-markup.js';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { page as html } from '../../../testing/serve-pages.js';

// A task list as testers describe it: "add the task 'X'", "I should see 1 task left" (the
// counter's words, not a count of the list's rows: a finished task is still a row), "filter by
// Active". The page is Bootstrap 5's list group with its form-check boxes and nav pills for the
// filters. The planted bug counts finished tasks too: the counter check fails there, where its
// twin on the unbroken page passes.

function taskList(bug: boolean): string {
  return html(
    'Tasks',
    `${BOOTSTRAP_CSS}
    <main class="container py-4" style="max-width: 480px">
      <h1 class="h4">Tasks</h1>
      <form id="add" class="input-group mb-3">
        <input class="form-control" id="new" placeholder="What needs doing?" aria-label="New task">
        <button class="btn btn-primary" type="submit">Add</button>
      </form>
      <ul class="list-group mb-2" id="tasks"></ul>
      <div class="d-flex justify-content-between align-items-center">
        <small class="text-body-secondary" id="left"></small>
        <ul class="nav nav-pills nav-sm">
          <li class="nav-item"><a class="nav-link active" href="#/" data-filter="all">All</a></li>
          <li class="nav-item"><a class="nav-link" href="#/active" data-filter="active">Active</a></li>
          <li class="nav-item"><a class="nav-link" href="#/completed" data-filter="completed">Completed</a></li>
        </ul>
      </div>
    </main>
    <script>
      const tasks = [];
      let filter = 'all';
      const render = () => {
        const list = document.getElementById('tasks');
        list.innerHTML = '';
        tasks
          .filter((t) => filter === 'all' || (filter === 'active' ? !t.done : t.done))
          .forEach((t, i) => {
            const li = document.createElement('li');
            li.className = 'list-group-item';
            const id = 'task-' + tasks.indexOf(t);
            li.innerHTML = '<input class="form-check-input me-2" type="checkbox" id="' + id + '">' +
              '<label class="form-check-label" for="' + id + '"></label>';
            li.querySelector('label').textContent = t.title;
            const box = li.querySelector('input');
            box.checked = t.done;
            box.addEventListener('change', () => { t.done = box.checked; render(); });
            list.appendChild(li);
          });
        const open = ${bug ? 'tasks.length' : 'tasks.filter((t) => !t.done).length'};
        document.getElementById('left').innerHTML =
          '<strong>' + open + '</strong> ' + (open === 1 ? 'task' : 'tasks') + ' left';
        document.querySelectorAll('[data-filter]').forEach((a) =>
          a.classList.toggle('active', a.dataset.filter === filter));
      };
      document.getElementById('add').addEventListener('submit', (event) => {
        event.preventDefault();
        const input = document.getElementById('new');
        if (input.value.trim()) tasks.push({ title: input.value.trim(), done: false });
        input.value = '';
        render();
      });
      window.addEventListener('hashchange', () => {
        filter = location.hash.replace('#/', '') || 'all';
        render();
      });
      render();
    </script>`,
  );
}

const STEPS = [
  'When I add the task "Buy milk"',
  'And I add the task "Pay rent"',
  'And I mark "Buy milk" as done',
  'Then I should see 1 task left',
  'When I filter by Active',
  'Then "Pay rent" is shown',
  'And "Buy milk" should not be displayed',
];

describe('a task list, its counter and its filters, in a real Chromium', () => {
  const at = actInPages({ '/': taskList(false), '/bug': taskList(true) }, 'task-counter');

  it('passes: the counter says what is left, and Active shows the open task only', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
    expect(await at.tab.locator('#left').innerText()).toBe('1 task left');
  });

  it('fails at the counter when it counts the finished task too', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, STEPS, `${at.server.url}/bug`);
    expect(failedAt).toBe(3);
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'assertion',
      error: expect.stringMatching(/1 task left/),
    });
  });
});
