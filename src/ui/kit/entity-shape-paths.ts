import type { EntityShape } from './entity-marks.ts';

/**
 * Each entity shape as an SVG path in a 12 × 12 box, centred on (6, 6): drawn by EntitySwatch
 * beside an entity's name and on the graph's entity nodes.
 */
export const ENTITY_SHAPE_PATHS: Readonly<Record<EntityShape, string>> = {
  circle: 'M6 1a5 5 0 1 0 0.01 0Z',
  square: 'M1.5 1.5h9v9h-9Z',
  triangle: 'M6 0.8 11.2 10.6H0.8Z',
  diamond: 'M6 0.5 11.5 6 6 11.5 0.5 6Z',
  hexagon: 'M3.3 1.2h5.4L11.4 6l-2.7 4.8H3.3L0.6 6Z',
  star: 'M6 0.5l1.6 3.6 3.9.4-2.9 2.6.8 3.9L6 9 2.6 11l.8-3.9L.5 4.5l3.9-.4Z',
  plus: 'M4.3 0.8h3.4v3.5h3.5v3.4H7.7v3.5H4.3V7.7H0.8V4.3h3.5Z',
  'down-triangle': 'M0.8 1.4h10.4L6 11.2Z',
  ring: 'M6 1.5a4.5 4.5 0 1 0 0.01 0Z'
};
