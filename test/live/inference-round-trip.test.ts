// Inference round trip, for every example design in public/examples/index.json: seed a real
// dynalite with the design's tables, read them back through src/live (DescribeTable, then a Scan),
// infer a design from what was read, and compare it with the authored one.
//
// What must match, per table:
//  1. Templates: the inferred entities' key templates are exactly the authored entities' (as
//     `keys` maps), for every entity that has an item in the table. An entity whose items were all
//     overwritten (library-author-only keeps 5 of its 8 writes) still has survivors; an entity
//     with no item left could not be inferred, and none of the examples has one.
//  2. Membership: the items are grouped as the authored design groups them — each inferred entity
//     holds exactly the items of one authored entity. No item is left unmatched.
//  3. The inferred design is a design: written as Keyscope JSON, loaded back and analyzed, it
//     writes exactly the primary keys that were read, with no error findings.
// What is not compared: entity names (a designer's word such as "UserGameMapping" cannot be read
// off keys; inference says "GameUser"), attribute order, and descriptions.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../src/core/analysis/analyze-design.ts';
import { nativeDesign } from '../../src/core/formats/native-design.ts';
import { loadDesignText } from '../../src/core/formats/load-design.ts';
import { inferDesign } from '../../src/core/infer/infer-design.ts';
import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import type { Design } from '../../src/core/model/design.ts';
import { designTable } from '../../src/core/table-description/design-table.ts';
import { storedItem } from '../../src/core/views/resolve-items.ts';
import { tableKeyAttributes } from '../../src/core/views/table-key-attributes.ts';
import { createLiveClient, type LiveClient } from '../../src/live/create-live-client.ts';
import { CredentialsHolder } from '../../src/live/credentials-holder.ts';
import { describeTable } from '../../src/live/describe-table.ts';
import { readItems } from '../../src/live/read-items.ts';
import { seedLocalTable } from '../../scripts/seed-local-table.ts';
import { startDynalite, type LocalDynamo } from './dynalite-server.ts';

const INDEX = JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as {
  id: string;
  file: string;
}[];

let dynamo: LocalDynamo;
let client: LiveClient;
beforeAll(async () => {
  dynamo = await startDynalite();
  const h = new CredentialsHolder();
  h.set({ accessKeyId: 'local', secretAccessKey: 'local' });
  client = createLiveClient({ target: { kind: 'endpoint', endpoint: dynamo.url }, credentials: h });
});
afterAll(async () => {
  client.destroy();
  await dynamo.close();
});

function load(file: string): Design {
  const loaded = loadDesignText(readFileSync(`public/examples/${file}`, 'utf8'));
  if (!loaded.ok) throw new Error(`${file} does not load`);
  return loaded.design;
}

async function scan(table: string): Promise<AttributeMap[]> {
  const items: AttributeMap[] = [];
  for await (const e of readItems(client, { kind: 'scan', table }, { pageSize: 7 })) {
    if (e.kind === 'page') items.push(...e.items);
    if (e.kind === 'end' && e.reason !== 'complete')
      throw new Error(`scan of ${table} ended: ${e.reason}`);
  }
  return items;
}

// dynalite, like DynamoDB Local (awslabs/amazon-dynamodb-local-samples#33), refuses a key schema
// of more than two elements, so an example with a multi-attribute GSI cannot be created there.
const CANNOT_CREATE = new Map([['tournament', 'multi-attribute GSI keys']]);

it('covers every example the app lists', () => {
  expect(INDEX.map((e) => e.id)).toEqual([
    'gaming',
    'library',
    'library-author-only',
    'library-language',
    'todo-graph',
    'people-music',
    'tournament',
    'tournament-synthetic'
  ]);
});

it('is right that dynalite cannot create the examples it leaves out', async () => {
  const refused: string[] = [];
  for (const id of CANNOT_CREATE.keys())
    await seedLocalTable(dynamo.seeder, `public/examples/${id}.json`, `refused-${id}-`).catch(
      (e: Error) => refused.push(`${id}: ${/length less than or equal to 2/.test(e.message)}`)
    );
  expect(refused).toEqual([...CANNOT_CREATE.keys()].map((id) => `${id}: true`));
});

// Known gap: the synthetic tournament keys (13 items, brackets and rounds of 2–3 values each)
// read to inference as constants per group (`BRACKET#UPPER`), so it splits Match into several
// entities. The test below pins that, so a better inference shows up here.
const MISREAD = new Set(['tournament-synthetic']);

it('still splits the synthetic tournament keys into several entities (a known gap)', async () => {
  const design = load('tournament-synthetic.json');
  const seeded = await seedLocalTable(
    dynamo.seeder,
    'public/examples/tournament-synthetic.json',
    'gap-'
  );
  const description = await describeTable(client, seeded[0]!);
  const { table } = designTable(description);
  const inferred = inferDesign({ ...table, name: design.tables[0]!.name }, await scan(seeded[0]!));
  expect(inferred.entities.length).toBeGreaterThan(1);
});

describe.each(INDEX.filter((e) => !CANNOT_CREATE.has(e.id) && !MISREAD.has(e.id)))(
  'inferring $id back from dynalite',
  ({ id, file }) => {
    const design = load(file);
    const analysis = analyzeDesign(design);
    let seeded: string[] = [];
    beforeAll(async () => {
      seeded = await seedLocalTable(dynamo.seeder, `public/examples/${file}`, `${id}-`);
    });

    it.each(analysis.tables.map((t, i) => [t.table.name, i] as const))('table %s', async (_, i) => {
      const authored = analysis.tables[i]!;
      const keyNames = [authored.table.partitionKey.name, authored.table.sortKey?.name].filter(
        (n): n is string => n !== undefined
      );
      const pk = (item: AttributeMap) => JSON.stringify(keyNames.map((n) => item[n]));

      // What the authored design says the table holds, and which entity wrote each item.
      const overwritten = new Set(authored.collisions.flatMap((c) => c.items.slice(0, -1)));
      const held = authored.resolved.items.filter((r) => !r.rejection && !overwritten.has(r));
      const entityOf = new Map(held.map((r) => [pk(storedItem(authored.resolved, r)), r.entity]));

      const description = await describeTable(client, seeded[i]!);
      const items = await scan(seeded[i]!);
      expect(items.map(pk).sort()).toEqual([...entityOf.keys()].sort());
      const { table } = designTable(description);
      const inferred = inferDesign({ ...table, name: authored.table.name }, items);

      // 1. Templates, restricted to the table's key attributes.
      const keys = new Set(tableKeyAttributes(authored.table).map((k) => k.name));
      const wrote = new Set(held.map((r) => r.entity));
      const expected = design.entities
        .filter((e) => e.table === authored.table.name && wrote.has(e.name))
        .map((e) =>
          JSON.stringify(Object.fromEntries(Object.entries(e.keys).filter(([k]) => keys.has(k))))
        );
      expect(inferred.entities.map((e) => JSON.stringify(e.keys)).sort()).toEqual(expected.sort());

      // 2. Membership: one authored entity per inferred one, every item placed.
      expect(inferred.unmatched).toEqual([]);
      const groups = inferred.entities.map(
        (e) => new Set(e.items.map((n) => entityOf.get(pk(items[n]!))))
      );
      for (const g of groups) expect(g.size).toBe(1);
      expect(groups.map((g) => [...g][0]).sort()).toEqual([...wrote].sort());
      expect(inferred.entities.reduce((n, e) => n + e.items.length, 0)).toBe(items.length);

      // 3. Written out, loaded back and analyzed, the inferred design holds the same keys.
      const again = loadDesignText(JSON.stringify(nativeDesign(inferred.design)));
      if (!again.ok) throw new Error('the inferred design does not load');
      expect(again.findings).toEqual([]);
      const reanalyzed = analyzeDesign(again.design);
      expect(reanalyzed.findings.filter((f) => f.severity === 'error')).toEqual([]);
      const t = reanalyzed.tables[0]!;
      expect(t.collisions).toEqual([]);
      expect(t.resolved.items.map((r) => pk(storedItem(t.resolved, r))).sort()).toEqual(
        items.map(pk).sort()
      );
    });
  }
);
