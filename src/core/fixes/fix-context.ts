import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { DesignAnalysis, TableAnalysis } from '../analysis/analyze-design.ts';
import type { HeatKey, HeatView } from '../heat/heat-types.ts';
import type { Design, Entity } from '../model/design.ts';

/** Everything a fix is worked out from: the design, its analysis, the hot key and its view. */
export interface FixContext {
  readonly design: Design;
  readonly analysis: DesignAnalysis;
  readonly table: TableAnalysis;
  readonly heat: HeatView;
  readonly viewIndex: number;
  readonly key: HeatKey;
}

/**
 * The entity a fix changes: the one writing the key most, or else the one the pattern reading
 * it most expects; with its index in the design.
 *
 * @example
 * hotEntity(context)?.entity.name; // 'UserGameMapping'
 */
export function hotEntity(at: FixContext): { entity: Entity; index: number } | null {
  const { design, key } = at;
  let index = key.writer;
  if (
    index < 0 ||
    key.readUnits / DYNAMODB_LIMITS.partitionReadUnits >
      key.writeUnits / DYNAMODB_LIMITS.partitionWriteUnits
  ) {
    const expected = design.accessPatterns[key.reader]?.expectedEntities ?? [];
    const e = design.entities.findIndex(
      (x) => expected.includes(x.name) && x.table === at.heat.tableName
    );
    if (e >= 0) index = e;
  }
  const entity = design.entities[index];
  return entity ? { entity, index } : null;
}
