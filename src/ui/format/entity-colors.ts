import { scaleOrdinal, schemeTableau10 } from 'd3';

/** The colour for items of no entity. */
export const NO_ENTITY_COLOR = '#8a8a8a';

/**
 * A colour per entity from a fixed palette (Tableau 10), assigned in the order the entities
 * are given, so the same design always gets the same colours.
 */
export function entityColors(entities: readonly string[]): Map<string, string> {
  const scale = scaleOrdinal<string, string>(schemeTableau10).domain(entities);
  return new Map(entities.map((name) => [name, scale(name)]));
}
