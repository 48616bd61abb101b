import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { shellWord, type ShellPiece } from '../../../src/core/code/shell-word.ts';
import { bashArgv } from './bash-harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'keyscope-shell-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('shellWord', () => {
  it.each<[ShellPiece[], boolean, string]>([
    [['battle-royale'], true, 'battle-royale'],
    [['battle-royale'], false, "'battle-royale'"],
    [["it's"], true, "'it'\\''s'"],
    [['{"S":"USER#', { variable: 'username' }, '"}'], true, `'{"S":"USER#'"$username"'"}'`],
    [[{ variable: 'a' }, { variable: 'b' }], true, '"$a""$b"'],
    [['$HOME `id` *'], true, "'$HOME `id` *'"],
    [[''], true, "''"],
    [[], true, "''"]
  ])('writes %j (bare %s) as %s', (pieces, bare, word) => {
    expect(shellWord(pieces, bare)).toBe(word);
  });

  it('is, to bash, one argument: the text as given, each variable’s value as it is', async () => {
    // Printable text with every shell-special character; a value with them too (and a newline).
    const cases = fc.sample(
      fc.record({
        texts: fc.array(
          fc.string({ unit: fc.constantFrom(...'ab \'"\\$`*?~!#;&|<>(){}[]=,\t'.split('')) }),
          {
            minLength: 1,
            maxLength: 3
          }
        ),
        value: fc.string({ unit: fc.constantFrom(...'a \'"\\$`*\n'.split('')) })
      }),
      { numRuns: 100, seed: 2323 }
    );
    const files = cases.map((c, i) => {
      const pieces: ShellPiece[] = c.texts.flatMap((t, j) => (j ? [{ variable: 'v' }, t] : [t]));
      const file = join(dir, `w${i}.sh`);
      writeFileSync(file, `v=${shellWord([c.value], false)}\naws ${shellWord(pieces)}\n`);
      return file;
    });
    const argv = await bashArgv(files);
    expect(files.map((f) => argv.get(f))).toEqual(cases.map((c) => ['aws', c.texts.join(c.value)]));
  });
});
