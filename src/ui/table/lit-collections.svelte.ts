import type { StudioState } from '../studio/studio-state.svelte.ts';

const NONE: ReadonlySet<number> = new Set();

/**
 * The collections of the view the table shows that hold items of the entity picked in the
 * graph (StudioState.litEntity), asked of the studio's analysis (the page's or the worker's) whenever the
 * entity, the view or the analysis changes; empty while no entity is picked (then it asks
 * nothing, so the table pays nothing for it). Made during a component's initialisation.
 */
export class LitCollections {
  collections = $state.raw<ReadonlySet<number>>(NONE);

  constructor(studio: StudioState, where: () => { readonly table: number; readonly view: number }) {
    $effect(() => {
      const entity = studio.litEntity;
      const { table, view } = where();
      const source = entity === null ? null : studio.analysis;
      if (entity === null || !source) {
        this.collections = NONE;
        return;
      }
      let current = true;
      void source.entityCollections(table, view, entity).then((found) => {
        // A new set per answer, never changed in place.
        // eslint-disable-next-line svelte/prefer-svelte-reactivity
        if (current && found) this.collections = new Set(found);
      });
      return () => {
        current = false;
      };
    });
  }
}
