import type { KeyType, KeyValue } from '../model/attribute-value.ts';
import { parseTemplate } from '../templates/parse-template.ts';
import { renderWithParameters } from '../templates/render-template.ts';

type Rendered = { ok: true; value: KeyValue } | { ok: false; problem: string };

/**
 * An access pattern's key template rendered over its parameters as a key value of `type`, or
 * what stops it (a template that does not parse, a parameter the pattern does not give).
 *
 * @example
 * patternKeyValue('GAME#${gameId}', new Map([['gameId', 'g1']]), 'S'); // { ok: true, value: { S: 'GAME#g1' } }
 */
export function patternKeyValue(
  source: string,
  params: Pick<ReadonlyMap<string, string>, 'get'>,
  type: KeyType
): Rendered {
  const parsed = parseTemplate(source);
  if (!parsed.ok)
    return { ok: false, problem: `template cannot be parsed: ${parsed.error.message}` };
  const r = renderWithParameters(parsed.template, params);
  if (!r.ok) return { ok: false, problem: `template "${source}" needs parameter "${r.missing}"` };
  return {
    ok: true,
    value: type === 'S' ? { S: r.text } : type === 'N' ? { N: r.text } : { B: r.text }
  };
}
