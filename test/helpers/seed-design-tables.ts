import { BatchWriteItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DesignAnalysis } from '../../src/core/analysis/analyze-design.ts';
import { createTableInput } from '../../src/core/export/create-table-input.ts';
import { tableItems } from '../../src/core/export/table-items.ts';
import { toSdkItem } from '../../scripts/seed-local-table.ts';
import { createActiveTable } from '../live/dynalite-server.ts';

/**
 * A design's tables and items in a local DynamoDB (dynalite): each table as Keyscope's
 * CreateTable export writes it, less any GSI with a multi-attribute key (dynalite, like DynamoDB
 * Local, refuses such a key schema) and the attribute definitions only it used. Returns the
 * `table/index` names of the GSIs left out.
 */
export async function seedDesignTables(
  seeder: DynamoDBClient,
  analysis: DesignAnalysis
): Promise<Set<string>> {
  const left = new Set<string>();
  for (const t of analysis.tables) {
    const { GlobalSecondaryIndexes, ...input } = createTableInput(t.table);
    const gsis = (GlobalSecondaryIndexes ?? []).filter((g) => {
      if (g.KeySchema.length > 2) left.add(`${t.table.name}/${g.IndexName}`);
      return g.KeySchema.length <= 2;
    });
    const used = new Set(
      [input.KeySchema, ...gsis.map((g) => g.KeySchema)]
        .concat((input.LocalSecondaryIndexes ?? []).map((l) => l.KeySchema))
        .flat()
        .map((k) => k.AttributeName)
    );
    await createActiveTable(seeder, {
      ...input,
      AttributeDefinitions: input.AttributeDefinitions.filter((a) => used.has(a.AttributeName)),
      ...(gsis.length ? { GlobalSecondaryIndexes: gsis } : {})
    });
    const items = tableItems(t);
    for (let i = 0; i < items.length; i += 25) {
      let pending = items
        .slice(i, i + 25)
        .map((item) => ({ PutRequest: { Item: toSdkItem(item) } }));
      while (pending.length) {
        const out = await seeder.send(
          new BatchWriteItemCommand({ RequestItems: { [t.table.name]: pending } })
        );
        pending = (out.UnprocessedItems?.[t.table.name] ?? []) as typeof pending;
      }
    }
  }
  return left;
}
