import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDesignBytes } from '../../../src/core/formats/load-design-bytes.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { LoadProgress } from '../../../src/core/formats/item-counter.ts';

const gaming = readFileSync('public/examples/gaming.json');

describe('loadDesignBytes', () => {
  it('loads UTF-8 bytes as loadDesignText loads the text, a leading byte-order mark or not', () => {
    const text = loadDesignText(gaming.toString('utf8'));
    expect(loadDesignBytes(gaming)).toEqual(text);
    expect(loadDesignBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), gaming]))).toEqual(text);
  });

  it('refuses bytes that are not UTF-8 with their offset, never replacing them', () => {
    const bad = Buffer.from('{"name": "A\xff\xfeA"}', 'latin1');
    const r = loadDesignBytes(bad);
    expect(r.ok).toBe(false);
    expect(r.findings).toEqual([
      expect.objectContaining({
        code: 'file.encoding',
        path: '$',
        message: expect.stringMatching(/at byte offset 11 \(line 1, column 12\): byte 0xFF/)
      })
    ]);
  });
});

describe('loadDesignBytes: progress', () => {
  it('reports decoding first, then what loadDesignText reports', () => {
    const heard: LoadProgress[] = [];
    const fromText: LoadProgress[] = [];
    loadDesignBytes(gaming, { onProgress: (p) => heard.push(p) });
    loadDesignText(gaming.toString('utf8'), { onProgress: (p) => fromText.push(p) });
    expect(heard).toEqual([{ phase: 'decoding', done: 0, total: 1 }, ...fromText]);
  });

  it('stops after decoding bytes that are not UTF-8', () => {
    const heard: LoadProgress[] = [];
    loadDesignBytes(Buffer.from([0x7b, 0xff]), { onProgress: (p) => heard.push(p) });
    expect(heard).toEqual([{ phase: 'decoding', done: 0, total: 1 }]);
  });
});
