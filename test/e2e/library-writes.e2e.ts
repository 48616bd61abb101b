// What the library keeps and what it is spared, on Chromium's real IndexedDB: an edit that
// "Reload the saved version" discards is kept as a copy and named, an undo after the reload never
// saves over the other tab's version, and hostile links opened by a hash change write nothing.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import type { Design } from '../../src/core/model/design.ts';
import { toBase64Url } from '../../src/core/share/base64-url.ts';
import { encodeShareLink } from '../../src/core/share/encode-share-link.ts';
import { SHARE_LINK } from '../../src/core/share/share-link-format.ts';
import { seriousA11yViolations, useBuiltApp, watchPage, type PageProblems } from './browser.ts';
import { everyStore, storedDesigns } from './library-helpers.ts';
import { showOpenChoices } from './studio-helpers.ts';

const GAME_PK = { name: 'PK template for Game', exact: true } as const;
const GAME_SK = { name: 'SK template for Game', exact: true } as const;
const GAMING_TEXT = readFileSync('public/examples/gaming.json', 'utf8');
const GAMING = (() => {
  const r = loadDesignText(GAMING_TEXT);
  if (!r.ok) throw new Error('the gaming example does not load');
  return r.design;
})();

/** The Game entity's key templates as stored, per design name (entity 1 of the gaming example). */
async function storedGameKeys(page: Page): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const d of await storedDesigns(page)) {
    if (d.deleted) continue;
    const game = (d.design as { entities: { keys: { PK: string; SK: string } }[] }).entities[1]!;
    keys.set(d.name, `${game.keys.PK} ${game.keys.SK}`);
  }
  return keys;
}

/**
 * A link to `json` as written, made as `encodeShareLink` makes one (deflate-raw, base64url): the
 * encoder writes only what a design holds, and a hostile link holds more.
 */
async function linkToText(json: string): Promise<string> {
  const deflated = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(deflated).arrayBuffer());
  return `#${SHARE_LINK.param}=${SHARE_LINK.scheme}.${toBase64Url(bytes)}`;
}

async function linkTo(design: Design): Promise<string> {
  const r = await encodeShareLink(design);
  if (!r.ok) throw new Error(r.error);
  return r.fragment;
}

async function clean(problems: PageProblems): Promise<void> {
  expect(problems.errors).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
}

describe('what the library keeps and what it is spared', () => {
  const env = useBuiltApp();

  it('"Reload the saved version" keeps the discarded edit as a named copy, and an undo then saves nothing over the other tab', async () => {
    const context = await env.browser.newContext();
    const a = await context.newPage();
    const problemsA = await watchPage(a);
    await a.goto(`${env.app.url}#example=gaming`);
    await a.getByRole('textbox', GAME_PK).waitFor();
    await a.keyboard.press('Control+s');
    await expect.poll(() => storedDesigns(a).then((d) => d.length)).toBe(1);

    const b = await context.newPage();
    const problemsB = await watchPage(b);
    await b.goto(env.app.url);
    await b
      .getByRole('list', { name: 'Your designs' })
      .getByRole('button', { name: 'Battle royale gaming', exact: true })
      .click();
    await b.getByRole('textbox', GAME_PK).waitFor();

    // Both tabs edit: A's save lands first, so B's is refused.
    await a.getByRole('textbox', GAME_PK).fill('FROM-A#${gameId}');
    await a.keyboard.press('Control+s');
    await b.getByRole('alert', { name: 'Changed in another tab' }).waitFor();
    await b.getByRole('textbox', GAME_PK).fill('FROM-B#${gameId}');
    await b.getByRole('textbox', GAME_PK).blur();
    await b
      .getByRole('status', { name: 'Save state' })
      .getByText(/changed in another tab/)
      .waitFor();

    await b.getByRole('button', { name: 'Reload the saved version' }).click();
    const kept = b.getByRole('status', { name: 'Discarded edit kept' });
    await kept.waitFor();
    expect(await b.getByRole('textbox', GAME_PK).inputValue()).toBe('FROM-A#${gameId}');
    const copyName = /^Battle royale gaming \(your discarded edit, .+\)$/;
    const stored = await storedGameKeys(b);
    const copy = [...stored.keys()].find((name) => copyName.test(name))!;
    expect(copy).toBeDefined();
    expect((await kept.textContent())!.replace(/\s+/g, ' ')).toContain(
      `kept in your library as “${copy}”`
    );
    expect(stored).toEqual(
      new Map([
        ['Battle royale gaming', 'FROM-A#${gameId} #METADATA#${gameId}'],
        [copy, 'FROM-B#${gameId} #METADATA#${gameId}']
      ])
    );
    expect(await seriousA11yViolations(b)).toEqual([]);

    // The steps before the reload were the discarded version's: nothing to undo over A's.
    expect(await b.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    await b.locator('body').press('Control+z');
    // B's next edit is saved on A's version, so A's key is still there once it is stored.
    await b.getByRole('textbox', GAME_SK).fill('B-NEXT#${gameId}');
    await expect
      .poll(() => storedGameKeys(b).then((s) => s.get('Battle royale gaming')))
      .toBe('FROM-A#${gameId} B-NEXT#${gameId}');

    // The copy opens from the banner with B's edit.
    await kept.getByRole('button', { name: 'Open it' }).click();
    await b.getByRole('heading', { name: copy, exact: false }).waitFor();
    expect(await b.getByRole('textbox', GAME_PK).inputValue()).toBe('FROM-B#${gameId}');
    await kept.waitFor({ state: 'detached' });
    await clean(problemsA);
    await clean(problemsB);
    await context.close();
  });

  it('hostile links opened by a hash change write nothing to the library, and say nothing was saved', async () => {
    const hostile: [string, string][] = [
      [
        '"__proto__" at the top level',
        await linkToText(GAMING_TEXT.replace('{', '{"__proto__":{"polluted":true,"name":"x"},'))
      ],
      [
        '<script> in names',
        await linkTo({
          ...GAMING,
          name: '<script>alert(1)</script>',
          entities: GAMING.entities.map((e) => ({ ...e, name: `<script>${e.name}</script>` }))
        })
      ],
      [
        'a 20 MB description',
        await linkTo({ ...GAMING, name: 'Big', description: 'x'.repeat(20 * 1024 * 1024) })
      ]
    ];
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(`${env.app.url}#example=gaming`);
    await page.getByRole('textbox', GAME_PK).fill('SAVED#${gameId}');
    const state = page.getByRole('status', { name: 'Save state' });
    await expect.poll(() => state.getAttribute('data-save-state')).toBe('saved');
    const banner = page.getByRole('region', { name: 'Design from a link' });

    for (const [what, link] of hostile) {
      const before = await everyStore(page);
      await page.evaluate((hash) => (location.hash = hash), link);
      await banner.waitFor();
      expect(await page.locator('.top-bar .title').textContent(), what).toMatch(/from a link/);
      expect(await everyStore(page), what).toBe(before);
      expect(await banner.textContent(), what).not.toMatch(/were saved/);
      // Back to the stored design for the next link.
      await showOpenChoices(page);
      await page.getByRole('button', { name: 'Battle royale gaming', exact: true }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await page.getByRole('textbox', GAME_PK).inputValue()).toBe('SAVED#${gameId}');
    }
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
    await clean(problems);
    await context.close();
  });
});
