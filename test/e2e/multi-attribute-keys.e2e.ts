import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchPage, useBuiltApp } from './browser.ts';
import { generateItems, openExample, visibleRows } from './studio-helpers.ts';

const lessonPane = (page: Page) => page.getByRole('region', { name: 'Lesson', exact: true });
/** Each check's state, in order: true once it passes (they run a moment after the last edit). */
async function checksAre(page: Page, expected: boolean[]): Promise<void> {
  const states = () =>
    lessonPane(page)
      .locator('li.check')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-pass') === 'true'));
  await expect.poll(states).toEqual(expected);
}
async function nextStep(page: Page, n: number): Promise<void> {
  await lessonPane(page).getByRole('button', { name: 'Next step →' }).first().click();
  await lessonPane(page)
    .getByRole('heading', { level: 3 })
    .filter({ hasText: `Step ${n} of 4:` })
    .waitFor();
}
async function rename(field: Locator, name: string): Promise<void> {
  await field.fill(name);
  await field.press('Enter');
}
async function editPattern(page: Page, name: string): Promise<Locator> {
  await page
    .locator('li', { has: page.getByRole('button', { name, exact: true }) })
    .getByRole('button', { name: 'Edit' })
    .click();
  return page.getByRole('group', { name: 'Edit access pattern' });
}

describe('a GSI whose key has several attributes (multi-attribute keys)', () => {
  const env = useBuiltApp();

  it('the tournament example’s index is grouped by the partition tuple, ordered by the sort tuple, and names what keeps an item out', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Tournament matches (multi-attribute keys)');
    await page.getByRole('combobox', { name: 'View' }).selectOption({
      label: 'GSI TournamentRegionIndex (tournamentId + region, round + bracket + matchId)'
    });
    await page
      .locator('[role="rowheader"][data-collection="tournamentId = WINTER2026 · region = NA-EAST"]')
      .waitFor();
    await page
      .getByRole('columnheader', { name: 'round + bracket + matchId (sort key)' })
      .waitFor();

    const rows = await visibleRows(page);
    expect(rows.filter((r) => r.kind === 'collection').map((r) => r.pk)).toEqual([
      'tournamentId = SPRING2026 · region = NA-EAST',
      'tournamentId = WINTER2026 · region = EU-WEST',
      'tournamentId = WINTER2026 · region = NA-EAST'
    ]);
    const at = rows.findIndex((r) => r.pk === 'tournamentId = WINTER2026 · region = NA-EAST');
    const sorts: string[] = [];
    for (let i = at + 1; i < rows.length && rows[i]!.kind === 'item'; i++) sorts.push(rows[i]!.sk);
    // Left to right: round by its bytes, then bracket breaks the tie, then matchId.
    expect(sorts).toEqual([
      'FINALS · UPPER · match-006',
      'QUARTERFINALS · LOWER · match-003',
      'QUARTERFINALS · UPPER · match-001',
      'QUARTERFINALS · UPPER · match-002',
      'SEMIFINALS · LOWER · match-005',
      'SEMIFINALS · UPPER · match-004'
    ]);

    // The exhibition match has no region: it is not in the index, and the reason names it.
    await page.getByText('1 item is not in index TournamentRegionIndex').click();
    await page
      .getByText(/the item has no "region" attribute, one of the index's key attributes/)
      .waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('a pattern with a prefix of the sort attributes returns that prefix, and dropping its last condition widens it', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Tournament matches (multi-attribute keys)');
    const run = page.getByRole('button', { name: 'One bracket of a round', exact: true });
    await run.click();
    const ranked = async () =>
      (await visibleRows(page)).filter((r) => r.rank !== null).map((r) => `${r.rank} ${r.sk}`);
    await page.locator('[data-result-rank="2"]').waitFor();
    expect(await ranked()).toEqual([
      '1 QUARTERFINALS · UPPER · match-001',
      '2 QUARTERFINALS · UPPER · match-002'
    ]);
    // Edit it: a template per partition attribute, a condition per sort attribute.
    await run.locator('xpath=following-sibling::button[1]').click();
    const editor = page.getByRole('group', { name: 'Edit access pattern' });
    expect(await editor.getByLabel('tournamentId template').inputValue()).toBe('${tournamentId}');
    expect(await editor.getByLabel('region template').inputValue()).toBe('${region}');
    await editor.getByLabel('Condition on bracket').selectOption('');
    await page.locator('[data-result-rank="3"]').waitFor();
    expect(await ranked()).toEqual([
      '1 QUARTERFINALS · LOWER · match-003',
      '2 QUARTERFINALS · UPPER · match-001',
      '3 QUARTERFINALS · UPPER · match-002'
    ]);
    // A range before the last condition is refused with the Query rule.
    // (The next attribute is offered only after an =; a range before it comes from a file or
    // from changing an earlier condition, as here.)
    await editor.getByLabel('Condition on bracket').selectOption('=');
    await editor.getByLabel('Condition on round').selectOption('>=');
    await editor
      .getByText(
        'Sort key attribute round takes >=, but a condition on bracket follows it; only the last sort key attribute given may take a range'
      )
      .waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('a designer adds a second partition attribute to a GSI in the studio and the index regroups by the pair', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Tournament matches (multi-attribute keys)');
    const history = page.getByRole('group', { name: 'GSI PlayerMatchHistoryIndex' });
    await history.getByRole('button', { name: 'Add a partition key attribute' }).click();
    const second = history.getByRole('textbox', { name: 'Partition key attribute 2 name' });
    await second.fill('tournamentId');
    await second.press('Enter');
    await page.getByRole('combobox', { name: 'View' }).selectOption({
      label: 'GSI PlayerMatchHistoryIndex (player1Id + tournamentId, matchDate + round)'
    });
    await page
      .locator(
        '[role="rowheader"][data-collection="player1Id = alice · tournamentId = SPRING2026"]'
      )
      .waitFor();
    const heads = (await visibleRows(page)).filter((r) => r.kind === 'collection').map((r) => r.pk);
    expect(heads.slice(0, 2)).toEqual([
      'player1Id = alice · tournamentId = SPRING2026',
      'player1Id = alice · tournamentId = WINTER2026'
    ]);
    // A fifth attribute is not offered; an attribute named twice in the key is refused at it.
    const third = async (name: string) => {
      await history.getByRole('button', { name: 'Add a partition key attribute' }).click();
      const field = history.getByRole('textbox', { name: 'Partition key attribute 3 name' });
      await field.fill(name);
      await field.press('Enter');
    };
    await third('round');
    await history
      .getByText(/attribute "round" is in its key twice; name each key attribute once/i)
      .waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('a synthetic key converts in one undoable step, after a side-by-side preview', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Tournament matches (synthetic keys, to convert)');
    await page.getByRole('button', { name: 'Convert to a multi-attribute key…' }).click();
    const preview = page.getByRole('region', {
      name: 'Convert TournamentRegionIndex to a multi-attribute key'
    });
    const text = async () => (await preview.innerText()).replace(/\s+/g, ' ');
    await preview.getByRole('button', { name: 'Apply the conversion' }).waitFor();
    expect(await text()).toContain('Before GSI1PK / GSI1SK');
    expect(await text()).toContain('After tournamentId + region / round + bracket + matchId');
    expect(await text()).toContain(
      'One bracket of a round Before 2 items; after 2 items partition ${tournamentId}, ${region}; sort = ${round}, = ${bracket}'
    );
    expect(await text()).toContain(
      'No longer written to any item (no concatenation, no backfill): GSI1PK, GSI1SK.'
    );
    await preview.getByRole('button', { name: 'Apply the conversion' }).click();
    const view = page.getByRole('combobox', { name: 'View' });
    await view.selectOption({
      label: 'GSI TournamentRegionIndex (tournamentId + region, round + bracket + matchId)'
    });
    await page
      .locator('[role="rowheader"][data-collection="tournamentId = WINTER2026 · region = NA-EAST"]')
      .waitFor();
    // One step back: the synthetic key, its strings and its view.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await view.selectOption({ label: 'GSI TournamentRegionIndex (GSI1PK, GSI1SK)' });
    await page
      .locator('[role="rowheader"][data-collection="TOURNAMENT#WINTER2026#REGION#NA-EAST"]')
      .waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('a learner finishes the lesson "From synthetic keys to multi-attribute keys" in the studio', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await page
      .getByRole('list', { name: 'Lessons' })
      .getByRole('button', { name: 'From synthetic keys to multi-attribute keys' })
      .click();
    await lessonPane(page)
      .getByRole('heading', { level: 3 })
      .filter({ hasText: 'Step 1 of 4:' })
      .waitFor();

    // Step 1: the bracket goes into the synthetic sort key string.
    await checksAre(page, [false, false, true, false]);
    const sk = page.getByRole('textbox', { name: 'GSI1SK template for Match', exact: true });
    await sk.click();
    await sk.press('ControlOrMeta+a');
    await sk.pressSequentially('ROUND#${round}#BRACKET#${bracket}#MATCH#${matchId}');
    await checksAre(page, [true, true, true, true]);

    // Step 2: one conversion keys the index by the attributes and drops the strings.
    await nextStep(page, 2);
    await checksAre(page, [false, false, true, true, true, true]);
    await page.getByRole('button', { name: 'Convert to a multi-attribute key…' }).click();
    await page.getByRole('button', { name: 'Apply the conversion' }).click();
    await checksAre(page, [true, true, true, true, true, true]);

    // Step 3: a second index whose sort key starts with the bracket, built in the index editor.
    await nextStep(page, 3);
    await checksAre(page, [false, false, true, false]);
    const table = page.getByRole('region', { name: 'Table TournamentMatches' });
    await table.getByRole('button', { name: 'Add a GSI' }).click();
    await rename(
      table.getByRole('group', { name: 'GSI GSI1' }).getByRole('textbox', { name: 'Index name' }),
      'BracketIndex'
    );
    const gsi = table.getByRole('group', { name: 'GSI BracketIndex' });
    await rename(gsi.getByRole('textbox', { name: 'Partition key name' }), 'tournamentId');
    await gsi.getByRole('button', { name: 'Add a partition key attribute' }).click();
    await rename(gsi.getByRole('textbox', { name: 'Partition key attribute 2 name' }), 'region');
    await rename(gsi.getByRole('textbox', { name: 'Sort key name' }), 'bracket');
    await gsi.getByRole('button', { name: 'Add a sort key attribute' }).click();
    await rename(gsi.getByRole('textbox', { name: 'Sort key attribute 2 name' }), 'round');
    await gsi.getByRole('button', { name: 'Add a sort key attribute' }).click();
    await rename(gsi.getByRole('textbox', { name: 'Sort key attribute 3 name' }), 'matchId');
    await checksAre(page, [true, false, true, false]);
    const across = await editPattern(page, 'Upper bracket across rounds');
    await across
      .getByRole('combobox', { name: 'Query table or index' })
      .selectOption({ label: 'GSI BracketIndex of TournamentMatches' });
    await checksAre(page, [true, true, true, true]);

    // Step 4: round moved before matchDate, and the pattern's range given last.
    await nextStep(page, 4);
    await checksAre(page, [false, false, true, false]);
    await page
      .getByRole('group', { name: 'GSI PlayerMatchHistoryIndex' })
      .getByRole('button', { name: 'Move sort key attribute 2 (round) earlier' })
      .click();
    await checksAre(page, [true, false, true, false]);
    const semis = await editPattern(page, "A player's semifinals in a month");
    await semis.getByLabel('Condition on round').selectOption('=');
    await semis.getByLabel('round value template').fill('${round}');
    await semis.getByLabel('Condition on matchDate').selectOption('begins_with');
    await semis.getByLabel('matchDate value template').fill('${month}');
    await checksAre(page, [true, true, true, true]);
    await lessonPane(page).getByText('4 of 4 steps done — lesson finished').waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('on a design analysed in the worker, the conversion is previewed there: the page holds none of its items', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Tournament matches (synthetic keys, to convert)');
    await generateItems(page, 30000, '30,013');
    await page.getByRole('button', { name: 'Convert to a multi-attribute key…' }).click();
    const preview = page.getByRole('region', {
      name: 'Convert TournamentRegionIndex to a multi-attribute key'
    });
    await preview.getByRole('button', { name: 'Apply the conversion' }).waitFor();
    const text = (await preview.innerText()).replace(/\s+/g, ' ');
    // Both sides count the generated items, which only the worker holds.
    expect(text).toMatch(/Collections Before [\d,]+ \(30,01\d items, \d+ left out\)/);
    expect(text).toMatch(/After [\d,]+ \(30,01\d items, \d+ left out\): tournamentId = /);
    const status = page.getByRole('status', { name: 'Analysis' });
    expect(Number(await status.getAttribute('data-page-items'))).toBeLessThan(100);
    await preview.getByRole('button', { name: 'Apply the conversion' }).click();
    await page.locator('[data-worker-runs="2"]').waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('the item graph of a multi-attribute index joins partition tuples to sort tuples', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Tournament matches (multi-attribute keys)');
    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.getByRole('button', { name: 'Items', exact: true }).click();
    await page.getByRole('combobox', { name: 'Items of' }).selectOption({
      label: 'GSI TournamentRegionIndex (tournamentId + region → round + bracket + matchId)'
    });
    await page.getByText('12 items between 15 nodes, 15 shown.').waitFor();
    const labels = await page.locator('svg text').allTextContents();
    expect(labels).toContain('WINTER2026 · NA-EAST');
    expect(labels).toContain('SEMIFINALS · LOWER · match-005');
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
