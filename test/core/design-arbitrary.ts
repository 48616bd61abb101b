// A fast-check arbitrary of designs the native loader reads without dropping anything: every
// attribute type, indexes of every kind, entities whose templates render (or fail to: missing
// attributes, constant keys that collide), access patterns, and hostile names (`__proto__`,
// `constructor`, `<script>`). Shared by the export, share-link and library tests.
import fc from 'fast-check';
import type {
  AttributeMap,
  AttributeValue,
  KeyType
} from '../../src/core/model/attribute-value.ts';
import type {
  AccessPattern,
  Billing,
  Design,
  Entity,
  Projection,
  Table
} from '../../src/core/model/design.ts';
import type { KeyDistribution, Workload } from '../../src/core/model/workload.ts';

const HOSTILE = ['__proto__', 'constructor', '<script>alert(1)</script>', 'toString'];
const textArb = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...HOSTILE),
  fc.constant('é😀\u0000')
);
const attrNameArb = fc.oneof(
  fc.constantFrom('name', 'count', 'tags', ...HOSTILE),
  fc.string({ minLength: 1, maxLength: 6 })
);
const numberArb = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.constantFrom('1.5', '-0.25', '1E+3', '0', '12345678901234567890123456789012345678')
);
const base64Arb = fc.uint8Array({ maxLength: 6 }).map((b) => Buffer.from(b).toString('base64'));

const valueArb: fc.Arbitrary<AttributeValue> = fc.letrec<{ v: AttributeValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    textArb.map((S) => ({ S })),
    numberArb.map((N) => ({ N })),
    base64Arb.map((B) => ({ B })),
    fc.boolean().map((BOOL) => ({ BOOL })),
    fc.constant({ NULL: true as const }),
    fc.uniqueArray(textArb, { minLength: 1, maxLength: 3 }).map((SS) => ({ SS })),
    fc.uniqueArray(fc.integer().map(String), { minLength: 1, maxLength: 3 }).map((NS) => ({ NS })),
    fc.uniqueArray(base64Arb, { minLength: 1, maxLength: 2 }).map((BS) => ({ BS })),
    fc.array(tie('v'), { maxLength: 3 }).map((L) => ({ L })),
    fc.dictionary(attrNameArb, tie('v'), { maxKeys: 3 }).map((M) => ({ M: nullProto(M) }))
  )
})).v;

/** Null-prototype copy, as the loader makes: `__proto__` stays an ordinary attribute. */
function nullProto<T>(o: Record<string, T>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const k of Object.keys(o)) out[k] = o[k]!;
  return out;
}

const keyTypeArb = fc.constantFrom<KeyType>('S', 'N', 'B');
const keyValue = (t: KeyType): fc.Arbitrary<AttributeValue> =>
  t === 'S'
    ? fc.constantFrom('a', 'b', 'USER#1', '').map((S) => ({ S }))
    : t === 'N'
      ? fc.constantFrom('1', '2', '10').map((N) => ({ N }))
      : fc.constantFrom('AA==', 'AQ==').map((B) => ({ B }));

const projectionArb: fc.Arbitrary<Projection> = fc.oneof(
  fc.constant({ type: 'ALL' as const }),
  fc.constant({ type: 'KEYS_ONLY' as const }),
  fc.uniqueArray(attrNameArb, { maxLength: 3 }).map((n) => ({
    type: 'INCLUDE' as const,
    nonKeyAttributes: n
  }))
);
const billingArb: fc.Arbitrary<Billing | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant({ mode: 'PAY_PER_REQUEST' as const }),
  fc
    .record({ r: fc.integer({ min: 1, max: 40000 }), w: fc.integer({ min: 1, max: 40000 }) })
    .map(({ r, w }) => ({
      mode: 'PROVISIONED' as const,
      readCapacityUnits: r,
      writeCapacityUnits: w
    }))
);

/** Key attribute types of one table, fixed up front so every index agrees with the table. */
interface Types {
  PK: KeyType;
  SK: KeyType;
  GPK: KeyType;
  GSK: KeyType;
  LSK: KeyType;
}

const itemArb = (types: Types, keys: readonly (keyof Types)[]): fc.Arbitrary<AttributeMap> =>
  fc
    .record({
      keys: fc.record(
        Object.fromEntries(keys.map((k) => [k, keyValue(types[k])])) as Record<
          string,
          fc.Arbitrary<AttributeValue>
        >,
        { requiredKeys: [] }
      ),
      rest: fc.dictionary(attrNameArb, valueArb, { maxKeys: 3 })
    })
    .map(({ keys, rest }) => nullProto({ ...rest, ...keys }) as AttributeMap);

const tableArb = (name: string): fc.Arbitrary<Table> =>
  fc
    .record({
      types: fc.record({
        PK: keyTypeArb,
        SK: keyTypeArb,
        GPK: keyTypeArb,
        GSK: keyTypeArb,
        LSK: keyTypeArb
      }),
      withSk: fc.boolean(),
      gsis: fc.uniqueArray(
        fc.record({
          name: fc.constantFrom('G1', 'ByX', 'Inverted'),
          sk: fc.constantFrom('GSK', 'PK', null),
          projection: projectionArb
        }),
        { maxLength: 2, selector: (g) => g.name }
      ),
      lsi: fc.option(projectionArb, { nil: undefined }),
      billing: billingArb
    })
    .chain(({ types, withSk, gsis, lsi, billing }) =>
      fc
        .array(itemArb(types, ['PK', 'SK', 'GPK', 'GSK']), { maxLength: 4 })
        .map((items): Table => ({
          name,
          partitionKey: { name: 'PK', type: types.PK },
          ...(withSk ? { sortKey: { name: 'SK', type: types.SK } } : {}),
          globalSecondaryIndexes: gsis.map((g) => ({
            name: g.name,
            partitionKey: { name: 'GPK', type: types.GPK },
            ...(g.sk ? { sortKey: { name: g.sk, type: types[g.sk as keyof Types] } } : {}),
            projection: g.projection
          })),
          localSecondaryIndexes:
            withSk && lsi
              ? [{ name: 'ByL', sortKey: { name: 'LSK', type: types.LSK }, projection: lsi }]
              : [],
          ...(billing ? { billing } : {}),
          items
        }))
    );

/** Templates for a key of type t: S keys glue text to values; N and B keys take one value. */
const templateArb = (t: KeyType): fc.Arbitrary<string> =>
  t === 'S'
    ? fc.constantFrom('USER#${id}', '${id}#${n:4}', 'META', 'X#${missing}')
    : fc.constant(t === 'N' ? '${n}' : '${b}');

const entityArb = (name: string, table: Table): fc.Arbitrary<Entity> => {
  const keyNames = [
    table.partitionKey,
    table.sortKey,
    ...table.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey])
  ].filter((k) => k !== undefined);
  const keys = fc
    .subarray(keyNames)
    .chain((ks) => fc.tuple(...ks.map((k) => templateArb(k.type).map((t) => [k.name, t] as const))))
    .map((pairs) => nullProto(Object.fromEntries(pairs)));
  const items = fc.array(
    fc
      .record({
        id: fc.constantFrom('1', '2', 'x'),
        n: fc.constantFrom('1', '7', '-3'),
        b: fc.constantFrom('AA==', 'AQ=='),
        rest: fc.dictionary(attrNameArb, valueArb, { maxKeys: 2 })
      })
      .map(
        ({ id, n, b, rest }) =>
          nullProto({ ...rest, id: { S: id }, n: { N: n }, b: { B: b } }) as AttributeMap
      ),
    { maxLength: 4 }
  );
  return fc
    .record({ keys, items, description: fc.option(textArb, { nil: undefined }) })
    .map(({ keys, items, description }) => ({
      name,
      table: table.name,
      ...(description !== undefined ? { description } : {}),
      attributes: [
        { name: 'id', type: 'S' as const },
        { name: 'n', type: 'N' as const },
        { name: 'b', type: 'B' as const }
      ],
      keys,
      items
    }));
};

const patternArb = (name: string, tables: readonly Table[]): fc.Arbitrary<AccessPattern> =>
  fc
    .record({
      table: fc.constantFrom(...tables),
      operator: fc.constantFrom('=', '<', 'BETWEEN', 'begins_with', null),
      limit: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      forward: fc.boolean(),
      consistent: fc.boolean(),
      description: fc.option(textArb, { nil: undefined }),
      id: textArb
    })
    .map(({ table, operator, limit, forward, consistent, description, id }) => ({
      name,
      ...(description !== undefined ? { description } : {}),
      table: table.name,
      index: table.globalSecondaryIndexes[0]?.name ?? null,
      partitionKey: 'USER#${id}',
      ...(operator
        ? { sortKey: { operator, value: 'A', ...(operator === 'BETWEEN' ? { upper: 'Z' } : {}) } }
        : {}),
      parameters: nullProto({ id }),
      scanIndexForward: forward,
      ...(limit !== undefined ? { limit } : {}),
      consistentRead: consistent,
      expectedEntities: ['E0']
    }));

const distributionArb: fc.Arbitrary<KeyDistribution> = fc.oneof(
  fc.constant({ kind: 'uniform' as const }),
  fc
    .double({ min: 0, max: 3, noNaN: true })
    .map((exponent) => ({ kind: 'zipf' as const, exponent })),
  fc
    .record({
      key: textArb.filter((k) => k !== ''),
      share: fc.double({ min: 0, max: 1, noNaN: true })
    })
    .map(({ key, share }) => ({ kind: 'hot' as const, key, share }))
);

/** A valid workload over some of the patterns and entities (transactional reads on tables only). */
const workloadArb = (
  patterns: readonly AccessPattern[],
  entities: readonly Entity[]
): fc.Arbitrary<Workload> =>
  fc
    .record({
      patterns: fc.subarray([...patterns]),
      entities: fc.subarray([...entities]),
      rate: fc.double({ min: 0, max: 1e5, noNaN: true }),
      keys: fc.option(distributionArb, { nil: undefined }),
      transactional: fc.boolean(),
      writeRate: fc.option(fc.double({ min: 0, max: 1e4, noNaN: true }), { nil: undefined }),
      itemSize: fc.option(fc.integer({ min: 1, max: 400 * 1024 }), { nil: undefined }),
      changes: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      hotShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      target: fc.option(fc.double({ min: 0.2, max: 0.9, noNaN: true }), { nil: undefined })
    })
    .map((w) => ({
      accessPatterns: w.patterns.map((p) => ({
        pattern: p.name,
        rate: w.rate,
        ...(w.keys ? { keys: w.keys } : {}),
        ...(w.transactional && p.index === null ? { transactional: true } : {})
      })),
      entities: w.entities.map((e) => ({
        entity: e.name,
        ...(w.writeRate !== undefined ? { writeRate: w.writeRate } : {}),
        ...(w.keys ? { keys: w.keys } : {}),
        ...(w.itemSize !== undefined ? { itemSize: w.itemSize } : {}),
        ...(w.changes !== undefined ? { indexKeyChanges: w.changes, newItems: w.changes } : {})
      })),
      ...(w.hotShare !== undefined ? { hotShare: w.hotShare } : {}),
      ...(w.target !== undefined ? { targetUtilization: w.target, region: 'us-east-1' } : {})
    }));

/** Designs of one to three tables, up to four entities and two access patterns, and a workload. */
export const designArb: fc.Arbitrary<Design> = fc
  .uniqueArray(fc.constantFrom('main', 'Orders', 'a-b.c_1', '__proto__', 'constructor'), {
    minLength: 1,
    maxLength: 3
  })
  .chain((names) => fc.tuple(...names.map(tableArb)))
  .chain((tables) =>
    fc
      .record({
        owners: fc.array(fc.constantFrom(...tables), { maxLength: 4 }),
        patterns: fc.integer({ min: 0, max: 2 }),
        name: textArb,
        description: fc.option(textArb, { nil: undefined })
      })
      .chain(({ owners, patterns, name, description }) =>
        fc
          .record({
            entities: fc.tuple(...owners.map((t, i) => entityArb(`E${i}`, t))),
            accessPatterns: fc.tuple(
              ...Array.from({ length: patterns }, (_, i) => patternArb(`P${i}`, tables))
            )
          })
          .chain(({ entities, accessPatterns }) =>
            fc
              .option(workloadArb(accessPatterns, entities), { nil: undefined })
              .map((workload) => ({
                name,
                ...(description !== undefined ? { description } : {}),
                tables,
                entities,
                accessPatterns,
                ...(workload ? { workload } : {})
              }))
          )
      )
  );
