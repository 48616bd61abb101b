import { describe, expect, it } from 'vitest';
import { exportDesign } from '../../../src/core/export/export-design.ts';
import { encodeShareLink } from '../../../src/core/share/encode-share-link.ts';
import {
  DesignExports,
  exportedDesign,
  offersSyntheticKeys,
  type RemoteExports
} from '../../../src/ui/share/design-exports.ts';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import type { ExportTarget } from '../../../src/core/export/export-targets.ts';
import { parsedRemote } from '../../../src/ui/analysis/parsed-remote.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const held = parsedRemote(
  gaming,
  {
    tables: gaming.tables.map((t) => t.items.length),
    entities: gaming.entities.map((e) => e.items.length)
  },
  '{}',
  'big.json'
);

/** A worker that writes the real design, recording what it was asked about. */
function remote() {
  const asked: unknown[] = [];
  const r: RemoteExports = {
    exportDesign: async (design, request) => {
      asked.push(design);
      const e = exportDesign(gaming, request);
      return e.ok ? { ...e, text: new Blob([e.text]) } : e;
    },
    shareLink: async (design) => {
      asked.push(design);
      return encodeShareLink(gaming);
    }
  };
  return { r, asked };
}

describe('DesignExports', () => {
  it('writes a design the page holds on the page, never asking the worker', async () => {
    const { r, asked } = remote();
    const exports = new DesignExports(r);
    const got = await exports.text(gaming, { to: 'keyscope' });
    const want = exportDesign(gaming, { to: 'keyscope', now: new Date() });
    expect(got.ok && want.ok && got.text === want.text).toBe(true);
    expect(await exports.link(gaming)).toEqual(await encodeShareLink(gaming));
    expect(asked).toEqual([]);
  });

  it('asks the worker for a design whose items it holds', async () => {
    const { r, asked } = remote();
    const exports = new DesignExports(r);
    const got = await exports.text(held, { to: 'keyscope' });
    const want = exportDesign(gaming, { to: 'keyscope', now: new Date() });
    if (!got.ok || !want.ok || typeof got.text === 'string') throw new Error('no Blob');
    expect(await got.text.text()).toBe(want.text);
    expect(await exports.link(held)).toEqual(await encodeShareLink(gaming));
    expect(asked).toEqual([held, held]);
  });

  it('refuses, saying why, when nothing can write the items', async () => {
    const exports = new DesignExports(null);
    expect(await exports.text(held, { to: 'keyscope' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/held by the analysis worker/)
    });
    expect(await exports.link(held)).toMatchObject({ ok: false });
  });
});

describe('exportedDesign', () => {
  const shown = generateDesignItems(gaming, 5, 1);
  it.each<[ExportTarget, boolean, 'shown' | 'authored']>([
    ['workbench', false, 'shown'],
    ['workbench', true, 'authored'],
    ['keyscope', false, 'authored'],
    ['create-table', false, 'authored'],
    ['cloudformation', false, 'authored'],
    ['terraform', false, 'authored'],
    ['cdk', false, 'authored']
  ])('%s (live: %s) is written from the %s design', (target, live, from) => {
    const layers = { authored: gaming, design: shown, live };
    expect(exportedDesign(layers, target)).toBe(from === 'shown' ? shown : gaming);
  });
});

describe('offersSyntheticKeys', () => {
  const tournament = example('tournament');
  it.each<[string, Parameters<typeof offersSyntheticKeys>[0], ExportTarget, boolean]>([
    ['a Workbench model of a multi-attribute design', tournament, 'workbench', true],
    ['a Workbench model of a design without one', gaming, 'workbench', false],
    ['a format that holds the index as it is', tournament, 'cloudformation', false],
    ['the native file', tournament, 'keyscope', false],
    ['no design', null, 'workbench', false]
  ])('whether to offer synthetic keys for %s', (_, design, target, want) => {
    expect(offersSyntheticKeys(design, target)).toBe(want);
  });
});
