import { describe, expect, it } from 'vitest';
import {
  synthesisWarnings,
  type SynthesisWarning
} from '../../../src/core/fixes/synthesis-warnings.ts';
import type { Design, KeyAttribute } from '../../../src/core/model/design.ts';
import { b64 } from '../views/make-design.ts';
import { N, S, tupleDesign, type Row } from './tuple-design.ts';

const B = (name: string): KeyAttribute => ({ name, type: 'B' });
const rows = (...values: (string | null)[][]): Row[] =>
  values.map((v) => ({ own: false, values: v }));

function warnings(design: Design): SynthesisWarning[] {
  const table = design.tables[0]!;
  return synthesisWarnings(design, table, table.globalSecondaryIndexes[0]!).warnings;
}

describe('synthesisWarnings', () => {
  it.each<[string, Design, SynthesisWarning[]]>([
    [
      'nothing for S values without the separator',
      tupleDesign(
        [S('t'), S('r')],
        [S('a'), S('b')],
        rows(['x', 'y', 'a', 'b'], ['x', 'y', 'ab', 'c'])
      ),
      []
    ],
    [
      'a Number sort part, zero-padded to its widest value',
      tupleDesign(
        [S('t'), S('r')],
        [N('round')],
        rows(['x', 'y', '9'], ['x', 'y', '10'], ['x', 'y', '1.0'])
      ),
      [
        {
          kind: 'padded',
          message:
            'round is a Number: written zero-padded to 2 digits (${round:2}), its widest value, so it sorts as before; a value wider than 2 digits, negative or with a fraction would sort out of order'
        }
      ]
    ],
    [
      'a fractional Number, which no padding keeps in order',
      tupleDesign([S('t'), S('r')], [N('round')], rows(['x', 'y', '10'], ['x', 'y', '1.5'])),
      [
        {
          kind: 'order',
          message:
            'round of the E item at $.entities[0].items[1] is 1.5: zero-padding keeps a Number\'s order in a string only for whole, never negative values, so with this one the synthetic key sorts round as text ("10" before "9", "-1" after "-2")'
        }
      ]
    ],
    [
      'a negative Number',
      tupleDesign([S('t')], [N('a'), N('b')], rows(['x', '-1', '2'])),
      [
        {
          kind: 'order',
          message:
            'a of the E item at $.entities[0].items[0] is -1: zero-padding keeps a Number\'s order in a string only for whole, never negative values, so with this one the synthetic key sorts a as text ("10" before "9", "-1" after "-2")'
        },
        {
          kind: 'padded',
          message:
            'b is a Number: written zero-padded to 1 digit (${b:1}), its widest value, so it sorts as before; a value wider than 1 digit, negative or with a fraction would sort out of order'
        }
      ]
    ],
    [
      'a value holding the separator, naming the item (regression: "a" and "a#A" swap)',
      tupleDesign(
        [S('t')],
        [S('a'), S('b')],
        rows(['x', 'a', 'z'], ['x', 'a#A', 'z'], ['x', 'b#', 'z'])
      ),
      [
        {
          kind: 'ambiguous',
          message:
            'a of the E item at $.entities[0].items[1] is "a#A", which holds the separator "#" (and 1 more item): the synthetic key cannot be split back into its parts, and two different sets of parts can give one key'
        }
      ]
    ],
    [
      'a value going on from another with a character sorting before the separator (regression)',
      tupleDesign([S('t')], [S('a'), S('b')], rows(['x', 'a', 'z'], ['x', 'a!', 'z'])),
      [
        {
          kind: 'order',
          message:
            'a of the E item at $.entities[0].items[1] is "a!", which goes on from "a" with a character sorting before "#": in the synthetic key it sorts before that value, after it as a key part'
        }
      ]
    ],
    [
      'nothing for such values in the last sort part',
      tupleDesign(
        [S('t')],
        [S('a'), S('b')],
        rows(['x', 'a', 'z'], ['x', 'a', 'z!'], ['x', 'a', 'z'])
      ),
      []
    ],
    [
      'nothing for such values in the partition',
      tupleDesign([S('t'), S('r')], [], rows(['a', 'z'], ['a!', 'z'])),
      []
    ],
    [
      'a Binary sort part, which sorts by its base64 text',
      withBinary(tupleDesign([S('t'), S('r')], [B('bin')], []), [b64(0xff), b64(0x00)]),
      [
        {
          kind: 'order',
          message:
            'bin is Binary: written into the string as base64 text, it sorts by that text, not by its bytes'
        }
      ]
    ],
    [
      'a value DynamoDB refuses as a key part, which the string holds',
      tupleDesign([S('t'), N('n')], [], rows(['x', 'ten'])),
      [
        {
          kind: 'invalid',
          message:
            'n of the E item at $.entities[0].items[0] is refused as a key part (partition key "n": "ten" is not a number): the multi-attribute index leaves such an item out, the synthetic key holds the value as text'
        }
      ]
    ],
    [
      'an item with some parts but not all, left out as before',
      tupleDesign(
        [S('t'), S('r')],
        [],
        [
          { own: true, values: ['x', null] },
          { own: false, values: ['x', null] },
          { own: false, values: [null, null] }
        ]
      ),
      [
        {
          kind: 'missing-part',
          message:
            'the table item at $.tables[0].items[0] has no r (and 1 more item): such an item stays out of the index, as with the multi-attribute key, since the synthetic key is written only when every part is present'
        }
      ]
    ]
  ])('%s', (_, design, want) => {
    expect(warnings(design)).toEqual(want);
  });

  it('gives the padding width of each whole Number sort part, and none of a partition part', () => {
    const design = tupleDesign(
      [N('t'), S('r')],
      [N('a'), N('b')],
      rows(['123', 'y', '7', '0'], ['5', 'y', '42', '1'])
    );
    const table = design.tables[0]!;
    const { widths } = synthesisWarnings(design, table, table.globalSecondaryIndexes[0]!);
    expect([...widths]).toEqual([
      ['a', 2],
      ['b', 1]
    ]);
  });
});

function withBinary(design: Design, values: string[]): Design {
  const e = design.entities[0]!;
  const items = values.map((v, i) => ({
    id: { S: `b${i}` },
    t: { S: 'x' },
    r: { S: 'y' },
    bin: { B: v }
  }));
  return { ...design, entities: [{ ...e, items }] };
}
