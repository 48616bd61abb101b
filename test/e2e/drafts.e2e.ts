import { describe, expect, it } from 'vitest';
import { watchPage, useBuiltApp } from './browser.ts';
import { openExample } from './studio-helpers.ts';

describe('drafts belong to the design they were typed for (issue 8, item 12)', () => {
  const env = useBuiltApp();

  it('a half-typed attribute and item, with their errors, are gone after opening another design', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(`${env.app.url}#example=gaming`);
    await page.getByRole('heading', { name: /Battle royale gaming/ }).waitFor();

    // An attribute name over DynamoDB's 64 KB limit: its error shows under the field.
    await page.locator('details.entity > summary', { hasText: /User \(\d+ attributes/ }).click();
    const user = page.getByRole('group', { name: 'Entity User', exact: true });
    const name = user.getByRole('textbox', { name: 'New attribute name' });
    await name.fill('n'.repeat(70_000));
    await user.getByRole('button', { name: 'Add attribute' }).click();
    await user
      .getByRole('alert')
      .filter({ hasText: /bytes; the limit is 65535/ })
      .waitFor();

    // An item draft that is not JSON: its error shows under the box.
    await page.getByText('Add an item').click();
    const itemJson = page.getByRole('textbox', { name: 'New item JSON (DynamoDB JSON)' });
    await itemJson.fill('{"username": ');
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    const itemErrors = page.locator('details.add [role="alert"]');
    await itemErrors.first().waitFor();

    await openExample(page, 'Library catalogue');
    await page.getByRole('heading', { name: /Library/ }).waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /the limit is 65535/ })
        .count()
    ).toBe(0);
    expect(await itemErrors.count()).toBe(0);
    for (const field of await page.getByRole('textbox', { name: 'New attribute name' }).all())
      expect(await field.inputValue()).toBe('');
    await page.getByText('Add an item').click();
    expect(await itemJson.inputValue()).not.toContain('"username": ');
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
