import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_SAMPLE, fontWarmup } from '../../../src/ui/kit/font-warmup.ts';
import { startFontWarmup } from '../../../src/ui/kit/start-font-warmup.ts';
import type { FontWarmRequest } from '../../../src/workers/font-warm-request.ts';

function rootWith(properties: Record<string, string>): HTMLElement {
  const root = document.createElement('div');
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
  document.body.append(root);
  return root;
}

describe('startFontWarmup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('asks a worker to measure the sample in the stacks the root sets', () => {
    const posted: FontWarmRequest[] = [];
    vi.spyOn(Worker.prototype, 'postMessage').mockImplementation((message: unknown) => {
      posted.push(message as FontWarmRequest);
    });
    const worker = startFontWarmup(
      rootWith({ '--font-ui': 'serif', '--font-mono': '"DejaVu Sans Mono", monospace' })
    );
    expect(worker).toBeInstanceOf(Worker);
    worker!.terminate();
    expect(posted).toEqual([
      { fonts: fontWarmup(['serif', '"DejaVu Sans Mono", monospace']), sample: FONT_SAMPLE }
    ]);
  });

  it('starts nothing where no stack is set', () => {
    const spy = vi.spyOn(Worker.prototype, 'postMessage');
    expect(startFontWarmup(rootWith({}))).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });
});
