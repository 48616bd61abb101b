import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pythonString, type PythonPiece } from '../../../src/core/code/python-string.ts';
import { evaluatePython } from './python-harness.ts';

describe('pythonString', () => {
  it.each<[PythonPiece[], string]>([
    [['GAME#'], "'GAME#'"],
    [['USER#', { code: 'username' }], "f'USER#{username}'"],
    [["it's {x}"], "'it\\'s {x}'"],
    [['{', { code: 'a' }, '}'], "f'{{{a}}}'"],
    [['a\\b'], "'a\\\\b'"],
    [['line\nbreak\u202e'], "'line\\nbreak\\u202e'"],
    [[], "''"]
  ])('writes %j as %s', (pieces, literal) => {
    expect(pythonString(pieces)).toBe(literal);
  });

  it('means, to python3, exactly the text it was given (any UTF-16 text, with code between)', async () => {
    const samples = fc.sample(
      fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }),
      {
        numRuns: 200,
        seed: 2323
      }
    );
    const cases = samples.map((texts) => {
      // The texts alternate with a variable, v, so both the plain and the f-string forms are met.
      const pieces: PythonPiece[] = texts.flatMap((t, i) => (i % 2 ? [{ code: 'v' }, t] : [t]));
      return {
        expr: pythonString(pieces),
        vars: { v: '{v}' },
        want: texts.map((t, i) => (i % 2 ? `{v}${t}` : t)).join('')
      };
    });
    const got = await evaluatePython(cases);
    expect(got).toEqual(cases.map((c) => ({ value: c.want })));
  });

  it('never puts a line break or direction override in the code', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (t) => {
        expect(pythonString([t, { code: 'x' }])).not.toMatch(/[\n\r\u2028\u2029\u202a-\u202e]/);
      })
    );
  });
});
