/// <reference lib="webworker" />
import type { FontWarmRequest } from './font-warm-request.ts';

// The first number format a renderer makes loads ICU's data for its locale: about 20 ms, and
// the page's entry chunk makes its number formats as it is evaluated (the heat report's
// formats), in a task already near 50 ms. ICU keeps that data for the whole process, so one
// made here first, while the page's code is still downloading, leaves the page's own at 0.1–0.3 ms
// (measured in Chromium: 19–29 ms for the page's first without it). 'en' is the locale every
// number in the app is formatted in.
new Intl.NumberFormat('en').format(0);

/**
 * Measures `sample` in each of the page's fonts on an OffscreenCanvas, then closes: the browser
 * looks each font up for this worker, and keeps the answers for the whole renderer, so the
 * page's first layouts do not wait for them (`src/ui/kit/start-font-warmup.ts`).
 */
self.onmessage = (event: MessageEvent<FontWarmRequest>) => {
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  for (const font of context ? event.data.fonts : []) {
    context!.font = font;
    context!.measureText(event.data.sample);
  }
  self.close();
};
