import type { CodeContext, CodeRefusal } from './code-context.ts';
import { electroDbQuery, type ElectroDbComposite } from './electrodb-query.ts';
import { jsIdentifiers } from '../text/js-identifiers.ts';
import { jsPropertyKey } from './js-property-key.ts';
import { jsString } from '../text/js-string.ts';
import { libraryProgram } from './library-program.ts';
import { typescriptConstants } from './typescript-constants.ts';

/** The SDK's package, kept as data (see typescript-code.ts: code written for another program). */
const CLIENT_PACKAGE = '@aws-sdk/client-dynamodb';

/** Names the program binds or reads besides its parameters and the module's constants. */
const TAKEN = new Set(
  (
    'DynamoDBClient client data items limit main printable error value _key Buffer console process ' +
    'JSON Math String Number Set Uint8Array Promise Object Array Error BigInt Symbol'
  ).split(' ')
);

/**
 * An access pattern as a whole TypeScript program on ElectroDB (3.x) and the entity module
 * `keyscope export --to electrodb` writes (`electroDbQuery`: which entity, which call): the
 * parameters as constants, the entity given a DynamoDBClient built from the SDK's own
 * configuration, `get(…).go()` or `query.<index>(…)…go({ pages: 'all' … })`, reading Keyscope's
 * items (which carry no ElectroDB markers) with `ignoreOwnership`, and the items printed as JSON
 * with their keys (`data: 'includeKeys'`). Why not, when ElectroDB cannot read the pattern as
 * it is.
 *
 * @example
 * electroDbCode(context); // "// Keyscope access pattern \"Find all games a user has played\"\n…"
 */
export function electroDbCode(c: CodeContext): string | CodeRefusal {
  const q = electroDbQuery(c);
  if ('why' in q) return { why: `ElectroDB cannot read this pattern as it is: ${q.why}` };
  const r = c.request;
  // The module's name for the entity, unless the program binds that name itself (`items`).
  const entity = jsIdentifiers([q.constName], TAKEN).get(q.constName)!;
  const ids = jsIdentifiers(
    r.parameters.map((p) => p.name),
    new Set([...TAKEN, entity])
  );
  const object = (list: readonly ElectroDbComposite[]) =>
    `{ ${list
      .map((x) => {
        const v = x.value.kind === 'parameter' ? ids.get(x.value.name)! : jsString(x.value.text);
        const typed = !x.number ? v : x.value.kind === 'text' ? x.value.text : `Number(${v})`;
        const key = jsPropertyKey(x.attribute);
        return key === typed ? key : `${key}: ${typed}`;
      })
      .join(', ')} }`;
  const limited = r.limit !== undefined && q.method === 'query';
  const options = [
    'ignoreOwnership: true',
    "data: 'includeKeys'",
    ...(q.method === 'query' ? ["pages: 'all'"] : []),
    ...(r.scanIndexForward || q.method === 'get' ? [] : ["order: 'desc'"]),
    ...(r.consistentRead ? ['consistent: true'] : []),
    ...(limited ? ['limit', 'count: limit'] : [])
  ];
  // An access pattern name that is no identifier is a computed member: `query['by-kind'](…)`.
  const plain = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(q.accessPattern);
  const query = `(${object(q.composites)})`;
  const call =
    q.method === 'get'
      ? [`${entity}.get${query}`]
      : [
          `${entity}.query${plain ? '' : `[${jsString(q.accessPattern)}]${query}`}`,
          ...(plain ? [`  .${q.accessPattern}${query}`] : []),
          ...(q.chain ? [`  .${q.chain.method}(${q.chain.args.map(object).join(', ')})`] : [])
        ];
  const body = [
    'const client = new DynamoDBClient({});',
    `${entity}.setClient(client);`,
    "// Keyscope's items carry no ElectroDB markers (__edb_e__, __edb_v__): ignoreOwnership reads",
    "// them by their keys. includeKeys prints each item's key attributes too, as Keyscope shows it.",
    `const { data } = await ${call[0]}`,
    ...call.slice(1),
    `  .go({ ${options.join(', ')} });`,
    'client.destroy();',
    ...(q.method === 'get'
      ? [
          '// get answers with the item or null: print it as a list, as a query would.',
          'const items = data ? [data] : [];'
        ]
      : ['const items = data;']),
    'console.log(JSON.stringify(items, printable, 2));'
  ];
  const constants = typescriptConstants(r.parameters, ids, limited ? r.limit : undefined);
  return libraryProgram(c, {
    library: 'electrodb',
    title: 'ElectroDB 3',
    notes: [
      ...(q.differs ? [`${q.differs}.`] : []),
      `ElectroDB reports no consumed capacity; Keyscope computes ${r.capacityUnits} RCU.`
    ],
    imports: [`import { DynamoDBClient } from ${jsString(CLIENT_PACKAGE)};`],
    names: new Map([[q.constName, entity]]),
    constants,
    body
  });
}
