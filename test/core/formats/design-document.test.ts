import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designDocument } from '../../../src/core/formats/design-document.ts';
import { loadDesign, loadDesignText } from '../../../src/core/formats/load-design.ts';

const EXAMPLES = (
  JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as { file: string }[]
).map((e) => e.file);

describe('designDocument', () => {
  it.each(EXAMPLES)('%s loads back to the same design, without findings', (file) => {
    const first = loadDesignText(readFileSync(`public/examples/${file}`, 'utf8'));
    if (!first.ok) throw new Error(file);
    const text = JSON.stringify(designDocument(first.design), null, 2);
    const again = loadDesignText(text);
    expect(again.ok && again.findings).toEqual([]);
    expect(again.ok && again.design).toEqual(first.design);
  });

  it('keeps attribute names such as __proto__ as data', () => {
    const raw = JSON.parse(
      '{"format":"keyscope.design","version":1,"name":"p","tables":[{"name":"ttt","partitionKey":{"name":"__proto__","type":"S"},"items":[{"__proto__":{"S":"x"}}]}],"entities":[],"accessPatterns":[]}'
    ) as unknown;
    const first = loadDesign(raw);
    if (!first.ok) throw new Error('load');
    const again = loadDesignText(JSON.stringify(designDocument(first.design)));
    expect(again.ok && Object.keys(again.design.tables[0]!.items[0]!)).toEqual(['__proto__']);
  });
});
