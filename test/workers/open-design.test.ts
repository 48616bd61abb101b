import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDesignText } from '../../src/core/formats/import-design-text.ts';
import { nativeDesign } from '../../src/core/formats/native-design.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { countItems } from '../../src/core/items/count-items.ts';
import { itemSize, knownItemSizes } from '../../src/core/items/item-size.ts';
import { emptyMap } from '../../src/core/model/attribute-value.ts';
import type { Design } from '../../src/core/model/design.ts';
import { readDesign } from '../../src/ui/open/read-design.ts';
import { LOAD_FINDINGS_SHOWN } from '../../src/workers/capped-findings.ts';
import type { DesignInput } from '../../src/workers/design-input.ts';
import { openDesign, type OpenProgress } from '../../src/workers/open-design.ts';
import { parsedRemote } from '../../src/ui/analysis/parsed-remote.ts';
import { REMOTE_ITEM } from '../../src/ui/analysis/remote-items.ts';
import { DesignReceiver } from '../../src/workers/design-receiver.ts';
import { DesignSender } from '../../src/ui/analysis/design-sender.ts';
import { example } from '../helpers/example.ts';
import { readTestBlob, testBlob } from '../helpers/test-blobs.ts';

const gaming = readFileSync('public/examples/gaming.json');
const facets = readFileSync('test/fixtures/workbench/AnOnlineShop_facets.json');
const big = Buffer.from(
  JSON.stringify(nativeDesign(generateDesignItems(example('gaming'), 3000, 1)))
);

/** Open `input` in a worker's receiver, then rebuild on the page side what it would show. */
function openAndShow(input: DesignInput, label: string) {
  const receiver = new DesignReceiver(readTestBlob);
  const heard: OpenProgress[] = [];
  const shell = openDesign(structuredClone(input), label, receiver, readTestBlob, (p) =>
    heard.push(p)
  );
  if (!shell.ok) return { shell, heard, receiver, design: null, sender: null };
  const design = parsedRemote(
    shell.design,
    { tables: shell.tables.map((t) => t.length), entities: shell.entities.map((e) => e.length) },
    input,
    label
  );
  const sender = new DesignSender();
  design.tables.forEach((t, i) => sender.adopt(t.items, shell.tables[i]!.id));
  design.entities.forEach((e, i) => sender.adopt(e.items, shell.entities[i]!.id));
  return { shell, heard, receiver, design, sender };
}

/** What the page would load from the same bytes. */
function onPage(bytes: Uint8Array, label: string): Design {
  const r = importDesignText(bytes, label);
  if (!r.ok) throw new Error('did not load');
  return r.design;
}

describe('openDesign', () => {
  it.each([
    ['gaming.json', gaming],
    ['AnOnlineShop_facets.json (Workbench, with item sources)', facets],
    ['9,000 items', big]
  ])('%s: the worker holds exactly the design the page loads', (label, bytes) => {
    const input = testBlob(new Uint8Array(bytes));
    const { shell, receiver, design, sender } = openAndShow(input, label);
    expect(shell.ok).toBe(true);
    if (!shell.ok || !design || !sender) return;
    const wire = structuredClone(sender.encode(design));
    // Nothing of the items travels: only the numbers the worker keeps them under.
    expect(wire.arrays.size).toBe(0);
    expect(receiver.decode(wire)).toEqual(onPage(new Uint8Array(bytes), label));
    // The page holds placeholders of the right lengths.
    expect(design.entities.map((e) => e.items.length)).toEqual(
      onPage(new Uint8Array(bytes), label).entities.map((e) => e.items.length)
    );
    expect(design.entities.every((e) => e.items.every((i) => i === REMOTE_ITEM))).toBe(true);
  });

  it('measures the items as it reads them: every array the worker keeps has its sizes known', () => {
    const { shell, receiver, design, sender } = openAndShow(
      testBlob(new Uint8Array(big)),
      'b.json'
    );
    if (!shell.ok || !design || !sender) throw new Error('did not open');
    const held = receiver.decode(structuredClone(sender.encode(design)));
    for (const h of [...held.tables, ...held.entities])
      expect([...knownItemSizes(h.items)!]).toEqual(
        h.items.map((x) => itemSize(Object.assign(emptyMap(), x)))
      );
  });

  it('posts the design without its items, and the findings the page would show', () => {
    const { shell } = openAndShow(testBlob(new Uint8Array(facets)), 'shop.json');
    if (!shell.ok) throw new Error('did not open');
    expect(shell.source).toBe('workbench');
    const page = readDesign(new Uint8Array(facets), 'shop.json');
    if (!page.ok) throw new Error('did not open on the page');
    expect(shell.findings).toEqual(page.findings);
    for (const h of [...shell.design.tables, ...shell.design.entities]) {
      expect(h.items).toEqual([]);
      expect(h.itemSources).toBeUndefined();
    }
  });

  it('a worker started afresh reads the design again from its input', () => {
    const input = testBlob(new Uint8Array(facets));
    const { design } = openAndShow(input, 'shop.json');
    if (!design) throw new Error('did not open');
    const fresh = new DesignReceiver(readTestBlob);
    const wire = structuredClone(new DesignSender().encode(design));
    expect(fresh.decode(wire)).toEqual(onPage(new Uint8Array(facets), 'shop.json'));
  });

  it('reports reading (bytes), then each phase of the loader and the items validated', () => {
    const { heard } = openAndShow(testBlob(new Uint8Array(big)), 'big.json');
    expect(heard[0]).toEqual({ phase: 'reading', done: 0, total: big.length });
    const phases = [...new Set(heard.map((p) => p.phase))];
    expect(phases).toEqual(['reading', 'decoding', 'parsing', 'checking', 'validating']);
    const validating = heard.filter((p) => p.phase === 'validating');
    expect(validating.length).toBeGreaterThan(9);
    const items = countItems(onPage(new Uint8Array(big), 'big.json'));
    expect(items).toBeGreaterThan(9000);
    expect(validating.at(-1)).toEqual({ phase: 'validating', done: items, total: items });
  });

  it('opens pasted text too', () => {
    const text = gaming.toString('utf8');
    const { shell, receiver, design, sender } = openAndShow(text, 'the pasted design');
    if (!shell.ok || !design || !sender) throw new Error('did not open');
    expect(receiver.decode(sender.encode(design))).toEqual(onPage(new Uint8Array(gaming), 'x'));
  });

  it.each([
    ['not UTF-8', Buffer.from('{"name": "A\xff\xfeA"}', 'latin1')],
    ['not JSON', Buffer.from('{"format": "keyscope.design",')]
  ])('refuses a file that is %s with the located finding the page gives', (_, bytes) => {
    const { shell } = openAndShow(testBlob(new Uint8Array(bytes)), 'bad.json');
    expect(shell.ok).toBe(false);
    expect(shell.findings).toEqual(importDesignText(new Uint8Array(bytes), 'bad.json').findings);
  });

  it('posts at most the findings the page shows of a hostile file, and says how many more', () => {
    const doc = nativeDesign(example('gaming')) as unknown as {
      entities: { items: unknown[] }[];
    };
    doc.entities[0]!.items = Array.from({ length: 3000 }, (_, i) => ({ bad: { Q: String(i) } }));
    const bytes = new TextEncoder().encode(JSON.stringify(doc));
    const { shell } = openAndShow(testBlob(bytes), 'hostile.json');
    if (!shell.ok) throw new Error('did not open');
    expect(shell.findings).toHaveLength(LOAD_FINDINGS_SHOWN + 1);
    expect(shell.findings.at(-1)?.code).toBe('import.more-findings');
    const page = readDesign(bytes, 'hostile.json');
    expect(page.findings).toEqual(shell.findings);
  });
});
