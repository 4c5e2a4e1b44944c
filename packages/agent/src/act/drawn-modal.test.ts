import { describe, expect, it } from 'vitest';
import type { ResolvedAction, Target } from '@scout/shared';
import { actInPages } from '../testing/pages-under-test.js';
import { page as html } from '../testing/serve-pages.js';
import { executeAction } from './execute-action.js';

// tingle.js's modal as the library renders it (its .tingle-modal layer over the whole window, no
// dialog role, hidden by visibility until tingle adds .tingle-modal--visible), with the rules of
// tingle.css that draw it. "Log in" in the page's bar opens it; in the twin page it opens nothing.
const TINGLE_CSS = `<style>
  .tingle-modal { position: fixed; top: 0; right: 0; bottom: 0; left: 0; z-index: 1000; display: flex;
    visibility: hidden; flex-direction: column; align-items: center; overflow: hidden;
    background: rgba(0, 0, 0, .8); opacity: 0; }
  .tingle-modal--visible { visibility: visible; opacity: 1; }
  .tingle-modal-box { position: relative; flex-shrink: 0; margin-top: auto; margin-bottom: auto;
    width: 60%; border-radius: 4px; background: #fff; opacity: 1; }
  .tingle-modal-box__content { padding: 3rem 3rem; }
</style>`;
const loginModal = (opens: boolean) =>
  html(
    'Boards',
    `${TINGLE_CSS}
  <nav class="navbar"><button type="button" class="btn btn-link" id="open">Log in</button></nav>
  <main><h1>My Boards</h1></main>
  <div class="tingle-modal" id="m"><button type="button" class="tingle-modal__close"><span class="tingle-modal__closeIcon">×</span><span class="tingle-modal__closeLabel">Close</span></button>
    <div class="tingle-modal-box"><div class="tingle-modal-box__content">
      <h2>Log in to your account</h2><input type="email" placeholder="Email address"><input type="password" placeholder="Password"><button class="Button">Log in</button>
    </div></div></div>
  <script>document.getElementById('open').addEventListener('click', () => {
    ${opens ? "document.getElementById('m').classList.add('tingle-modal--visible');" : ''}
  });</script>`,
  );

describe('a modal drawn with no dialog role', () => {
  const at = actInPages(
    { '/opens': loginModal(true), '/opens-nothing': loginModal(false) },
    'drawn-modal',
  );

  const act = (kind: ResolvedAction['kind'], target: Omit<Target, 'description'>, extra = {}) =>
    executeAction(at.ctx, {
      kind,
      target: { description: `${target.name} modal`, ...target },
      description: kind,
      ...extra,
    });
  const shown = (name: string) =>
    act('assert', { role: 'dialog', name }, { assertion: { kind: 'visible' } });

  it('"I open login modal" clicks "Log in", and the modal is then shown by its heading', async () => {
    await at.tab.goto(`${at.server.url}/opens`);
    expect((await shown('Login')).ok).toBe(false);
    const opened = await act('click', { role: 'dialog', name: 'login' });
    expect(opened.ok, opened.ok ? '' : opened.error).toBe(true);
    expect((await shown('Login')).ok).toBe(true);
    // Its heading says log in, not sign up.
    expect((await shown('Sign up')).ok).toBe(false);
  });

  it('fails the step when what it clicks opens no modal', async () => {
    await at.tab.goto(`${at.server.url}/opens-nothing`);
    const opened = await act('click', { role: 'dialog', name: 'login' });
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.error).toContain('no such dialog appeared');
    expect((await shown('Login')).ok).toBe(false);
  });
});
