import { describe, expect, it } from 'vitest';
import { withProvenance } from '../../../src/core/export/with-provenance.ts';

const NOTE = 'Items read from table "orders" at us-east-1: Scan of orders — complete: 2 items.';

describe('withProvenance', () => {
  it.each<[string, string | undefined, string | undefined, string | undefined]>([
    ['keeps the description and adds the note after it', 'Orders.', NOTE, `Orders.\n\n${NOTE}`],
    ['gives the note alone to a design without a description', undefined, NOTE, NOTE],
    ['gives the note alone in place of a blank description', ' ', NOTE, NOTE],
    ['trims the note', 'Orders.', ` ${NOTE}\n`, `Orders.\n\n${NOTE}`],
    ['leaves the description as it is without a note', 'Orders.', undefined, 'Orders.'],
    ['takes an empty note for none', 'Orders.', '', 'Orders.'],
    ['takes a blank note for none', undefined, ' \n', undefined],
    ['gives nothing for nothing', undefined, undefined, undefined]
  ])('%s', (_, description, provenance, want) => {
    expect(withProvenance(description, provenance)).toBe(want);
  });
});
