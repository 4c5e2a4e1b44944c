import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { underLoad } from './machine-load.js';
import { unseen } from './unseen.js';

// Whether the page has settled: a check that does not hold yet, or an element not on the page yet,
// is worth waiting for only while the page is still doing something. A page settles when, in every
// frame, nothing it started is still pending (a timer due within TIMER_HORIZON_MS, an interval, an
// animation frame, a fetch or XMLHttpRequest, an open WebSocket or EventSource, a worker, a running
// CSS animation or transition, a navigation it began, a document still loading) and nothing has
// happened (a change to the DOM, in shadow roots too, a timer or request that ended, a message)
// for QUIET_MS. Such a page will not change by itself, so a wait for it to change can end there
// instead of at its budget; a page that changes late (a timer, a slow request) is still waited
// for, up to the budget, as before. The page's clock is the page's own (performance.now), so the
// machine's load does not make a busy page look quiet: its pending work stays pending.
//
// Counted by an init script in every frame (the same for all runs of the process, its name on the
// window random and not enumerable, so that a page can neither see nor answer for it). A frame
// without it (a document Scout could not reach) is taken as not settled: never a shorter wait.

/** How long a page must have done nothing before it counts as settled. */
export const QUIET_MS = 1_000;
/** How long one frame may take to say whether it has settled: a frame that does not answer in
 *  time (one that never gets a document) counts as not settled at once, so that the look does not
 *  lengthen the wait it is meant to shorten. */
const SETTLE_LOOK_MS = 200;

/** Timers due later than this do not keep a page unsettled (a session timeout's, an idle logout). */
export const TIMER_HORIZON_MS = 30_000;

const KEY = `__scout${randomBytes(6).toString('hex')}`;

/** Runs in every frame before the page's scripts (a string: no named inner functions). */
export const SETTLE_SCRIPT = `(() => {
  if (Object.prototype.hasOwnProperty.call(window, '${KEY}')) return;
  const w = window;
  const now = () => performance.now();
  let last = now();
  let leaving = false;
  const busy = { timers: new Map(), intervals: new Set(), frames: new Set(), requests: 0, sockets: 0, workers: 0 };
  const touch = () => { last = now(); };
  const wrap = (fn) => function () { touch(); try { return fn.apply(this, arguments); } finally { touch(); } };
  const setT = w.setTimeout, clearT = w.clearTimeout, setI = w.setInterval, clearI = w.clearInterval;
  w.setTimeout = function (fn, ms) {
    const args = Array.prototype.slice.call(arguments);
    const delay = Number(ms) || 0;
    let id;
    args[0] = typeof fn === 'function' ? function () { busy.timers.delete(id); touch(); try { return fn.apply(this, arguments); } finally { touch(); } } : fn;
    id = setT.apply(this, args);
    if (typeof fn === 'function' && delay <= ${TIMER_HORIZON_MS}) busy.timers.set(id, true);
    return id;
  };
  w.clearTimeout = function (id) { busy.timers.delete(id); return clearT.apply(this, arguments); };
  w.setInterval = function (fn) {
    const args = Array.prototype.slice.call(arguments);
    if (typeof fn === 'function') args[0] = wrap(fn);
    const id = setI.apply(this, args);
    busy.intervals.add(id);
    return id;
  };
  w.clearInterval = function (id) { busy.intervals.delete(id); return clearI.apply(this, arguments); };
  if (w.requestAnimationFrame) {
    const raf = w.requestAnimationFrame, caf = w.cancelAnimationFrame;
    w.requestAnimationFrame = function (fn) {
      let id;
      id = raf.call(this, function () { busy.frames.delete(id); touch(); try { return fn.apply(this, arguments); } finally { touch(); } });
      busy.frames.add(id);
      return id;
    };
    w.cancelAnimationFrame = function (id) { busy.frames.delete(id); return caf.apply(this, arguments); };
  }
  if (w.fetch) {
    const f = w.fetch;
    w.fetch = function () {
      busy.requests++; touch();
      const done = () => { busy.requests--; touch(); };
      try {
        const p = f.apply(this, arguments);
        p.then(done, done);
        return p;
      } catch (e) { done(); throw e; }
    };
  }
  if (w.XMLHttpRequest) {
    const send = w.XMLHttpRequest.prototype.send;
    w.XMLHttpRequest.prototype.send = function () {
      busy.requests++; touch();
      let ended = false;
      this.addEventListener('loadend', () => { if (!ended) { ended = true; busy.requests--; touch(); } });
      try { return send.apply(this, arguments); } catch (e) { if (!ended) { ended = true; busy.requests--; } throw e; }
    };
  }
  for (const name of ['WebSocket', 'EventSource']) {
    const C = w[name];
    if (!C) continue;
    w[name] = new Proxy(C, { construct(target, args, nt) {
      const s = Reflect.construct(target, args, nt);
      busy.sockets++; touch();
      s.addEventListener('message', touch);
      s.addEventListener('close', () => { busy.sockets--; touch(); });
      if (name === 'EventSource') s.addEventListener('error', () => { if (s.readyState === 2) { busy.sockets--; touch(); } });
      return s;
    } });
  }
  if (w.Worker) {
    const C = w.Worker;
    w.Worker = new Proxy(C, { construct(target, args, nt) { busy.workers++; return Reflect.construct(target, args, nt); } });
  }
  w.addEventListener('message', touch, true);
  if (w.navigation) w.navigation.addEventListener('navigate', (e) => { if (!e.destination || !e.destination.sameDocument) leaving = true; touch(); });
  const watched = new WeakSet();
  const observer = new MutationObserver((records) => {
    for (const r of records) if (!(r.type === 'attributes' && r.attributeName && r.attributeName.startsWith('data-scout-'))) { touch(); return; }
  });
  const watch = (node) => { if (node && !watched.has(node)) { watched.add(node); observer.observe(node, { subtree: true, childList: true, attributes: true, characterData: true }); } };
  watch(document);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function () { const root = attach.apply(this, arguments); watch(root); touch(); return root; };
  Object.defineProperty(w, '${KEY}', { enumerable: false, value: () => {
    if (leaving || document.readyState !== 'complete' || (w.navigation && w.navigation.transition)) return -1;
    if (busy.timers.size || busy.intervals.size || busy.frames.size || busy.requests > 0 || busy.sockets > 0 || busy.workers > 0) return -1;
    const running = document.getAnimations ? document.getAnimations().some((a) => a.playState === 'running' || a.pending) : false;
    if (running) return -1;
    return now() - last;
  } });
})();`;

/** Whether every frame of the page has been quiet for QUIET_MS with nothing pending (see above).
 *  Any frame that cannot answer (its script missing, the page busy past the limit) is not. */
/** The contexts whose pages count what they do: only there can a page be seen as settled. */
const counted = new WeakSet<BrowserContext>();

/** Adds the settle script to every page of the context, before the pages' own scripts. */
export async function addSettleScript(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: SETTLE_SCRIPT });
  counted.add(context);
}

export async function pageSettled(page: Page): Promise<boolean> {
  // Without the script no frame can say it settled: no look at the page at all.
  if (!counted.has(page.context())) return false;
  const frames = page.frames();
  const quiet = await Promise.all(
    frames.map((frame) =>
      Promise.race([
        // Scout's own look: left out of the run's trace (decision 023).
        unseen(page, () =>
          frame.evaluate(
            `(() => { const q = window['${KEY}']; return typeof q === 'function' ? q() : -1; })()`,
          ),
        ).catch(() => -1),
        new Promise<number>((resolve) => setTimeout(() => resolve(-1), underLoad(SETTLE_LOOK_MS))),
      ]),
    ),
  );
  return quiet.every((ms) => typeof ms === 'number' && ms >= QUIET_MS);
}
