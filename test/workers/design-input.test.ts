import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { importDesignText, MAX_IMPORT_BYTES } from '../../src/core/formats/import-design-text.ts';
import { loadInput } from '../../src/workers/design-input.ts';
import { readTestBlob, testBlob } from '../helpers/test-blobs.ts';

const gaming = readFileSync('public/examples/gaming.json');
const workbench = readFileSync('test/fixtures/workbench/AnOnlineShop_facets.json');

describe('loadInput', () => {
  it.each([
    ['a native design', gaming],
    ['a Workbench model', workbench],
    ['bytes that are not UTF-8', Buffer.from('{"name": "A\xff\xfeA"}', 'latin1')],
    ['a file with a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), gaming])],
    ['not JSON', Buffer.from('{"format": ')]
  ])('loads %s from a Blob exactly as importDesignText loads its bytes', (_, bytes) => {
    expect(loadInput(testBlob(new Uint8Array(bytes)), 'f.json', readTestBlob)).toEqual(
      importDesignText(new Uint8Array(bytes), 'f.json')
    );
  });

  it('loads text as importDesignText loads it, and passes progress on', () => {
    const text = gaming.toString('utf8');
    const heard: string[] = [];
    const r = loadInput(text, 'pasted', null, { onProgress: (p) => heard.push(p.phase) });
    expect(r).toEqual(importDesignText(text, 'pasted'));
    expect(heard.slice(0, 2)).toEqual(['parsing', 'checking']);
  });

  it('refuses a Blob over the import cap before reading it', () => {
    const read = vi.fn(readTestBlob);
    const big = { size: MAX_IMPORT_BYTES + 1, type: '' } as Blob;
    const r = loadInput(big, 'big.json', read);
    expect(r).toEqual({
      ok: false,
      findings: [expect.objectContaining({ code: 'import.too-large', path: '$' })]
    });
    expect(r.findings[0]!.message).toMatch(/big\.json/);
    expect(read).not.toHaveBeenCalled();
  });

  it('says so when it has no way to read a Blob', () => {
    expect(() => loadInput(testBlob('{}'), 'x.json', null)).toThrow(
      /cannot read x\.json here: no Blob reader/
    );
  });
});
