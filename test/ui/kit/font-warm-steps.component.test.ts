import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_SAMPLE, fontWarmup } from '../../../src/ui/kit/font-warmup.ts';
import { fontWarmSteps } from '../../../src/ui/kit/font-warm-steps.ts';

function rootWith(properties: Record<string, string>): HTMLElement {
  const root = document.createElement('div');
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  document.body.append(root);
  return root;
}

/** Each text the page's canvases measure, with the font they were set to at the time. */
function recordMeasures(): { font: string; text: string }[] {
  const measured: { font: string; text: string }[] = [];
  const proto = OffscreenCanvasRenderingContext2D.prototype;
  const measure = proto.measureText;
  vi.spyOn(proto, 'measureText').mockImplementation(function (
    this: OffscreenCanvasRenderingContext2D,
    text: string
  ) {
    measured.push({ font: this.font, text });
    return measure.call(this, text);
  });
  return measured;
}

/** A font as the canvas serializes it once set, to compare with what it was set to. */
function asSet(font: string): string {
  const context = new OffscreenCanvas(1, 1).getContext('2d')!;
  context.font = font;
  return context.font;
}

// On a page the service worker serves, src/main.ts runs one step per task before the app mounts
// (no warm-up worker starts there, src/warm-fonts.ts).
describe('fontWarmSteps', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('is one step per font of the warm-up, so that no task looks up more than one', () => {
    const stacks = ['serif', '"DejaVu Sans Mono", monospace'];
    const steps = fontWarmSteps(rootWith({ '--font-ui': stacks[0]!, '--font-mono': stacks[1]! }));
    expect(steps.length).toBe(fontWarmup(stacks).length);
  });

  it('measures the sample in each font of the stacks the root sets, in order', () => {
    const stacks = ['serif', '"DejaVu Sans Mono", monospace'];
    const steps = fontWarmSteps(rootWith({ '--font-ui': stacks[0]!, '--font-mono': stacks[1]! }));
    const expected = fontWarmup(stacks).map((font) => ({ font: asSet(font), text: FONT_SAMPLE }));
    const measured = recordMeasures();
    for (const step of steps) step();
    expect(measured).toEqual(expected);
  });

  it('has no step where no stack is set (as the warm-up worker starts none)', () => {
    expect(fontWarmSteps(rootWith({}))).toEqual([]);
  });
});
