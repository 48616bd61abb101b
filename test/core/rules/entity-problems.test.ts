import { describe, expect, it } from 'vitest';
import { entityProblems } from '../../../src/core/rules/entity-problems.ts';
import { example } from '../../helpers/example.ts';

describe('entityProblems', () => {
  it('flags an attribute declared with another type than the key it is', () => {
    const library = example('library');
    expect(entityProblems(library, 0)).toEqual([]);
    const changed = {
      ...library,
      entities: [
        {
          ...library.entities[0]!,
          attributes: [{ name: 'BookTitle', type: 'N' as const }]
        }
      ]
    };
    expect(entityProblems(changed, 0)).toEqual([
      {
        field: 'attribute:0',
        code: 'key.type-conflict',
        severity: 'error',
        message:
          '"BookTitle" is a key attribute of type S in table "Books"; declare it S or rename it'
      }
    ]);
    expect(entityProblems(changed, 5)).toEqual([]);
  });
});
