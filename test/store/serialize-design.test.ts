import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nativeDesign } from '../../src/core/formats/native-design.ts';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { serializeDesign } from '../../src/store/serialize-design.ts';
import { designArb } from '../core/design-arbitrary.ts';
import { example } from './library-test-helpers.ts';

describe('serializeDesign', () => {
  it('writes exactly JSON.stringify of the native document, on generated designs', async () => {
    await fc.assert(
      fc.asyncProperty(designArb, async (design) => {
        expect(await serializeDesign(design)).toBe(JSON.stringify(nativeDesign(design)));
      }),
      { seed: 41, numRuns: 200 }
    );
  });

  it('pauses whenever a slice is used up, and the pieces still make the same text', async () => {
    const design = generateDesignItems(example('gaming'), 500, 3);
    let clock = 0;
    let pauses = 0;
    const text = await serializeDesign(design, {
      sliceMs: 8,
      now: () => (clock += 1), // every item costs 1 ms
      pause: async () => {
        pauses++;
      }
    });
    expect(text).toBe(JSON.stringify(nativeDesign(design)));
    const items = design.entities.reduce((n, e) => n + e.items.length, 0);
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(items / 8) - 1);
    expect(loadDesignText(text).ok).toBe(true);
  });

  it('writes a design captured before the first pause as it was', async () => {
    const design = generateDesignItems(example('gaming'), 50, 3);
    const expected = JSON.stringify(nativeDesign(design));
    let clock = 0;
    const text = await serializeDesign(design, {
      sliceMs: 1,
      now: () => (clock += 1),
      pause: () => new Promise((r) => setTimeout(r, 0))
    });
    expect(text).toBe(expected);
  });
});
