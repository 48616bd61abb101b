import { getContext, setContext } from 'svelte';
import type { LiveState } from './live-state.svelte.ts';

const KEY = Symbol('keyscope.live');

/** Make the studio's live state reachable by the Live view (App sets it once, above the views). */
export function provideLive(live: LiveState): LiveState {
  return setContext(KEY, live);
}

/** The live state App provided, or undefined outside it (a view tested on its own). */
export function useLive(): LiveState | undefined {
  return getContext<LiveState | undefined>(KEY);
}
