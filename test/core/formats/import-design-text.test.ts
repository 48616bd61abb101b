import { describe, expect, it } from 'vitest';
import {
  importDesignText,
  importSizeProblem,
  MAX_IMPORT_BYTES
} from '../../../src/core/formats/import-design-text.ts';

const small = JSON.stringify({
  format: 'keyscope.design',
  version: 1,
  name: 'n',
  tables: [],
  entities: [],
  accessPatterns: []
});

describe('importSizeProblem', () => {
  it.each([
    [0, false],
    [MAX_IMPORT_BYTES, false],
    [MAX_IMPORT_BYTES + 1, true]
  ])('for %i bytes refuses: %s', (bytes, refused) => {
    expect(importSizeProblem(bytes) !== null).toBe(refused);
  });

  it('names the size, the cap and the way out', () => {
    expect(importSizeProblem(60 * 1024 * 1024, 'big.json')).toBe(
      'big.json is 60.0 MB; Keyscope imports designs up to 50.0 MB — remove generated items (the studio rebuilds them from their seed) or split the design, then import it again'
    );
  });
});

describe('importDesignText', () => {
  it('loads a design under the cap', () => {
    const r = importDesignText(small);
    expect(r.ok && r.design.name).toBe('n');
  });

  it('refuses text over the cap with one finding and loads nothing', () => {
    // 50 MiB + 1 of ASCII inside a JSON string: the cap counts UTF-8 bytes of the whole text.
    const text = `{"name":"${'x'.repeat(MAX_IMPORT_BYTES - 10)}"}`;
    const r = importDesignText(text, 'the pasted text');
    expect(r.ok).toBe(false);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ code: 'import.too-large', path: '$' });
    expect(r.findings[0]!.message).toMatch(/^the pasted text is 50\.0 MB;/);
  });

  it('counts UTF-8 bytes, not characters: 20M three-byte characters are over the cap', () => {
    const r = importDesignText('€'.repeat(20_000_000));
    expect(r.findings[0]?.code).toBe('import.too-large');
  });

  it('reads a file that starts with a UTF-8 byte order mark, as the studio does', () => {
    const bytes = new TextEncoder().encode('\uFEFF' + small);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(importDesignText(bytes)).toEqual(importDesignText(small));
  });

  it.each([
    ['deep nesting', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['a huge array', `[${'1,'.repeat(1_000_000)}1]`],
    ['__proto__ at the top', '{"__proto__": {"format": "keyscope.design"}}'],
    ['a wrong type', '{"format": "keyscope.design", "version": 1, "name": 5, "tables": 7}'],
    ['not JSON', '{"format": "keyscope.design",']
  ])('answers %s with located findings and never throws', (_, text) => {
    const r = importDesignText(text);
    expect(r.findings.length).toBeGreaterThan(0);
    for (const f of r.findings) expect(f.path.startsWith('$')).toBe(true);
    expect(({} as Record<string, unknown>)['format']).toBeUndefined();
  });
});

describe('importDesignText: progress', () => {
  it('passes progress through for bytes (decoding first) and for text', () => {
    const phases = (input: string | Uint8Array) => {
      const heard: string[] = [];
      importDesignText(input, 'x', { onProgress: (p) => heard.push(p.phase) });
      return heard;
    };
    expect(phases(small)).toEqual(['parsing', 'checking', 'validating', 'validating']);
    expect(phases(new TextEncoder().encode(small))).toEqual([
      'decoding',
      'parsing',
      'checking',
      'validating',
      'validating'
    ]);
  });

  it('reports nothing for input refused by its size', () => {
    const heard: unknown[] = [];
    const r = importDesignText(new Uint8Array(MAX_IMPORT_BYTES + 1), 'big.json', {
      onProgress: (p) => heard.push(p)
    });
    expect(r.ok).toBe(false);
    expect(heard).toEqual([]);
  });
});
