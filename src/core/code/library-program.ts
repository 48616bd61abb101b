import { commentLines } from '../libraries/comment-lines.ts';
import { LIBRARY_EXPORTS } from '../libraries/library-exports.ts';
import { fileBase } from '../text/file-base.ts';
import type { CodeContext } from './code-context.ts';
import { jsString } from '../text/js-string.ts';
import { patternSummary } from './pattern-summary.ts';

/** What a library's program is made of, besides the frame every one of them shares. */
export interface LibraryProgram {
  /** `electrodb` or `toolbox`: the export target whose module the program imports. */
  readonly library: 'electrodb' | 'toolbox';
  /** The library's name and version line, for the header. */
  readonly title: string;
  /** Header comment lines particular to the library (what it reads, how). */
  readonly notes: readonly string[];
  /** `import` lines of packages; the module's import is added after them. */
  readonly imports: readonly string[];
  /** The constants the program takes from the exported module, each with its name in the program. */
  readonly names: ReadonlyMap<string, string>;
  /** Parameter constants (and the Limit), each line as it is. */
  readonly constants: readonly string[];
  /** The body of `main`, unindented. */
  readonly body: readonly string[];
}

/**
 * A whole TypeScript program around a library's query, run as it is (`node --import tsx q.ts`):
 * the pattern's summary and the library's notes as comments, the imports (the exported module
 * by the file name the export gives it, `<design>.<library>.js`, which TypeScript and tsx read
 * as the `.ts` file), the constants, `main`, and the JSON printer of the items.
 *
 * @example
 * libraryProgram(context, { library: 'electrodb', title: 'ElectroDB 3', … });
 * // '// Keyscope access pattern "Find all games a user has played"\n…'
 */
export function libraryProgram(c: CodeContext, p: LibraryProgram): string {
  const file = `${fileBase(c.design.name)}.${LIBRARY_EXPORTS.get(p.library)!.suffix}`;
  const header = [
    ...patternSummary(c.request).map((l) => `// ${l}`),
    '//',
    ...commentLines([
      `${p.title}, on the module \`keyscope export <design> --to ${p.library}\` writes: save it as ${file}.ts beside this file (the name the studio's Share menu gives it).`
    ]),
    ...commentLines(p.notes, '- '),
    '//',
    ...commentLines([
      "Run it with `node --import tsx <this file>`: it prints the items it reads as a JSON array on standard output. The endpoint and region come from the SDK's own configuration (AWS_REGION, and AWS_ENDPOINT_URL_DYNAMODB for a local table), never from this file."
    ])
  ];
  const lines = [
    ...header,
    ...p.imports,
    `import { ${[...p.names].map(([name, local]) => (name === local ? name : `${name} as ${local}`)).join(', ')} } from ${jsString(`./${file}.js`)};`,
    '',
    ...p.constants,
    '/** What JSON has no form for: sets as arrays, binary as base64, big integers as text. */',
    'function printable(_key: string, value: unknown): unknown {',
    '  if (value instanceof Set) return [...value];',
    "  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');",
    "  return typeof value === 'bigint' ? value.toString() : value;",
    '}',
    '',
    'async function main(): Promise<void> {',
    ...p.body.map((l) => `  ${l}`),
    '}',
    '',
    'main().catch((error: unknown) => {',
    '  console.error(error);',
    '  process.exitCode = 1;',
    '});'
  ];
  return `${lines.join('\n')}\n`;
}
