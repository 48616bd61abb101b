/**
 * A loader for a component kept in a chunk of its own: `load` (a dynamic `import()`) runs on the
 * first call and its answer is kept; a failed load (the network went away) is not, so a later
 * call imports again. Chromium keeps a failed import's failure for the page's life, though (seen
 * in pattern-code.e2e.ts): where a chunk failed, the page says to reload.
 *
 * @example
 * export const loadGraphView = lazyComponent(() => import('./GraphView.svelte'));
 */
export function lazyComponent<T>(load: () => Promise<{ default: T }>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().then((m) => m.default);
    loading.catch(() => (loading = null));
    return loading;
  };
}
