import type { Fix } from '../../src/core/fixes/fix.ts';

/** A fix named `id` for ranking tests: an index with a (no-op) edit, or cache advice with none. */
export const fakeFix = (id: string, edit = true): Fix => ({
  id,
  kind: edit ? 'index' : 'cache',
  title: id,
  summary: '',
  notes: [],
  edit: edit ? { kind: 'set-workload', workload: { accessPatterns: [], entities: [] } } : null,
  view: 0,
  key: 'K',
  before: 2.2,
  estimate: null
});
