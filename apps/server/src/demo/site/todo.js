// Tidy's todo list. ?bug=1 switches on the planted bug: ticking a task off does not lower the
// count of items left (the count includes finished tasks).
(function () {
  const isBugOn = new URLSearchParams(location.search).get('bug') === '1';
  const todos = [];
  let nextId = 1;

  const form = document.getElementById('new-todo-form');
  const input = document.getElementById('new-todo');
  const list = document.querySelector('.todo-list');
  const empty = document.querySelector('.empty');
  const counter = document.querySelector('.todo-count');
  const clearButton = document.getElementById('clear-completed');

  const who = sessionStorage.getItem('tidy-user');
  if (who) {
    const line = document.getElementById('signed-in');
    line.textContent = 'Signed in as ' + who;
    line.hidden = false;
    document.getElementById('account-link').textContent = 'Account';
    document.getElementById('account-link').setAttribute('href', 'account');
  }

  function render() {
    list.replaceChildren();
    for (const todo of todos) {
      const item = document.createElement('li');
      if (todo.isDone) item.className = 'done';
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.checked = todo.isDone;
      box.addEventListener('change', function () {
        // Like a framework keeping the node: the row changes in place, only the count is redrawn.
        todo.isDone = box.checked;
        item.className = todo.isDone ? 'done' : '';
        renderCount();
      });
      const title = document.createElement('span');
      title.textContent = todo.title;
      label.append(box, title);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'icon';
      remove.title = 'Delete';
      remove.setAttribute('aria-label', 'Delete ' + todo.title);
      remove.textContent = '×';
      remove.addEventListener('click', function () {
        todos.splice(todos.indexOf(todo), 1);
        render();
      });
      item.append(label, remove);
      list.append(item);
    }
    renderCount();
  }

  function renderCount() {
    const left = isBugOn ? todos.length : todos.filter((t) => !t.isDone).length;
    counter.textContent = left + (left === 1 ? ' item left' : ' items left');
    empty.hidden = todos.length > 0;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    const title = input.value.trim();
    if (!title) return;
    todos.push({ id: nextId++, title: title, isDone: false });
    input.value = '';
    render();
  });
  clearButton.addEventListener('click', function () {
    for (let i = todos.length - 1; i >= 0; i -= 1) if (todos[i].isDone) todos.splice(i, 1);
    render();
  });
  render();
})();
