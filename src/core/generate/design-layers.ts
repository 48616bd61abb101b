import type { Design } from '../model/design.ts';
import type { GenerationSettings } from '../model/generation.ts';

/**
 * The open design in its two layers: what the user wrote (`authored`, which the library stores
 * and every export writes) with how its sample items are generated (`generation`), and what the
 * studio shows (`design`): every entity's authored items followed by its generated ones. Past
 * the page's item budget the shown items may be placeholders another thread holds; the authored
 * layer holds placeholders only for a design that thread read itself.
 */
export interface DesignLayers {
  readonly authored: Design;
  readonly generation: GenerationSettings;
  readonly design: Design;
}
