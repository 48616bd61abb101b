/**
 * Okabe & Ito's colour-blind-safe palette (2008), without its black, which would vanish on the
 * dark theme. Seven colours that stay distinct under the common colour-vision deficiencies.
 */
export const ENTITY_PALETTE: readonly string[] = [
  '#E69F00', // orange
  '#56B4E9', // sky blue
  '#009E73', // bluish green
  '#F0E442', // yellow
  '#0072B2', // blue
  '#D55E00', // vermillion
  '#CC79A7' // reddish purple
];

/** Swatch shapes, drawn by EntitySwatch; eight of them against seven colours. */
export const ENTITY_SHAPES = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'hexagon',
  'star',
  'plus',
  'down-triangle'
] as const;
export type EntityShape = (typeof ENTITY_SHAPES)[number] | 'ring';

/** How an entity is told apart: a colour and a shape, always shown beside its name. */
export interface EntityMark {
  readonly color: string;
  readonly shape: EntityShape;
}

/** The mark of items of no entity: a grey ring. */
export const NO_ENTITY_MARK: EntityMark = { color: '#8a8a8a', shape: 'ring' };

/**
 * A mark per entity, assigned in the order the entities are given, so the same design always
 * gets the same marks. Seven colours and eight shapes: the first 56 entities each get a
 * different pair, and colour is never the only thing that differs.
 *
 * @example
 * entityMarks(['User', 'Game']).get('Game'); // { color: '#56B4E9', shape: 'square' }
 */
export function entityMarks(entities: readonly string[]): Map<string, EntityMark> {
  const marks = new Map<string, EntityMark>();
  for (const name of entities) {
    if (marks.has(name)) continue;
    const i = marks.size;
    marks.set(name, {
      color: ENTITY_PALETTE[i % ENTITY_PALETTE.length]!,
      shape: ENTITY_SHAPES[i % ENTITY_SHAPES.length]!
    });
  }
  return marks;
}
