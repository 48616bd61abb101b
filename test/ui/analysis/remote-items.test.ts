import { describe, expect, it } from 'vitest';
import { nativeDesign } from '../../../src/core/formats/native-design.ts';
import {
  derivationOf,
  holdsGeneratedItems,
  holdsRemoteItems,
  pageHeldItems,
  REMOTE_ITEM
} from '../../../src/ui/analysis/remote-items.ts';
import { editRemote } from '../../../src/ui/analysis/edit-remote.ts';
import { generateRemote } from '../../../src/ui/analysis/generate-remote.ts';
import { parsedRemote } from '../../../src/ui/analysis/parsed-remote.ts';
import { example } from '../../helpers/example.ts';
import { testBlob } from '../../helpers/test-blobs.ts';

const gaming = example('gaming');
const bytes = new TextEncoder().encode(JSON.stringify(nativeDesign(gaming)));
const lengths = {
  tables: gaming.tables.map((t) => t.items.length),
  entities: gaming.entities.map((e) => e.items.length)
};
const shell = {
  ...gaming,
  tables: gaming.tables.map((t) => ({ ...t, items: [] })),
  entities: gaming.entities.map((e) => ({ ...e, items: [] }))
};

describe('parsedRemote', () => {
  it('stands in for a design the worker read: placeholders of its lengths, rebuilt by reading the input', () => {
    const input = testBlob(bytes);
    const design = parsedRemote(shell, lengths, input, 'gaming.json');
    expect(design.entities.map((e) => e.items.length)).toEqual(lengths.entities);
    expect(design.entities.every((e) => e.items.every((i) => i === REMOTE_ITEM))).toBe(true);
    expect(holdsRemoteItems(design)).toBe(true);
    expect(holdsGeneratedItems(design)).toBe(false);
    expect(pageHeldItems(design)).toBe(0);
    const d = derivationOf(design.entities[1]!.items)!;
    expect(d.change).toEqual({ kind: 'parse', input, label: 'gaming.json' });
    expect(d.slot).toEqual({ kind: 'entity', index: 1 });
    // Every array of one read is one change, applied once.
    expect(derivationOf(design.tables[0]!.items)!.op).toBe(d.op);
  });

  it('drops where an import found the items: they stay with the input', () => {
    const withSources = {
      ...shell,
      entities: shell.entities.map((e) => ({ ...e, itemSources: ['$.x'] }))
    };
    const design = parsedRemote(withSources, lengths, testBlob(bytes), 'g.json');
    expect(design.entities.every((e) => !('itemSources' in e))).toBe(true);
  });
});

describe('holdsGeneratedItems', () => {
  it('tells generated placeholders from read ones, through edits of either', () => {
    const read = parsedRemote(shell, lengths, testBlob(bytes), 'g.json');
    const generated = generateRemote(gaming, 10, 1);
    expect(holdsGeneratedItems(generated)).toBe(true);
    expect(holdsGeneratedItems(gaming)).toBe(false);
    expect(holdsGeneratedItems(null)).toBe(false);
    const del = { kind: 'delete-item', owner: { kind: 'entity', index: 0 }, index: 0 } as const;
    expect(holdsGeneratedItems(editRemote(read, del))).toBe(false);
    expect(holdsRemoteItems(editRemote(read, del))).toBe(true);
    expect(holdsGeneratedItems(editRemote(generated, del))).toBe(true);
    expect(holdsGeneratedItems(generateRemote(read, 5, 2))).toBe(true);
  });
});
