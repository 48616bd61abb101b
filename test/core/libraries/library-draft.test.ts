import { describe, expect, it } from 'vitest';
import { LibraryDraft } from '../../../src/core/libraries/library-draft.ts';

const pk = { name: 'PK', type: 'S' } as const;
const index = {
  name: 'ByX',
  local: false,
  partition: [{ name: 'X', type: 'S' as const }],
  sort: [],
  projection: { type: 'ALL' as const },
  path: '$[0].indexes.ByX'
};

describe('LibraryDraft', () => {
  it('meets a table again when its key agrees, and refuses it where it does not', () => {
    const draft = new LibraryDraft();
    expect(draft.table('app', pk, undefined, '$[0]')).toBe(true);
    expect(draft.table('app', pk, undefined, '$[1]')).toBe(true);
    expect(draft.table('app', { name: 'id', type: 'S' }, undefined, '$[2]')).toBe(false);
    expect(draft.findings).toEqual([
      expect.objectContaining({ severity: 'error', code: 'library.table-conflict', path: '$[2]' })
    ]);
  });

  it('refuses an index met again with other keys', () => {
    const draft = new LibraryDraft();
    draft.table('app', pk, undefined, '$[0]');
    draft.index('app', index);
    draft.index('app', {
      ...index,
      partition: [{ name: 'Y', type: 'S' }],
      path: '$[1].indexes.ByX'
    });
    expect(draft.findings).toEqual([
      expect.objectContaining({ code: 'library.index-conflict', path: '$[1].indexes.ByX' })
    ]);
    expect(
      draft.design('d').tables[0]!.globalSecondaryIndexes.map((g) => g.partitionKey.name)
    ).toEqual(['X']);
  });

  it('checks tables by Keyscope’s rules, at the table', () => {
    const draft = new LibraryDraft();
    draft.table('ab', pk, undefined, '$[0].table');
    draft.design('d');
    expect(draft.findings).toContainEqual(
      expect.objectContaining({ code: 'name.invalid', path: '$[0].table' })
    );
  });

  it('refuses two entities of one name', () => {
    const draft = new LibraryDraft();
    draft.table('app', pk, undefined, '$[0]');
    const e = { name: 'User', table: 'app', attributes: [], keys: {}, items: [] };
    draft.entity(e, '$[0]', new Map());
    draft.entity(e, '$[1]', new Map());
    expect(draft.findings).toContainEqual(
      expect.objectContaining({ severity: 'error', path: '$[1].name' })
    );
  });
});
