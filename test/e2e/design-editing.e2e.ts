import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findUnnamedControls, watchPage, useBuiltApp } from './browser.ts';
import { visibleRows } from './studio-helpers.ts';

/** Type a name into a field that commits on Enter (or when left). */
async function rename(field: Locator, name: string): Promise<void> {
  await field.fill(name);
  await field.press('Enter');
}

async function openBlank(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New blank design' }).click();
  await page.getByRole('heading', { name: /Untitled design/ }).waitFor();
}

/** Add an entity (from the keyboard) with attributes and its PK/SK templates. */
async function addEntity(
  page: Page,
  name: string,
  attributes: [string, string][],
  templates: { PK: string; SK: string }
): Promise<void> {
  const field = page.getByRole('textbox', { name: 'New entity name' });
  await field.fill(name);
  await field.press('Enter');
  const group = page.getByRole('group', { name: `Entity ${name}`, exact: true });
  await group.waitFor();
  for (const [attribute, type] of attributes) {
    await group.getByRole('textbox', { name: 'New attribute name' }).fill(attribute);
    await group.getByRole('combobox', { name: 'New attribute type' }).selectOption(type);
    await group.getByRole('button', { name: 'Add attribute' }).click();
    await group.getByRole('button', { name: `Remove ${attribute}`, exact: true }).waitFor();
  }
  for (const [key, template] of Object.entries(templates)) {
    const tpl = page.getByRole('textbox', { name: `${key} template for ${name}`, exact: true });
    await tpl.fill(template);
    await tpl.blur();
  }
}

async function addItem(page: Page, owner: string, item: Record<string, unknown>): Promise<void> {
  await page.getByRole('combobox', { name: 'Add to' }).selectOption({ label: owner });
  await page.getByRole('textbox', { name: 'New item JSON' }).fill(JSON.stringify(item));
  await page.getByRole('button', { name: 'Add item', exact: true }).click();
}

const S = (s: string) => ({ S: s });

describe('editing a design from a blank one', () => {
  const env = useBuiltApp();

  it('builds the gaming design: table, entities, templates, an inverted GSI, items and an access pattern; undo goes back to blank and redo returns', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openBlank(page);

    // The table: renamed, string PK and SK (the blank design's keys), on-demand.
    await rename(page.getByRole('textbox', { name: 'Table name' }), 'battle-royale');
    const tableEditor = page.getByRole('region', { name: 'Table battle-royale' });
    await tableEditor.waitFor();
    expect(
      await tableEditor.getByRole('textbox', { name: 'Partition key name' }).inputValue()
    ).toBe('PK');
    expect(await tableEditor.getByRole('textbox', { name: 'Sort key name' }).inputValue()).toBe(
      'SK'
    );
    await tableEditor.getByRole('combobox', { name: 'Billing mode' }).selectOption('On-demand');

    await addEntity(
      page,
      'User',
      [
        ['username', 'S'],
        ['name', 'S'],
        ['wins', 'N']
      ],
      {
        PK: 'USER#${username}',
        SK: '#METADATA#${username}'
      }
    );
    await addEntity(
      page,
      'Game',
      [
        ['gameId', 'S'],
        ['map', 'S']
      ],
      {
        PK: 'GAME#${gameId}',
        SK: '#METADATA#${gameId}'
      }
    );
    await addEntity(
      page,
      'UserGameMapping',
      [
        ['gameId', 'S'],
        ['username', 'S'],
        ['place', 'N']
      ],
      {
        PK: 'GAME#${gameId}',
        SK: 'USER#${username}'
      }
    );

    // A new GSI's key attributes get a template field per entity at once.
    await tableEditor.getByRole('button', { name: 'Add a GSI' }).click();
    const gsi1 = tableEditor.getByRole('group', { name: 'GSI GSI1' });
    await page.getByRole('textbox', { name: 'GSI1PK template for User', exact: true }).waitFor();
    // Inverted: the table's sort key is its partition key and the other way round.
    await rename(gsi1.getByRole('textbox', { name: 'Index name' }), 'InvertedIndex');
    const inverted = tableEditor.getByRole('group', { name: 'GSI InvertedIndex' });
    await rename(inverted.getByRole('textbox', { name: 'Partition key name' }), 'SK');
    await rename(inverted.getByRole('textbox', { name: 'Sort key name' }), 'PK');
    await page
      .getByRole('textbox', { name: 'GSI1PK template for User' })
      .waitFor({ state: 'detached' });

    await page.getByText('Add an item').click();
    await addItem(page, 'User', { username: S('johnny'), name: S('Johnny'), wins: { N: '3' } });
    await addItem(page, 'User', { username: S('alice'), name: S('Alice'), wins: { N: '5' } });
    await addItem(page, 'Game', { gameId: S('g1'), map: S('Green Grasslands') });
    await addItem(page, 'Game', { gameId: S('g2'), map: S('Juicy Jungle') });
    await addItem(page, 'UserGameMapping', { gameId: S('g1'), username: S('johnny') });
    await addItem(page, 'UserGameMapping', { gameId: S('g1'), username: S('alice') });
    await addItem(page, 'UserGameMapping', { gameId: S('g2'), username: S('johnny') });

    // The game's collection: its metadata item first, then its players.
    await page.getByText('GAME#g1').first().waitFor();
    const rows = await visibleRows(page);
    const g1 = rows.findIndex((r) => r.kind === 'collection' && r.pk === 'GAME#g1');
    expect(g1).toBeGreaterThanOrEqual(0);
    expect(rows.slice(g1 + 1, g1 + 4).map((r) => [r.kind, r.sk, r.entity])).toEqual([
      ['item', '#METADATA#g1', 'Game'],
      ['item', 'USER#alice', 'UserGameMapping'],
      ['item', 'USER#johnny', 'UserGameMapping']
    ]);
    expect(rows.some((r) => r.overwritten)).toBe(false);

    // The inverted index groups a user's games.
    await page
      .getByRole('combobox', { name: 'View' })
      .selectOption({ label: 'GSI InvertedIndex (SK, PK)' });
    await page.getByText('USER#johnny').first().waitFor();
    const inv = await visibleRows(page);
    const johnny = inv.findIndex((r) => r.kind === 'collection' && r.pk === 'USER#johnny');
    expect(inv.slice(johnny + 1, johnny + 3).map((r) => [r.sk, r.entity])).toEqual([
      ['GAME#g1', 'UserGameMapping'],
      ['GAME#g2', 'UserGameMapping']
    ]);

    // An access pattern, written in its editor, then run.
    await page.getByRole('button', { name: 'Add an access pattern' }).click();
    const editor = page.getByRole('group', { name: 'Edit access pattern' });
    await rename(editor.getByRole('textbox', { name: 'Pattern name' }), 'Games of a user');
    await editor
      .getByRole('combobox', { name: 'Query table or index' })
      .selectOption({ label: 'GSI InvertedIndex of battle-royale' });
    await editor.getByRole('textbox', { name: 'Partition key template' }).fill('USER#${username}');
    await editor.getByRole('textbox', { name: 'username =' }).fill('johnny');
    await editor.getByRole('combobox', { name: 'Sort key condition' }).selectOption('begins_with');
    await editor.getByRole('textbox', { name: 'Sort key value template' }).fill('GAME#');
    await editor.getByRole('checkbox', { name: 'UserGameMapping' }).check();
    expect(await findUnnamedControls(page)).toEqual([]);

    const run = page.getByRole('button', { name: 'Games of a user', exact: true });
    await run.click();
    const item = page.locator('li', { has: run });
    await item.getByText(/One Query on index InvertedIndex · 2 items/).waitFor();
    expect(await item.getAttribute('data-pattern-status')).toBe('ok');
    await page.locator('[data-result-rank="2"]').waitFor();
    const hits = (await visibleRows(page)).filter((r) => r.rank !== null);
    expect(hits.map((h) => [h.rank, h.sk])).toEqual([
      ['1', 'GAME#g1'],
      ['2', 'GAME#g2']
    ]);

    // Undo every step back to the blank design, then redo them all.
    await page.getByRole('combobox', { name: 'View' }).selectOption({ index: 0 });
    const built = await visibleRows(page);
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    let steps = 0;
    while (await undo.isEnabled()) {
      await undo.click();
      steps++;
    }
    expect(steps).toBeGreaterThan(30);
    await page.getByRole('region', { name: 'AppTable', exact: true }).waitFor();
    await page.getByText('No entity is stored in AppTable yet.').waitFor();
    await page.getByText('This design has no access patterns.').waitFor();
    expect(await page.getByRole('group', { name: /^GSI / }).count()).toBe(0);

    while (await redo.isEnabled()) await redo.click();
    await tableEditor.waitFor();
    await run.waitFor();
    expect(await visibleRows(page)).toEqual(built);
    expect(problems.errors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.close();
  });

  it('names the design, adds a table, moves an entity there, and deletes that table only when told to take its entities along', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openBlank(page);
    await rename(page.getByRole('textbox', { name: 'Design name' }), 'Two tables');
    await page.getByRole('heading', { level: 2, name: /Two tables/ }).waitFor();
    await addEntity(page, 'User', [['username', 'S']], { PK: 'USER#${username}', SK: 'PROFILE' });

    await page.getByRole('button', { name: 'Add a table' }).click();
    const second = page.getByRole('region', { name: 'Table1', exact: true });
    await second.waitFor();
    await page.getByText('No entity is stored in Table1 yet.').waitFor();
    await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('AppTable');
    const user = page.getByRole('group', { name: 'Entity User' });
    if (!(await user.isVisible())) await page.locator('summary', { hasText: 'User' }).click();
    await user.getByRole('combobox', { name: 'Stored in table' }).selectOption('Table1');
    await second.waitFor();
    await page.getByText('Entities in Table1').waitFor();
    await page.getByRole('textbox', { name: 'PK template for User', exact: true }).waitFor();

    await second.getByRole('button', { name: 'Delete table' }).click();
    await second
      .getByRole('alert')
      .filter({ hasText: 'Table Table1 holds entities User' })
      .waitFor();
    await second.getByRole('button', { name: 'Keep table' }).click();
    await second.getByRole('button', { name: 'Delete table' }).click();
    await second.getByRole('button', { name: 'Delete table and what it holds' }).click();
    await page.getByRole('region', { name: 'AppTable', exact: true }).waitFor();
    await second.waitFor({ state: 'detached' });
    await page.getByText('No entity is stored in AppTable yet.').waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('states the rule when an LSI is added to a table without a sort key', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openBlank(page);
    const tableEditor = page.getByRole('region', { name: 'AppTable', exact: true });
    await tableEditor.getByRole('button', { name: 'Remove sort key' }).click();
    await tableEditor.getByRole('button', { name: 'Add a sort key' }).waitFor();
    await tableEditor.getByRole('button', { name: 'Add an LSI' }).click();
    await tableEditor
      .getByRole('alert')
      .filter({ hasText: /An LSI cannot be added: LSIs in table "AppTable" need a sort key/ })
      .waitFor();
    expect(await tableEditor.getByRole('group', { name: /^LSI / }).count()).toBe(0);

    // With the sort key back, the LSI is added.
    await tableEditor.getByRole('button', { name: 'Add a sort key' }).click();
    await tableEditor.getByRole('button', { name: 'Add an LSI' }).click();
    await tableEditor.getByRole('group', { name: 'LSI LSI1' }).waitFor();
    // …and the sort key cannot go while the LSI needs it.
    await tableEditor.getByRole('button', { name: 'Remove sort key' }).first().click();
    await tableEditor
      .getByRole('alert')
      .filter({ hasText: /^The sort key cannot be removed: .*; delete the LSIs first$/ })
      .waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('refuses a duplicate index name with an error under the field', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openBlank(page);
    const tableEditor = page.getByRole('region', { name: 'AppTable', exact: true });
    await tableEditor.getByRole('button', { name: 'Add a GSI' }).click();
    await tableEditor.getByRole('button', { name: 'Add a GSI' }).click();
    const second = tableEditor.getByRole('group', { name: 'GSI GSI2' });
    const name = second.getByRole('textbox', { name: 'Index name' });
    await rename(name, 'GSI1');
    const error = second.getByRole('alert');
    await error.filter({ hasText: 'Index name "GSI1" is already used in this table' }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    // The design keeps its two distinct names; a valid name is accepted.
    expect(await tableEditor.getByRole('group', { name: 'GSI GSI2' }).count()).toBe(1);
    await rename(name, 'ByMap');
    const renamed = tableEditor.getByRole('group', { name: 'GSI ByMap' });
    expect(
      await renamed.getByRole('textbox', { name: 'Index name' }).getAttribute('aria-invalid')
    ).toBeNull();
    // A name DynamoDB would refuse is explained too.
    await rename(tableEditor.getByRole('textbox', { name: 'Table name' }), 'my table');
    await tableEditor.getByRole('alert').filter({ hasText: 'contains " "' }).waitFor();
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
