import { fontStacks } from './font-stacks.ts';
import { FONT_SAMPLE, fontWarmup } from './font-warmup.ts';
import type { FontWarmRequest } from '../../workers/font-warm-request.ts';

/**
 * Starts a worker that measures the app's text in each of its fonts (`fontWarmup`), so the
 * browser looks its fonts up while the page's code is still downloading, on another thread.
 *
 * Why: on Linux, Chromium asks the browser process for each font family, weight and fallback
 * glyph it meets (fontconfig, over IPC), the first time a page lays text out in it. Those asks
 * took 25–70 ms of the first layouts of the start screen and the studio (traces of a cold start,
 * docs/benchmarks.md, "Cold start"), in tasks already near 50 ms. The renderer keeps what a
 * worker's canvas was answered (the font files and family matches are per process), so the
 * page's own layouts then find them.
 *
 * Reads the stacks from `root`'s custom properties (`FONT_STACK_PROPERTIES`), so it must run once
 * `app.css` has loaded: a module script does, since deferred scripts wait for the stylesheets
 * the parser met. Does nothing where there is no `OffscreenCanvas` or no stack is set; returns
 * the worker, which closes itself when done.
 */
export function startFontWarmup(root: Element): Worker | null {
  if (typeof OffscreenCanvas === 'undefined' || typeof Worker === 'undefined') return null;
  const stacks = fontStacks(root);
  if (stacks.length === 0) return null;
  const worker = new Worker(new URL('../../workers/font-warm.worker.ts', import.meta.url), {
    type: 'module',
    name: 'font-warmup'
  });
  const request: FontWarmRequest = { fonts: fontWarmup(stacks), sample: FONT_SAMPLE };
  worker.postMessage(request);
  return worker;
}
