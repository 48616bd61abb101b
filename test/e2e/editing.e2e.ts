import { describe, expect, it } from 'vitest';
import { watchPage, useBuiltApp } from './browser.ts';
import { openExample, visibleRows } from './studio-helpers.ts';

describe('editing templates and running access patterns', () => {
  const env = useBuiltApp();

  it('library: a sort key template of the author alone makes editions collide; restoring it (or undo) clears them', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Library catalogue');
    const field = page.getByRole('textbox', { name: 'AuthorEdition template for Book' });
    expect(await field.inputValue()).toBe('${Author}#${Edition}');
    expect((await visibleRows(page)).some((r) => r.overwritten)).toBe(false);

    await field.fill('${Author}');
    await field.blur(); // one undo step per completed edit
    await page.locator('.item.overwritten').first().waitFor();
    const overwritten = (await visibleRows(page)).filter((r) => r.overwritten);
    expect(overwritten.length).toBeGreaterThan(0);
    expect(overwritten[0]!.text).toMatch(
      /Overwritten by the later Book from \$\.entities\[0\]\.items\[\d+\]/
    );
    await page.getByRole('heading', { name: /Findings \([1-9]\d* errors?/ }).waitFor();

    await field.fill('${Author}#${Edition}');
    await page.locator('.item.overwritten').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Findings \(0 errors/ }).waitFor();

    // Undo goes back to the colliding template, redo restores the good one.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.locator('.item.overwritten').first().waitFor();
    expect(await field.inputValue()).toBe('${Author}');
    await page.keyboard.press('Control+Shift+Z');
    await page.locator('.item.overwritten').waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('${Author}#${Edition}');
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('an unclosed ${ shows the parse error with its column under the field; nothing else is lost', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const before = await visibleRows(page);
    const field = page.getByRole('textbox', { name: 'SK template for User', exact: true });
    await field.fill('#METADATA#${username');

    const error = page.getByRole('alert').filter({ hasText: 'unclosed' });
    await error.waitFor();
    expect(await error.textContent()).toContain('at column 11');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // The users cannot be written without their sort key: they are listed as rejected with why.
    await page.getByText(/6 rejected items/).waitFor();
    // Games and their players are untouched.
    const after = await visibleRows(page);
    const games = (rows: typeof before) => rows.filter((r) => r.pk.startsWith('GAME#'));
    expect(games(after)).toEqual(games(before));

    await field.fill('#METADATA#${username}');
    await page.getByText(/rejected items/).waitFor({ state: 'detached' });
    // The rows come back as they were once the table has re-rendered (on a busy machine that can
    // be a frame or two after the rejected list goes).
    await expect.poll(() => visibleRows(page)).toEqual(before);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('running an access pattern highlights its items in order with the count; a breaking edit turns it red', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');

    const pattern = page.getByRole('button', {
      name: 'Find all games a user has played',
      exact: true
    });
    await pattern.click();
    expect(await pattern.getAttribute('aria-pressed')).toBe('true');
    // It queries the InvertedIndex, so the view switches there.
    expect(
      await page
        .getByRole('combobox', { name: 'View' })
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)
    ).toBe('GSI InvertedIndex (SK, PK)');
    const item = page.locator('li', { has: pattern });
    await item.getByText(/One Query on index InvertedIndex · 3 items · 0.5 RCU/).waitFor();

    await page.locator('[data-result-rank="1"]').waitFor();
    const hits = (await visibleRows(page)).filter((r) => r.rank !== null);
    expect(hits.map((h) => h.rank)).toEqual(['1', '2', '3']);
    expect(new Set(hits.map((h) => h.pk)).size).toBe(1);
    const sks = hits.map((h) => h.sk);
    expect([...sks].sort()).toEqual(sks);
    expect(await item.getAttribute('data-pattern-status')).toBe('ok');

    // Breaking the mapping's sort key template breaks the pattern at once.
    await page
      .getByRole('textbox', { name: 'SK template for UserGameMapping' })
      .fill('PLAYER#${username}');
    await page.locator('li[data-pattern-status="broken"]', { has: pattern }).waitFor();
    await item.getByText(/Broken: it returns no items/).waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('clicking a finding reveals and selects the item it is about', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(`${env.app.url}#example=library-author-only`);
    await page.locator('[role="table"] [role="row"]').first().waitFor();
    const finding = page
      .getByRole('region', { name: /Findings/ })
      .getByRole('button', { name: /overwritten by the later Book/ })
      .first();
    const text = (await finding.textContent()) ?? '';
    // The finding's own path comes last (the message names the later item first).
    const path = [...text.matchAll(/\$\.entities\[0\]\.items\[\d+\]/g)].at(-1)![0];
    await finding.click();
    await page.locator('.item.selected').waitFor();
    await page.getByRole('region', { name: 'Item' }).getByText(path, { exact: true }).waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
