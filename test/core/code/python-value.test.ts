import { beforeAll, describe, expect, it } from 'vitest';
import type { CodeValue } from '../../../src/core/code/pattern-request.ts';
import { pythonValue } from '../../../src/core/code/python-value.ts';
import type { FieldPart } from '../../../src/core/templates/parse-template.ts';
import { evaluatePython } from './python-harness.ts';

const field = (name: string, size?: number): FieldPart => ({
  kind: 'field',
  name,
  column: 1,
  ...(size ? { size, pad: '0' } : {})
});
// The variable a field is read from: a padded one has its own (the program pads it once).
const variableOf = (f: FieldPart): string => (f.size ? `${f.name}_${f.size}` : f.name);
const vars = { id: '42', id_5: '00042', data: 'AAE=' };

const CASES: [string, 'client' | 'resource', CodeValue, string, unknown][] = [
  [
    'a string key',
    'client',
    { type: 'S', parts: [{ kind: 'literal', text: 'USER#' }, field('id')] },
    "{'S': f'USER#{id}'}",
    { S: 'USER#42' }
  ],
  [
    'a padded field',
    'resource',
    { type: 'S', parts: [{ kind: 'literal', text: 'N#' }, field('id', 5)] },
    "f'N#{id_5}'",
    'N#00042'
  ],
  ['a lone field', 'resource', { type: 'S', parts: [field('id')] }, 'id', '42'],
  [
    'a literal',
    'client',
    { type: 'S', parts: [{ kind: 'literal', text: 'METADATA' }] },
    "{'S': 'METADATA'}",
    { S: 'METADATA' }
  ],
  [
    'a number, for the client',
    'client',
    { type: 'N', parts: [field('id')] },
    "{'N': id}",
    { N: '42' }
  ],
  [
    'a number, for the resource',
    'resource',
    { type: 'N', parts: [field('id')] },
    'Decimal(id)',
    { $decimal: '42' }
  ],
  [
    'a binary, for the client',
    'client',
    { type: 'B', parts: [field('data')] },
    "{'B': base64.b64decode(data)}",
    { B: { $bytes: 'AAE=' } }
  ],
  [
    'a binary, for the resource',
    'resource',
    { type: 'B', parts: [field('data')] },
    'base64.b64decode(data)',
    { $bytes: 'AAE=' }
  ]
];

describe('pythonValue', () => {
  let values: { value?: unknown; error?: string }[];
  // python3 evaluates every case in one process.
  beforeAll(async () => {
    values = await evaluatePython(
      CASES.map(([, style, value]) => ({ expr: pythonValue(value, variableOf, style), vars }))
    );
  });

  it.each(CASES.map((c, i) => [...c, i] as const))(
    'writes %s (%s style) as code that builds it',
    (_, style, value, code, want, i) => {
      expect(pythonValue(value, variableOf, style)).toBe(code);
      expect(values[i]).toEqual({ value: want });
    }
  );
});
