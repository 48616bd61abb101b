import { describe, expect, it } from 'vitest';
import type { AttributeMap } from '../../src/core/model/attribute-value.ts';
import { generateDesignItems } from '../../src/core/generate/generate-design-items.ts';
import { generateRemote } from '../../src/ui/analysis/generate-remote.ts';
import { DesignReceiver } from '../../src/workers/design-receiver.ts';
import { DesignSender } from '../../src/ui/analysis/design-sender.ts';
import { example } from '../helpers/example.ts';

const gaming = example('gaming');

describe('DesignSender and DesignReceiver', () => {
  it('send items once, then by number; a worker-held array as the change that rebuilds it', () => {
    const sender = new DesignSender();
    const receiver = new DesignReceiver();
    const first = structuredClone(sender.encode(gaming));
    expect(first.arrays.size).toBe(gaming.tables.length + gaming.entities.length);
    expect(receiver.decode(first)).toEqual(gaming);
    const again = structuredClone(sender.encode(gaming));
    expect(again.arrays.size).toBe(0);
    expect(receiver.decode(again)).toEqual(gaming);
    const remote = generateRemote(gaming, 20, 4);
    const wire = structuredClone(sender.encode(remote));
    expect([...wire.arrays.values()].every((a) => a.kind === 'derived')).toBe(true);
    expect(receiver.decode(wire)).toEqual(generateDesignItems(gaming, 20, 4));
  });

  it('hold: arrays the worker read itself, with their sources, reached by the numbers the page adopts', () => {
    const receiver = new DesignReceiver();
    const sender = new DesignSender();
    const items = gaming.entities[0]!.items;
    const id = receiver.keep(
      items,
      items.map((_, i) => `$.DataModel[0].TableData[${i}]`)
    );
    expect(id).toBeLessThan(0);
    expect(receiver.keep([])).toBe(id - 1);
    const placeholder: readonly AttributeMap[] = new Array(items.length);
    sender.adopt(placeholder, id);
    expect(sender.held).toBe(1);
    const design = {
      ...gaming,
      tables: [],
      entities: [{ ...gaming.entities[0]!, items: placeholder }]
    };
    const wire = structuredClone(sender.encode(design));
    expect(wire.arrays.size).toBe(0);
    expect(wire.entityItems).toEqual([id]);
    const decoded = receiver.decode(wire);
    expect(decoded.entities[0]!.items).toBe(items);
    expect(decoded.entities[0]!.itemSources).toEqual(
      items.map((_, i) => `$.DataModel[0].TableData[${i}]`)
    );
  });

  it('sources the page sends win over those the worker keeps', () => {
    const receiver = new DesignReceiver();
    const sender = new DesignSender();
    const items = gaming.entities[0]!.items;
    const id = receiver.keep(
      items,
      items.map(() => '$.kept')
    );
    const placeholder: readonly AttributeMap[] = new Array(items.length);
    sender.adopt(placeholder, id);
    const entity = {
      ...gaming.entities[0]!,
      items: placeholder,
      itemSources: items.map(() => '$.sent')
    };
    const decoded = receiver.decode(
      structuredClone(sender.encode({ ...gaming, tables: [], entities: [entity] }))
    );
    expect(decoded.entities[0]!.itemSources![0]).toBe('$.sent');
  });

  it('a held array the page never adopted is not sent, so asking for it is an error naming it', () => {
    const receiver = new DesignReceiver();
    const wire = {
      design: { ...gaming, tables: [], entities: [{ ...gaming.entities[0]!, items: [] }] },
      arrays: new Map(),
      tableItems: [],
      entityItems: [-7],
      released: []
    };
    expect(() => receiver.decode(wire)).toThrow(/item array -7 was never sent/);
  });
});
