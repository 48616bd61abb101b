import { describe, expect, it } from 'vitest';
import { tableTitle } from '../../../src/core/text/table-title.ts';

describe('tableTitle', () => {
  it.each([
    ['Books', 'Table Books'],
    ['battle-royale', 'Table battle-royale'],
    ['Table', 'Table'],
    ['AppTable', 'AppTable'],
    ['orders_TABLE', 'orders_TABLE'],
    ['Tab', 'Table Tab']
  ])('%s → %s', (name, title) => {
    expect(tableTitle(name)).toBe(title);
  });
});
