import { describe, expect, it } from 'vitest';
import {
  parseTemplate,
  TemplateError,
  type Template
} from '../../../src/core/templates/parse-template.ts';

function parsed(source: string): Template {
  const r = parseTemplate(source);
  if (!r.ok) throw new Error(`expected ${source} to parse: ${r.error.message}`);
  return r.template;
}

function refused(source: string): TemplateError {
  const r = parseTemplate(source);
  if (r.ok) throw new Error(`expected ${source} to be refused`);
  return r.error;
}

describe('parseTemplate', () => {
  it.each([
    {
      source: 'METADATA',
      parts: [{ kind: 'literal', text: 'METADATA' }],
      fields: []
    },
    {
      source: '',
      parts: [],
      fields: []
    },
    {
      source: 'USER#${username}',
      parts: [
        { kind: 'literal', text: 'USER#' },
        { kind: 'field', name: 'username', column: 6 }
      ],
      fields: ['username']
    },
    {
      source: '#METADATA#${username}',
      parts: [
        { kind: 'literal', text: '#METADATA#' },
        { kind: 'field', name: 'username', column: 11 }
      ],
      fields: ['username']
    },
    {
      source: '${author}#${edition}',
      parts: [
        { kind: 'field', name: 'author', column: 1 },
        { kind: 'literal', text: '#' },
        { kind: 'field', name: 'edition', column: 11 }
      ],
      fields: ['author', 'edition']
    },
    {
      source: '${id}',
      parts: [{ kind: 'field', name: 'id', column: 1 }],
      fields: ['id']
    },
    {
      source: 'A${x}${y}B',
      parts: [
        { kind: 'literal', text: 'A' },
        { kind: 'field', name: 'x', column: 2 },
        { kind: 'field', name: 'y', column: 6 },
        { kind: 'literal', text: 'B' }
      ],
      fields: ['x', 'y']
    },
    {
      source: 'ORDER#${n:6}',
      parts: [
        { kind: 'literal', text: 'ORDER#' },
        { kind: 'field', name: 'n', size: 6, pad: '0', column: 7 }
      ],
      fields: ['n']
    },
    {
      source: '${n:6:x}',
      parts: [{ kind: 'field', name: 'n', size: 6, pad: 'x', column: 1 }],
      fields: ['n']
    },
    {
      source: '${n:6:}',
      parts: [{ kind: 'field', name: 'n', size: 6, pad: '0', column: 1 }],
      fields: ['n']
    },
    {
      source: '${n:1024:🙂}',
      parts: [{ kind: 'field', name: 'n', size: 1024, pad: '🙂', column: 1 }],
      fields: ['n']
    },
    {
      source: '${a}#${b}#${a}',
      parts: [
        { kind: 'field', name: 'a', column: 1 },
        { kind: 'literal', text: '#' },
        { kind: 'field', name: 'b', column: 6 },
        { kind: 'literal', text: '#' },
        { kind: 'field', name: 'a', column: 11 }
      ],
      fields: ['a', 'b']
    },
    {
      source: 'cost $5 {x} $',
      parts: [{ kind: 'literal', text: 'cost $5 {x} $' }],
      fields: []
    },
    {
      source: 'a}b',
      parts: [{ kind: 'literal', text: 'a}b' }],
      fields: []
    }
  ])('reads $source into its literal and field parts', ({ source, parts, fields }) => {
    const t = parsed(source);
    expect(t.source).toBe(source);
    expect(t.parts).toEqual(parts);
    expect(t.fields).toEqual(fields);
  });

  it('reports columns in UTF-16 code units counted from 1', () => {
    const t = parsed('é#${x}');
    expect(t.parts[1]).toMatchObject({ kind: 'field', name: 'x', column: 3 });
  });

  it.each([
    {
      source: 'USER#${id',
      column: 6,
      message: 'template "USER#${id" has an unclosed "${" at column 6'
    },
    { source: '${', column: 1, message: 'template "${" has an unclosed "${" at column 1' },
    {
      source: 'A#${a}#${b',
      column: 8,
      message: 'template "A#${a}#${b" has an unclosed "${" at column 8'
    },
    {
      source: '${a${b}}',
      column: 1,
      message: 'template "${a${b}}" has an unclosed "${" at column 1'
    },
    {
      source: 'X${}',
      column: 2,
      message:
        'template "X${}" has an empty placeholder "${}"; name an attribute, e.g. "${id}" at column 2'
    },
    {
      source: '${ }',
      column: 1,
      message:
        'template "${ }" has an empty placeholder "${}"; name an attribute, e.g. "${id}" at column 1'
    },
    {
      source: '${:6}',
      column: 1,
      message:
        'template "${:6}" has an empty placeholder "${}"; name an attribute, e.g. "${id}" at column 1'
    },
    {
      source: 'N#${n:0}',
      column: 3,
      message:
        'template "N#${n:0}" has a padding size "0" that is not a whole number from 1 to 1024 at column 3'
    },
    {
      source: '${n:1025}',
      column: 1,
      message:
        'template "${n:1025}" has a padding size "1025" that is not a whole number from 1 to 1024 at column 1'
    },
    {
      source: '${n:x}',
      column: 1,
      message:
        'template "${n:x}" has a padding size "x" that is not a whole number from 1 to 1024 at column 1'
    },
    {
      source: '${n:-3}',
      column: 1,
      message:
        'template "${n:-3}" has a padding size "-3" that is not a whole number from 1 to 1024 at column 1'
    },
    {
      source: '${n:2.5}',
      column: 1,
      message:
        'template "${n:2.5}" has a padding size "2.5" that is not a whole number from 1 to 1024 at column 1'
    },
    {
      source: '${n:}',
      column: 1,
      message:
        'template "${n:}" has a padding size "" that is not a whole number from 1 to 1024 at column 1'
    },
    {
      source: '${n:6:ab}',
      column: 1,
      message: 'template "${n:6:ab}" has a padding "ab" that is not a single character at column 1'
    },
    {
      source: '${n:6:0:x}',
      column: 1,
      message:
        'template "${n:6:0:x}" has a placeholder "${n:6:0:x}" with too many ":" parts; use ${name:size:pad} at column 1'
    }
  ])('refuses $source at column $column with an exact message', ({ source, column, message }) => {
    const e = refused(source);
    expect(e).toBeInstanceOf(TemplateError);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('TemplateError');
    expect(e.template).toBe(source);
    expect(e.column).toBe(column);
    expect(e.message).toBe(message);
  });

  it('reports the first problem when a template has several', () => {
    const e = refused('${}#${n:0}#${x');
    expect(e.column).toBe(1);
    expect(e.reason).toContain('empty placeholder');
  });
});
