// The synthetic table in a process of its own (so the endpoint's work is not in the reader's
// heap or on its core): prints its URL, serves until killed. argv: items seed.
import { startSyntheticTable } from '../live/synthetic-table.ts';

const [items = '1000000', seed = '1'] = process.argv.slice(2);
const table = await startSyntheticTable({
  name: 'orders',
  items: Number(items),
  seed: Number(seed)
});
console.log(table.url);
