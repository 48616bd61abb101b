import { describe, expect, it } from 'vitest';
import { nativeDesign } from '../../src/core/formats/native-design.ts';
import { importDesignText } from '../../src/core/formats/import-design-text.ts';
import { applyChange } from '../../src/workers/apply-change.ts';
import { example } from '../helpers/example.ts';
import { readTestBlob, testBlob } from '../helpers/test-blobs.ts';

const gaming = example('gaming');
const bytes = new TextEncoder().encode(JSON.stringify(nativeDesign(gaming)));

describe('applyChange: parse', () => {
  it('gives the design the input holds, loaded as the page loads it', () => {
    const loaded = importDesignText(bytes, 'g.json');
    const got = applyChange(
      gaming,
      { kind: 'parse', input: testBlob(bytes), label: 'g.json' },
      readTestBlob
    );
    expect(loaded.ok && got).toEqual(loaded.ok && loaded.design);
  });

  it('says which input no longer loads, and why', () => {
    expect(() =>
      applyChange(gaming, { kind: 'parse', input: '{"format": ', label: 'gone.json' })
    ).toThrow(/analysis worker: gone\.json no longer loads \(.*line 1/);
  });
});
