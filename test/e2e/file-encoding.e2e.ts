import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { watchPage, useBuiltApp } from './browser.ts';
import { visibleRows } from './studio-helpers.ts';

/** A one-table design whose only item's `id` holds the given bytes. */
function design(id: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(
      '{"format":"keyscope.design","version":1,"name":"Bytes","entities":[],"accessPatterns":[],' +
        '"tables":[{"name":"Bytes","partitionKey":{"name":"id","type":"S"},"items":[{"id":{"S":"'
    ),
    id,
    Buffer.from('"}}]}]}')
  ]);
}

describe('opening files as bytes: invalid UTF-8 refused with its offset, a BOM accepted', () => {
  const env = useBuiltApp();

  it('refuses a key holding A\\xff\\xfeA, naming the byte offset, and shows no design', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    const bytes = design(Buffer.from([0x41, 0xff, 0xfe, 0x41]));
    await page.getByLabel(/Open a design file/).setInputFiles({
      name: 'bad-bytes.json',
      mimeType: 'application/json',
      buffer: bytes
    });
    const alert = page.getByRole('alert', { name: 'Could not open the file' });
    await alert.waitFor();
    const offset = bytes.indexOf(0xff);
    expect(await alert.textContent()).toContain(
      `not valid UTF-8 at byte offset ${offset} (line 1, column ${offset + 1})`
    );
    expect(await page.getByRole('heading', { name: /Bytes/ }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('opens a design saved with a UTF-8 byte-order mark, and a valid non-ASCII key as it is', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await page.getByLabel(/Open a design file/).setInputFiles({
      name: 'bom.json',
      mimeType: 'application/json',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), design(Buffer.from('X\u00ffX'))])
    });
    await page.getByRole('heading', { name: /Bytes/ }).first().waitFor();
    await page.locator('[role="rowheader"][data-collection="X\u00ffX"]').waitFor();
    const rows = await visibleRows(page);
    expect(rows.some((r) => r.kind === 'item' && r.pk === 'X\u00ffX')).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('opens the gaming example with a BOM as it opens without one', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.app.url);
    const gaming = readFileSync('public/examples/gaming.json');
    await page.getByLabel(/Open a design file/).setInputFiles({
      name: 'gaming-bom.json',
      mimeType: 'application/json',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), gaming])
    });
    await page.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();
    expect(await page.getByRole('alert', { name: 'Could not open the file' }).count()).toBe(0);
    await page.close();
  });
});
