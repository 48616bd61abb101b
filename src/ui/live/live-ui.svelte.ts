/** The live-table components, once loaded. */
export type LiveComponents = typeof import('./live-components.ts');

/**
 * Loads the live-table components on first use and holds them for the top bar's control and the
 * Live tab (one import, shared by both; the browser caches the module anyway).
 */
class LiveUi {
  components = $state.raw<LiveComponents | null>(null);
  error = $state('');
  #loading: Promise<LiveComponents | null> | null = null;

  load(): Promise<LiveComponents | null> {
    this.#loading ??= import('./live-components.ts').then(
      (m) => (this.components = m),
      (e: unknown) => {
        this.#loading = null;
        this.error = `The live-table screens could not be loaded (${e instanceof Error ? e.message : String(e)}); reload the page and try again.`;
        return null;
      }
    );
    return this.#loading;
  }
}

export const liveUi = new LiveUi();
