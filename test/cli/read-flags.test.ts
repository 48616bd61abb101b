import { describe, expect, it } from 'vitest';
import { readFlags, type FlagSpec } from '../../src/cli/read-flags.ts';

const SPEC: FlagSpec = {
  valued: new Set(['--to', '--table']),
  switches: new Set(['--all']),
  takes: 'demo takes --to, --table and --all'
};

describe('readFlags', () => {
  it.each<[string, string[], { files: string[]; values: [string, string][]; switches: string[] }]>([
    ['a file alone', ['d.json'], { files: ['d.json'], values: [], switches: [] }],
    [
      'a value after the flag and after =',
      ['--to', 'cdk', 'd.json', '--table=T'],
      {
        files: ['d.json'],
        values: [
          ['--to', 'cdk'],
          ['--table', 'T']
        ],
        switches: []
      }
    ],
    [
      'a value holding = and spaces',
      ['--table=a = b', 'x'],
      { files: ['x'], values: [['--table', 'a = b']], switches: [] }
    ],
    ['a switch', ['--all', 'd'], { files: ['d'], values: [], switches: ['--all'] }],
    [
      'two files, kept for the caller to judge',
      ['a', 'b'],
      { files: ['a', 'b'], values: [], switches: [] }
    ]
  ])('reads %s', (_, argv, want) => {
    const read = readFlags(argv, SPEC);
    expect(
      read.ok && { files: read.files, values: [...read.values], switches: [...read.switches] }
    ).toEqual(want);
  });

  it.each<[string, string[], string]>([
    ['an unknown flag', ['--nope'], 'unknown option --nope; demo takes --to, --table and --all'],
    [
      'an unknown flag with a value',
      ['--nope=1'],
      'unknown option --nope; demo takes --to, --table and --all'
    ],
    ['a flag without its value', ['d', '--to'], '--to needs a value'],
    ['an empty value', ['--to='], '--to needs a value'],
    ['a valued flag twice', ['--to', 'a', '--to=b'], '--to is given twice'],
    ['a switch with a value', ['--all=yes'], '--all takes no value; give it alone'],
    ['a switch twice', ['--all', '--all'], '--all is given twice']
  ])('refuses %s', (_, argv, error) => {
    expect(readFlags(argv, SPEC)).toEqual({ ok: false, error });
  });
});
