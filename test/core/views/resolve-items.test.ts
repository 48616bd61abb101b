import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Finding } from '../../../src/core/model/finding.ts';
import { resolveItems, storedItem } from '../../../src/core/views/resolve-items.ts';
import { tableKeyAttributes, tableViews } from '../../../src/core/views/table-key-attributes.ts';
import { gsi, item, lsi, makeDesign, makeEntity, makeTable } from './make-design.ts';

function resolve(design: ReturnType<typeof makeDesign>, tableIndex = 0) {
  const findings: Finding[] = [];
  const resolved = resolveItems(design, design.tables[tableIndex]!, findings);
  return { resolved, findings };
}

describe('tableKeyAttributes and tableViews', () => {
  const table = makeTable({
    gsis: [gsi('Inv', ['SK', 'S'], ['PK', 'S']), gsi('ByG', ['G', 'N'])],
    lsis: [lsi('ByL', ['L', 'B'])]
  });

  it('lists the table view first, then each GSI, then each LSI, in declaration order', () => {
    expect(
      tableViews(table).map((v) => [v.index, v.kind, v.partitionKey.name, v.sortKey?.name])
    ).toEqual([
      [null, 'table', 'PK', 'SK'],
      ['Inv', 'gsi', 'SK', 'PK'],
      ['ByG', 'gsi', 'G', undefined],
      ['ByL', 'lsi', 'PK', 'L']
    ]);
  });

  it('lists every key attribute once with its type', () => {
    expect(tableKeyAttributes(table)).toEqual([
      { name: 'PK', type: 'S' },
      { name: 'SK', type: 'S' },
      { name: 'G', type: 'N' },
      { name: 'L', type: 'B' }
    ]);
  });
});

describe('resolveItems', () => {
  it('writes table items first, then entity items in entity order, each with its source path', () => {
    const design = makeDesign(
      [makeTable({ name: 'other' }), makeTable({ items: [item({ PK: 't', SK: '1' })] })],
      [
        makeEntity('A', { PK: 'A#${id}', SK: 'A' }, [item({ id: '1' }), item({ id: '2' })]),
        makeEntity('X', { PK: 'x', SK: 'x' }, [item({})], 'other'),
        makeEntity('B', { PK: 'B', SK: '${id}' }, [item({ id: '3' })])
      ]
    );
    const { resolved } = resolve(design, 1);
    expect(resolved.items.map((i) => [i.order, i.entity, i.source])).toEqual([
      [0, null, '$.tables[1].items[0]'],
      [1, 'A', '$.entities[0].items[0]'],
      [2, 'A', '$.entities[0].items[1]'],
      [3, 'B', '$.entities[2].items[0]']
    ]);
  });

  it('uses itemSources for the source path when the table or entity has them', () => {
    const table = {
      ...makeTable({ items: [item({ PK: 't', SK: '1' })] }),
      itemSources: ['$.DataModel[0].TableData[0]']
    };
    const entity = {
      ...makeEntity('A', { PK: 'a', SK: 'a' }, [item({})]),
      itemSources: ['$.DataModel[0].TableFacets[0].TableData[0]']
    };
    const { resolved } = resolve(makeDesign([table], [entity]));
    expect(resolved.items.map((i) => i.source)).toEqual([
      '$.DataModel[0].TableData[0]',
      '$.DataModel[0].TableFacets[0].TableData[0]'
    ]);
  });

  it('renders templates into key slots parallel to keyAttributes, and takes untemplated keys from the item', () => {
    const design = makeDesign(
      [makeTable({ gsis: [gsi('ByG', ['G', 'N'])] })],
      [makeEntity('U', { PK: 'USER#${name}', SK: '${n:4}' }, [item({ name: 'ann', n: 7, G: 12 })])]
    );
    const { resolved } = resolve(design);
    expect(resolved.keyAttributes.map((k) => k.name)).toEqual(['PK', 'SK', 'G']);
    expect(resolved.items[0]!.keys).toEqual([{ S: 'USER#ann' }, { S: '0007' }, { N: '12' }]);
  });

  it('renders numbers in a string template in canonical form', () => {
    const design = makeDesign(
      [makeTable()],
      [makeEntity('U', { PK: 'N#${n}', SK: 'S' }, [item({ n: 1 }), { n: { N: '007.50' } }])]
    );
    const { resolved } = resolve(design);
    expect(resolved.items[1]!.keys[0]).toEqual({ S: 'N#7.5' });
  });

  it('uses the template value even when the item carries the key attribute itself', () => {
    const design = makeDesign(
      [makeTable()],
      [makeEntity('U', { PK: 'T#${id}', SK: 'S' }, [item({ id: '1', PK: 'own' })])]
    );
    expect(resolve(design).resolved.items[0]!.keys[0]).toEqual({ S: 'T#1' });
  });

  it('records why an index key is missing without rejecting the item (sparse index)', () => {
    const design = makeDesign(
      [makeTable({ gsis: [gsi('ByG', ['G', 'S'])] })],
      [makeEntity('U', { PK: 'P', SK: 'S', G: 'G#${g}' }, [item({})])]
    );
    const r = resolve(design).resolved.items[0]!;
    expect(r.rejection).toBeUndefined();
    expect(r.keys[2]).toBeUndefined();
    expect(r.keyProblems?.get('G')).toBe(
      'template "G#${g}" needs attribute "g", which the item does not have'
    );
  });

  it.each([
    [
      'a list attribute used in an S template',
      { PK: 'P#${l}', SK: 'S' },
      item({ l: { L: [] } }),
      'key.missing',
      'missing table key "PK": template "P#${l}" uses "l" of type L, which cannot be part of a key'
    ],
    [
      'a non-numeric value for an N key',
      { PK: 'P', SK: '${v}' },
      item({ v: 'abc' }),
      'key.missing',
      'missing table key "SK": template "${v}" gives "abc", which is not a number'
    ],
    [
      'text glued to an N key',
      { PK: 'P', SK: 'X${v}' },
      item({ v: 1 }),
      'key.missing',
      'missing table key "SK": template "X${v}" must be a single placeholder such as "${id}" for a N key'
    ],
    [
      'a set as a key attribute',
      {},
      { PK: { SS: ['a'] }, SK: { N: '1' } },
      'key.missing',
      'missing table key "PK": "PK" is of type SS; key attributes must be S, N or B'
    ],
    [
      'an empty string key',
      { PK: '${a}', SK: '1' },
      item({ a: '' }),
      'key.empty',
      'partition key "PK" is an empty string; key values need at least 1 byte'
    ],
    [
      'an invalid number',
      {},
      { PK: { S: 'p' }, SK: { N: '1e999' } },
      'key.invalid-number',
      undefined
    ]
  ] as const)('rejects %s with code %s', (_name, keys, it0, code, message) => {
    const design = makeDesign(
      [makeTable({ sk: ['SK', 'N'] })],
      [makeEntity('E', { ...keys }, [it0])]
    );
    const r = resolve(design).resolved.items[0]!;
    expect(r.rejection?.code).toBe(code);
    if (message !== undefined) expect(r.rejection?.message).toBe(message);
  });

  it('rejects an index key value that DynamoDB would refuse (empty GSI key) although the table key is fine', () => {
    const design = makeDesign(
      [makeTable({ gsis: [gsi('ByG', ['G', 'S'])] })],
      [makeEntity('E', { PK: 'p', SK: 's' }, [item({ G: '' })])]
    );
    expect(resolve(design).resolved.items[0]!.rejection?.code).toBe('key.empty');
  });

  it('reports a template for an attribute that is no key as a warning and ignores it', () => {
    const design = makeDesign(
      [makeTable()],
      [makeEntity('E', { PK: 'p', SK: 's', Other: 'x#${y}' }, [item({})])]
    );
    const { findings, resolved } = resolve(design);
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'template.not-a-key',
        path: '$.entities[0].keys.Other'
      })
    ]);
    expect(resolved.items[0]!.rejection).toBeUndefined();
  });

  it('storedItem is the item with its rendered key attributes set and nothing else changed', () => {
    const design = makeDesign(
      [makeTable()],
      [makeEntity('E', { PK: 'U#${id}', SK: 'META' }, [item({ id: '1', name: 'x' })])]
    );
    const { resolved } = resolve(design);
    const stored = storedItem(resolved, resolved.items[0]!);
    expect({ ...stored }).toEqual({
      id: { S: '1' },
      name: { S: 'x' },
      PK: { S: 'U#1' },
      SK: { S: 'META' }
    });
    expect(Object.getPrototypeOf(stored)).toBe(null);
    expect(resolved.items[0]!.attributes).toEqual(item({ id: '1', name: 'x' }));
  });

  it('renders an S template as plain substitution of string attributes (property)', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', '#', 'é', '\u{1F600}'),
      minLength: 1,
      maxLength: 6
    });
    fc.assert(
      fc.property(
        fc.constantFrom('${x}', 'P#${x}#${y}', '${y}${x}', 'K'),
        text,
        text,
        (tpl, x, y) => {
          const design = makeDesign(
            [makeTable()],
            [makeEntity('E', { PK: tpl, SK: 's' }, [item({ x, y })])]
          );
          const r = resolve(design).resolved.items[0]!;
          expect(r.keys[0]).toEqual({ S: tpl.replaceAll('${x}', x).replaceAll('${y}', y) });
        }
      )
    );
  });
});
