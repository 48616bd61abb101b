// readRequest: what a worker reads whole for the page — a link decoded, a file or text loaded —
// gives what the page would, its findings capped as the page shows them.
import { describe, expect, it } from 'vitest';
import { importDesignText } from '../../src/core/formats/import-design-text.ts';
import { nativeDesign } from '../../src/core/formats/native-design.ts';
import { decodeShareLink } from '../../src/core/share/decode-share-link.ts';
import { encodeShareLink } from '../../src/core/share/encode-share-link.ts';
import { cappedFindings, LOAD_FINDINGS_SHOWN } from '../../src/workers/capped-findings.ts';
import { readRequest } from '../../src/workers/read-request.ts';
import { example } from '../helpers/example.ts';
import { readTestBlob, testBlob, prereadBlob } from '../helpers/test-blobs.ts';

const text = JSON.stringify(nativeDesign(example('gaming')));

/** The gaming design with `n` items whose one attribute has a type tag DynamoDB has not: n findings. */
function badItems(n: number): string {
  const design = JSON.parse(text) as { entities: { items: unknown[] }[] };
  design.entities[0]!.items = Array.from({ length: n }, () => ({ nope: { Q: 1 } }));
  return JSON.stringify(design);
}

describe('readRequest', () => {
  it('decodes a link as decodeShareLink does', async () => {
    const link = await encodeShareLink(example('gaming'));
    if (!link.ok) throw new Error('no link');
    const what = { kind: 'link', link: link.fragment } as const;
    expect(await readRequest(what, 'the link', null)).toEqual(await decodeShareLink(link.fragment));
  });

  it('refuses a damaged link with its finding', async () => {
    const r = await readRequest({ kind: 'link', link: '#design=1.%%' }, 'the link', null);
    expect(r.findings.map((f) => f.code)).toEqual(['link.encoding']);
  });

  it('loads text as a file is loaded', async () => {
    expect(await readRequest({ kind: 'input', input: text }, 'a.json', null)).toEqual(
      importDesignText(text, 'a.json')
    );
  });

  it('loads a Blob through the reader it is given', async () => {
    const blob = testBlob(new TextEncoder().encode(text));
    await prereadBlob(blob);
    expect(await readRequest({ kind: 'input', input: blob }, 'a.json', readTestBlob)).toEqual(
      importDesignText(text, 'a.json')
    );
  });

  it('caps the findings as the page shows them', async () => {
    const input = badItems(LOAD_FINDINGS_SHOWN + 500);
    const r = await readRequest({ kind: 'input', input }, 'bad.json', null);
    const all = importDesignText(input, 'bad.json').findings;
    expect(all).toHaveLength(LOAD_FINDINGS_SHOWN + 500);
    expect(r.findings).toEqual(cappedFindings(all, 'bad.json'));
  });
});
