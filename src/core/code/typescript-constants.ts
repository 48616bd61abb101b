import { jsString } from '../text/js-string.ts';
import type { PatternRequest } from './pattern-request.ts';

/**
 * The top of every TypeScript program Keyscope writes (the SDK's and the entity libraries'):
 * the pattern's parameters as constants, each under its identifier (`ids`, with the parameter's
 * own name beside it when they differ), then the pattern's Limit when the program reads pages
 * (`limit`; undefined when it does not, as a GetItem).
 *
 * @example
 * typescriptConstants(request.parameters, new Map([['user-id', 'user_id']]), 25);
 * // ["// The pattern's parameters: …", "const user_id = 'ann'; // 'user-id'", '', …, 'const limit = 25;', '']
 */
export function typescriptConstants(
  parameters: PatternRequest['parameters'],
  ids: ReadonlyMap<string, string>,
  limit: number | undefined
): string[] {
  const lines: string[] = [];
  if (parameters.length) {
    lines.push("// The pattern's parameters: change these values to read another key.");
    for (const p of parameters) {
      const id = ids.get(p.name)!;
      const note = id === p.name ? '' : ` // ${jsString(p.name)}`;
      lines.push(`const ${id} = ${jsString(p.example)};${note}`);
    }
    lines.push('');
  }
  if (limit !== undefined)
    lines.push(
      "// The pattern's Limit: at most this many items in all.",
      `const limit = ${limit};`,
      ''
    );
  return lines;
}
