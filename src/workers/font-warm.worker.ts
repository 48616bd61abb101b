/// <reference lib="webworker" />
import type { FontWarmRequest } from './font-warm-request.ts';

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
