// Requests whose names, literals and values hold what breaks code generators: quotes, backslashes,
// braces, `$`, line breaks, direction overrides, names that are keywords, builtins, the
// generated program's own variables or environment variables, and padded fields.
import type { PatternRequest } from '../../../src/core/code/pattern-request.ts';
import type { TemplatePart } from '../../../src/core/templates/parse-template.ts';

const lit = (text: string): TemplatePart => ({ kind: 'literal', text });
const field = (name: string, size?: number, pad?: string): TemplatePart => ({
  kind: 'field',
  name,
  column: 1,
  ...(size !== undefined ? { size, pad: pad ?? '0' } : {})
});

/** Parameter values with every troublesome character. */
export const NASTY_VALUES = new Map([
  ['class', `it's "q" \\ {x} $HOME \`id\` \n\té \u202e!`],
  ['user-id', '7'],
  ['items', "a'b"],
  ['__name__', '}{'],
  ['PATH', '\\'],
  ['print', '%s']
]);

/** A Query (on a table or an index) or a GetItem over the nasty parameters. */
export function nastyRequest(
  operation: 'Query' | 'GetItem',
  options: { index?: string; descending?: boolean; limit?: number } = {}
): PatternRequest {
  const pk = {
    type: 'S' as const,
    parts: [lit(`U{s}'#\\"$x`), field('class'), lit('}'), field('user-id', 5, "'")]
  };
  const sk = {
    type: 'S' as const,
    parts: [field('items'), lit('#'), field('__name__'), field('PATH', 3, '{'), field('print')]
  };
  return {
    pattern: 'A "nasty" pattern\nwith a second line \u202e',
    description: "It's got {braces} and \\ and '''",
    operation,
    table: 'my-table.v1',
    index: options.index ?? null,
    parameters: [...NASTY_VALUES].map(([name, example]) => ({ name, example })),
    conditions: [
      { ref: '#p_k', attribute: 'p"k', operator: '=', placeholders: [':pk'], values: [pk] },
      {
        ref: '#name',
        attribute: 'name',
        operator: operation === 'GetItem' ? '=' : 'begins_with',
        placeholders: [':sk0'],
        values: [sk]
      }
    ],
    sortKey: ['name'],
    expression:
      operation === 'GetItem'
        ? '#p_k = :pk AND #name = :sk0'
        : '#p_k = :pk AND begins_with(#name, :sk0)',
    names: new Map([
      ['#p_k', 'p"k'],
      ['#name', 'name']
    ]),
    scanIndexForward: !options.descending,
    consistentRead: true,
    limit: options.limit,
    paginate: operation === 'Query',
    capacityUnits: 1.5,
    items: 2
  };
}
