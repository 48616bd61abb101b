import { fontStacks } from './font-stacks.ts';
import { FONT_SAMPLE, fontWarmup } from './font-warmup.ts';

/**
 * The page's own font warm-up, as steps to run one per task (`deferTask`) before the app
 * mounts: each measures the app's text in one of its fonts (`fontWarmup`) on a canvas of the
 * page's thread.
 *
 * Why: a page the service worker serves starts no warm-up worker (`src/warm-fonts.ts`: the
 * worker took the cores from that page's own start), so its first studio frame asked the
 * browser process for every font it met (fontconfig, over IPC; 5–7 waits in one layout), in a
 * frame of 30–35 ms. Measured here, those waits come in small tasks of their own, before the
 * first layout needs them. Reads the stacks from `root`'s custom properties, so it must run
 * once `app.css` has loaded; none where there is no `OffscreenCanvas` or no stack is set.
 */
export function fontWarmSteps(root: Element): (() => void)[] {
  if (typeof OffscreenCanvas === 'undefined') return [];
  const stacks = fontStacks(root);
  if (stacks.length === 0) return [];
  let context: OffscreenCanvasRenderingContext2D | null = null;
  return fontWarmup(stacks).map((font) => () => {
    context ??= new OffscreenCanvas(1, 1).getContext('2d');
    if (!context) return;
    context.font = font;
    context.measureText(FONT_SAMPLE);
  });
}
