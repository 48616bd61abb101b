/**
 * The studio's code after the entry, in the order `src/main.ts` imports it: each part with
 * `import()`, once the one before has run (paths from the project's root).
 *
 * Why in parts: the second time a browser runs a script from its HTTP cache, V8 writes the
 * script's code cache, for a whole module tree at once, in one main-thread task after the tree
 * runs. The studio as one tree was 877 KB of cache written in one task of 33–49 ms of CPU (a
 * reload before the offline cache is installed); as the entry and these three, tasks of at most
 * 13 ms (docs/benchmarks.md, "The code cache of a reload"). A part imports only parts before
 * it, so each tree adds what those did not hold. `config/start-parts-plugin.ts` builds each
 * part as one chunk and preloads them all from index.html, so a first visit fetches them
 * together rather than one round trip after another.
 */
export const START_PARTS = [
  'src/ui/studio/studio-state.svelte.ts',
  'src/ui/studio-app.ts',
  'src/ui/App.svelte'
] as const;
