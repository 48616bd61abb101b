// encodeShareLink and decodeShareLink together: links are only worth what they give back.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { Design } from '../../../src/core/model/design.ts';
import { toBase64Url } from '../../../src/core/share/base64-url.ts';
import { decodeShareLink } from '../../../src/core/share/decode-share-link.ts';
import { encodeShareLink } from '../../../src/core/share/encode-share-link.ts';
import { SHARE_LINK } from '../../../src/core/share/share-link-format.ts';
import { replayGeneration } from '../../../src/core/generate/replay-generation.ts';
import { designArb } from '../design-arbitrary.ts';

const EXAMPLES = readdirSync('public/examples').filter((f) => f !== 'index.json');

function load(file: string): Design {
  const r = loadDesignText(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(file);
  return r.design;
}

async function link(design: Design): Promise<string> {
  const r = await encodeShareLink(design);
  if (!r.ok) throw new Error(r.error);
  return r.fragment;
}

/** A fragment carrying these bytes, deflated as the encoder does. */
async function fragmentOf(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return `#design=1.${toBase64Url(bytes)}`;
}

describe('share links', () => {
  it.each(EXAMPLES)('carry %s and give back the same design', async (file) => {
    const design = load(`public/examples/${file}`);
    const fragment = await link(design);
    expect(fragment).toMatch(/^#design=1\.[A-Za-z0-9_-]+$/);
    const back = await decodeShareLink(`https://keyscope.example/app/${fragment}`);
    expect(back.ok && back.design).toEqual(design);
  });

  it('carry the gaming example in 2–3k characters, well under the cap', async () => {
    const fragment = await link(load('public/examples/gaming.json'));
    // Measured: the figure docs/files-and-links.md gives.
    expect(fragment.length).toBeGreaterThan(2000);
    expect(fragment.length).toBeLessThan(3000);
    expect(fragment.length).toBeLessThan(SHARE_LINK.maxFragment);
  });

  it('encode then decode is the identity on generated designs', async () => {
    await fc.assert(
      fc.asyncProperty(designArb, async (design) => {
        const back = await decodeShareLink(await link(design));
        expect(back.ok && back.design).toEqual(design);
      }),
      { seed: 31, numRuns: 150 }
    );
  });

  it('accept the fragment with or without "#"', async () => {
    const fragment = await link(load('public/examples/library.json'));
    expect((await decodeShareLink(fragment.slice(1))).ok).toBe(true);
    expect((await decodeShareLink(fragment)).ok).toBe(true);
  });

  it('refuse a design too big for a link, saying to export a file', async () => {
    const design = load('public/examples/gaming.json');
    // Random-looking names do not compress: 4,000 of them pass 32 KiB of link.
    const rand = fc.sample(fc.string({ minLength: 12, maxLength: 12 }), { numRuns: 4000, seed: 1 });
    const big: Design = {
      ...design,
      tables: [{ ...design.tables[0]!, items: rand.map((s) => ({ PK: { S: s }, SK: { S: s } })) }]
    };
    const r = await encodeShareLink(big);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.length).toBeGreaterThan(SHARE_LINK.maxFragment);
      expect(r.error).toMatch(
        /^this design needs a link of [\d,]+ characters, more than the 32,768 a Keyscope link may have .*; export it as a file and send the file instead$/
      );
    }
  });
});

describe('decodeShareLink on hostile links', () => {
  it.each([
    ['https://x/#example=gaming', 'link.not-a-design', /should start with "#design="/],
    ['#design=2.AAAA', 'link.scheme', /made by a newer Keyscope \(link format 2/],
    ['#design=AAAA', 'link.scheme', /should start with "1\."/],
    ['#design=1.AA%3CAA', 'link.encoding', /has "%" at character 3, which base64url does not use/],
    ['#design=1.<script>', 'link.encoding', /has "<" at character 1/],
    [
      '#design=1.AAAAA',
      'link.encoding',
      /5 characters long, which base64url cannot be; the link was probably cut/
    ],
    ['#design=1.____', 'link.corrupt', /does not decompress/],
    [`#design=1.${'A'.repeat(SHARE_LINK.maxFragment)}`, 'link.too-long', /more than the 32768/]
  ])('refuse %s with one located finding (%s)', async (text, code, message) => {
    const r = await decodeShareLink(text);
    expect(r.ok).toBe(false);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ severity: 'error', code, path: '$' });
    expect(r.findings[0]!.message).toMatch(message);
  });

  it('refuse a cut link', async () => {
    const fragment = await link(load('public/examples/gaming.json'));
    const r = await decodeShareLink(fragment.slice(0, fragment.length - 100));
    expect(r.ok).toBe(false);
    expect(r.findings[0]?.code).toMatch(/^link\.(corrupt|encoding)$/);
  });

  it('refuse data that is not UTF-8 text', async () => {
    const stream = new Blob([new Uint8Array([0xff, 0xfe, 0x00])])
      .stream()
      .pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    const r = await decodeShareLink(`#design=1.${toBase64Url(bytes)}`);
    expect(r.findings[0]?.code).toBe('link.corrupt');
  });

  it.each([
    ['not JSON', '{"format": "keyscope.design",', 'json.syntax', '$'],
    [
      'a Workbench file without DataModel',
      '{"ModelName": "m"}',
      'workbench.data-model',
      '$.DataModel'
    ],
    [
      'a wrong type deep inside',
      '{"format":"keyscope.design","version":1,"name":"n","tables":[{"name":"main","partitionKey":{"name":"PK","type":"BOOL"}}],"entities":[],"accessPatterns":[]}',
      'key.wrong-type',
      '$.tables[0].partitionKey.type'
    ]
  ])('validate what decodes as a file is validated: %s', async (_, text, code, path) => {
    const r = await decodeShareLink(await fragmentOf(text));
    expect(r.findings).toContainEqual(expect.objectContaining({ code, path }));
  });

  it('keep a __proto__ key an ordinary name and pollute nothing', async () => {
    const text =
      '{"format":"keyscope.design","version":1,"name":"n","__proto__":{"polluted":true},"tables":[{"name":"main","partitionKey":{"name":"PK","type":"S"},"items":[{"__proto__":{"S":"x"},"PK":{"S":"a"}}]}],"entities":[],"accessPatterns":[]}';
    const r = await decodeShareLink(await fragmentOf(text));
    expect(r.ok).toBe(true);
    if (r.ok) expect(Object.keys(r.design.tables[0]!.items[0]!)).toEqual(['__proto__', 'PK']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('share links carry the generation settings (issue 19)', () => {
  const shop = load('test/fixtures/designs/v3-shop.json');

  it('give back the runs and value rules, so the receiver replays the same items', async () => {
    const back = await decodeShareLink(await link(shop));
    if (!back.ok) throw new Error('did not decode');
    expect(back.design.generation).toEqual(shop.generation);
    expect(replayGeneration(back.design, back.design.generation!)).toEqual(
      replayGeneration(shop, shop.generation!)
    );
  });

  it('carry the settings, not the items: a million generated items cost no more link', async () => {
    const few = await link(shop);
    const many = await link({
      ...shop,
      generation: { ...shop.generation!, runs: [{ perEntity: 1_000_000, seed: 7 }] }
    });
    expect(Math.abs(many.length - few.length)).toBeLessThan(16);
  });
});
