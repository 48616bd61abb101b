// A model from an entity library opens as a design: a OneTable schema, as its one documented line
// writes it (docs/libraries.md), pasted on the start screen, shows its table, entities and key
// templates, ready to generate items for.
import { describe, expect, it } from 'vitest';
import { useBuiltApp, watchPage } from './browser.ts';

const ONETABLE = {
  name: 'battle-royale',
  schema: {
    format: 'onetable:1.1.0',
    version: '0.0.1',
    indexes: {
      primary: { hash: 'PK', sort: 'SK' },
      InvertedIndex: { hash: 'SK', sort: 'PK', project: 'all' }
    },
    models: {
      User: {
        PK: { type: 'string', value: 'USER#${username}' },
        SK: { type: 'string', value: '#METADATA#${username}' },
        username: { type: 'string' }
      },
      Game: {
        PK: { type: 'string', value: 'GAME#${gameId}' },
        SK: { type: 'string', value: '#METADATA#${gameId}' },
        gameId: { type: 'string' }
      }
    }
  }
};

describe('an entity library’s model', () => {
  const env = useBuiltApp();

  it('a pasted OneTable schema opens as its table, with each model’s key templates', async () => {
    const page = await env.browser.newPage();
    const problems = await watchPage(page);
    await page.goto(env.app.url);
    await page.getByText('Paste a design').click();
    await page
      .getByLabel(
        'Design JSON (Keyscope, NoSQL Workbench, ElectroDB, DynamoDB-Toolbox or OneTable)'
      )
      .fill(JSON.stringify(ONETABLE));
    await page.getByRole('button', { name: 'Open the pasted design' }).click();
    await page.getByRole('heading', { name: /battle-royale \(OneTable\)/ }).waitFor();
    expect(
      await page.getByRole('textbox', { name: 'PK template for User', exact: true }).inputValue()
    ).toBe('USER#${username}');
    expect(
      await page.getByRole('textbox', { name: 'SK template for Game', exact: true }).inputValue()
    ).toBe('#METADATA#${gameId}');
    await page.getByRole('combobox', { name: 'View' }).selectOption({
      label: 'GSI InvertedIndex (SK, PK)'
    });
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
