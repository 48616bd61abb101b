// Items added and edited where people look (issue 19): each entity's Add item form (typed
// fields, derived keys, DynamoDB JSON), the entity's grid (edit in place, duplicate, delete, each
// undone), the access patterns' Edit buttons naming their pattern, the New entity field beside
// its button at two window sizes in normal and large type, and a blank design's table name.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findUnnamedControls, useBuiltApp, watchPage } from './browser.ts';
import { openExample, visibleRows, whollyInView } from './studio-helpers.ts';

/** Open an entity's editor (a disclosure under "Entities in …") and return its group. */
async function openEntity(page: Page, name: string): Promise<Locator> {
  const group = page.getByRole('group', { name: `Entity ${name}`, exact: true });
  if (!(await group.isVisible()))
    await page.locator('summary', { hasText: new RegExp(`^${name} \\(`) }).click();
  await group.waitFor();
  return group;
}

const grid = (page: Page, entity: string) =>
  page.getByRole('region', { name: `${entity} items`, exact: true });
const rowCount = (page: Page, entity: string) => grid(page, entity).locator('tbody tr').count();
const cell = (page: Page, entity: string, row: number, column: number) =>
  grid(page, entity)
    .locator('tbody tr')
    .nth(row)
    .locator('td')
    .nth(column + 1); // after the actions

describe('adding and editing items', () => {
  const env = useBuiltApp();

  it('library lesson step 1 through the Book entity’s Add item form: a bad number is named, the new book overwrites the 1st edition, the step passes', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const problems = await watchPage(page);
    await page.goto(`${env.app.url}#lesson=library-catalogue`);
    const lesson = page.getByRole('region', { name: 'Lesson', exact: true });
    await lesson.getByText('2 of 3 checks pass').waitFor();
    // The hint points at the button that is there.
    await lesson.getByRole('button', { name: 'Show a hint' }).click();
    expect(await lesson.locator('#lesson-hint').textContent()).toMatch(
      /open Book and press Add item/
    );

    const book = await openEntity(page, 'Book');
    await book.getByRole('button', { name: 'Add item to Book' }).click();
    const form = page.getByRole('form', { name: 'New Book item' });
    await form.getByRole('textbox', { name: /^BookTitle/ }).fill('Tides of Memory');
    await form.getByRole('textbox', { name: /^Author/ }).fill('Anna Lindqvist');
    const edition = form.getByRole('textbox', { name: /^Edition/ });
    await edition.fill('2nd');
    await form.getByRole('button', { name: 'Add Book item' }).click();
    await form.getByText('Edition: "2nd" is not a number; type a number such as 42').waitFor();
    expect(await edition.getAttribute('aria-invalid')).toBe('true');
    // Nothing was added: the grid and the table still hold the four books.
    expect(await rowCount(page, 'Book')).toBe(4);
    await page.getByText('4 collections, 4 items').waitFor();

    await edition.fill('2');
    await form.getByRole('textbox', { name: /^Year/ }).fill('2016');
    await form.getByRole('button', { name: 'Add Book item' }).click();
    await book.getByRole('status').filter({ hasText: 'Added item 5 of Book' }).waitFor();
    await lesson.getByText('3 of 3 checks pass — step done').waitFor();
    expect(await rowCount(page, 'Book')).toBe(5);
    const overwritten = (await visibleRows(page)).filter((r) => r.overwritten);
    expect(overwritten).toHaveLength(1);
    expect(overwritten[0]!.pk).toBe('Tides of Memory');
    expect(await findUnnamedControls(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the raw JSON option adds an item too, and locates what is wrong in it', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Library catalogue');
    const book = await openEntity(page, 'Book');
    await book.getByRole('button', { name: 'Add item to Book' }).click();
    const form = page.getByRole('form', { name: 'New Book item' });
    await form.getByRole('textbox', { name: /^BookTitle/ }).fill('Salt Roads');
    await form.getByRole('button', { name: 'DynamoDB JSON' }).click();
    const json = form.getByRole('textbox', { name: 'The item in DynamoDB JSON' });
    // What was typed in the fields carries over.
    expect(JSON.parse(await json.inputValue())).toEqual({ BookTitle: { S: 'Salt Roads' } });
    await json.fill(
      '{"BookTitle": {"S": "Salt Roads"}, "Author": {"S": "Ines Ortega"}, "Edition": {"N": "one"}}'
    );
    await form.getByRole('button', { name: 'Add Book item' }).click();
    await form.getByRole('alert').filter({ hasText: '$.Edition' }).waitFor();
    await json.fill(
      '{"BookTitle": {"S": "Salt Roads"}, "Author": {"S": "Ines Ortega"}, "Edition": {"N": "1"}}'
    );
    await form.getByRole('button', { name: 'Add Book item' }).click();
    await book.getByRole('status').filter({ hasText: 'Added item 9 of Book' }).waitFor();
    expect((await visibleRows(page)).some((r) => r.pk === 'Salt Roads')).toBe(true);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('the grid edits in place, duplicates and deletes, and Undo takes back each', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Library catalogue');
    await openEntity(page, 'Book');
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await rowCount(page, 'Book')).toBe(8);
    // Column 0 is the derived AuthorEdition key, column 1 BookTitle, column 2 Author.
    const author = await cell(page, 'Book', 0, 2).textContent();
    const key = await cell(page, 'Book', 0, 0).textContent();

    // Edit in place: Enter saves; the derived key follows.
    await page.getByRole('button', { name: 'Edit item 1 of Book', exact: true }).click();
    const input = page.getByRole('textbox', { name: 'Author of item 1 of Book', exact: true });
    expect(await input.inputValue()).toBe(author);
    await input.fill('Z. Editor');
    await input.press('Enter');
    await expect.poll(() => cell(page, 'Book', 0, 2).textContent()).toBe('Z. Editor');
    expect(await cell(page, 'Book', 0, 0).textContent()).toMatch(/^Z\. Editor#/);
    expect((await visibleRows(page)).some((r) => r.text.includes('Z. Editor'))).toBe(true);
    await undo.click();
    await expect.poll(() => cell(page, 'Book', 0, 2).textContent()).toBe(author);
    expect(await cell(page, 'Book', 0, 0).textContent()).toBe(key);

    // Duplicate: a copy right after the item; undo removes it.
    const second = await cell(page, 'Book', 1, 1).textContent();
    await page.getByRole('button', { name: 'Duplicate item 2 of Book', exact: true }).click();
    await expect.poll(() => rowCount(page, 'Book')).toBe(9);
    expect(await cell(page, 'Book', 2, 1).textContent()).toBe(second);
    await undo.click();
    await expect.poll(() => rowCount(page, 'Book')).toBe(8);

    // Delete; undo brings it back in its place.
    const third = await cell(page, 'Book', 2, 1).textContent();
    await page.getByRole('button', { name: 'Delete item 3 of Book', exact: true }).click();
    await expect.poll(() => rowCount(page, 'Book')).toBe(7);
    expect(await cell(page, 'Book', 2, 1).textContent()).not.toBe(third);
    await undo.click();
    await expect.poll(() => rowCount(page, 'Book')).toBe(8);
    expect(await cell(page, 'Book', 2, 1).textContent()).toBe(third);

    // Escape leaves an edit without changing anything.
    await page.getByRole('button', { name: 'Edit item 2 of Book', exact: true }).click();
    const title = page.getByRole('textbox', { name: 'BookTitle of item 2 of Book', exact: true });
    await title.fill('Not kept');
    await title.press('Escape');
    await title.waitFor({ state: 'detached' });
    expect(await cell(page, 'Book', 1, 1).textContent()).toBe(second);
    expect(await findUnnamedControls(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('a generated item is read-only in the grid, saying why; Keep a copy makes it an item of one’s own', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await openExample(page, 'Library catalogue');
    await page.getByRole('spinbutton', { name: 'Items per entity' }).fill('30');
    await page.getByRole('button', { name: 'Generate items' }).click();
    await openEntity(page, 'Book');
    await page.getByText('Items 9–38 were generated from the seed').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Keep a copy of item 21 of Book' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit item 21 of Book' }).count()).toBe(0);
    const title = await cell(page, 'Book', 0, 1).textContent();
    await page.getByRole('button', { name: 'Keep a copy of item 21 of Book' }).click();
    // The copy is the 9th authored item: on the first page, editable.
    await page.getByText('Items 10–39 were generated from the seed').waitFor();
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.getByRole('button', { name: 'Edit item 9 of Book', exact: true }).waitFor();
    expect(await cell(page, 'Book', 8, 1).textContent()).toBe(title);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('each access pattern’s Edit button says which pattern it edits', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.app.url);
    await openExample(page, 'Gaming (AWS workshop)');
    const name = 'Find all games a user has played';
    const edit = page.getByRole('button', { name: `Edit “${name}”`, exact: true });
    expect(await edit.textContent()).toBe('Edit');
    expect(await edit.getAttribute('title')).toBe(`Edit “${name}”`);
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await page.close();
  });

  it.each([
    [1280, 720, false],
    [1600, 1000, false],
    [1280, 720, true],
    [1600, 1000, true]
  ])(
    'at %i×%i (large type %s) the New entity field and its Add entity button are both wholly in view, side by side',
    async (width, height, large) => {
      const context = await env.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(env.app.url);
      // Three entities fill the key templates, which scroll on their own below the field.
      await openExample(page, 'Gaming (AWS workshop)');
      const field = page.getByRole('textbox', { name: 'New entity name' });
      await field.waitFor();
      if (large) {
        await page.getByRole('button', { name: 'Large type' }).click();
        await page.locator('html.large-type').waitFor({ state: 'attached' });
      }
      const button = page.getByRole('button', { name: 'Add entity', exact: true });
      const a = (await field.boundingBox())!;
      const b = (await button.boundingBox())!;
      const boxes = JSON.stringify({ field: a, button: b });
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, boxes).toBe(false);
      expect(await whollyInView(field), boxes).toBe(true);
      expect(await whollyInView(button), boxes).toBe(true);
      await context.close();
    }
  );

  it('a blank design’s table is AppTable, and its view’s heading does not say Table twice', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.app.url);
    await page.getByRole('button', { name: 'New blank design' }).click();
    const view = page.getByRole('combobox', { name: 'View' });
    await view.waitFor();
    expect(await page.getByRole('textbox', { name: 'Table name' }).inputValue()).toBe('AppTable');
    expect(await view.locator('option').first().textContent()).toBe('AppTable (PK, SK)');
    expect(await page.getByRole('region', { name: 'AppTable', exact: true }).count()).toBe(1);
    const headings = await page.getByRole('heading').allTextContents();
    expect(headings).toContain('AppTable');
    expect(headings.filter((h) => /Table Table/.test(h))).toEqual([]);
    await page.close();
  });
});
