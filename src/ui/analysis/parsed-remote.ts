import type { AttributeMap } from '../../core/model/attribute-value.ts';
import type { Design } from '../../core/model/design.ts';
import type { DesignInput } from '../../workers/design-input.ts';
import type { DesignChange, Slot } from '../../workers/design-change.ts';
import { remoteArray, reserveOp } from './remote-items.ts';

/** The base of a `parse` derivation: the change reads everything from its input. */
const NOTHING: Design = { name: '', tables: [], entities: [], accessPatterns: [] };

/**
 * The page's stand-in for a design a worker read (a large file, pasted text or stored design
 * opened in the worker): `shell` with each table's and entity's items a placeholder array of
 * the length the worker read, remembering that the worker rebuilds it by reading `input` again
 * (so a worker started afresh, after a cancel, gets it back). `shell`'s own items are ignored.
 *
 * @example
 * parsedRemote(shell, { tables: [0], entities: [6, 210_000] }, file, 'big.json');
 */
export function parsedRemote(
  shell: Design,
  lengths: { readonly tables: readonly number[]; readonly entities: readonly number[] },
  input: DesignInput,
  label: string
): Design {
  const op = reserveOp();
  const change: DesignChange = { kind: 'parse', input, label };
  const held = (n: number, slot: Slot): readonly AttributeMap[] =>
    remoteArray(n, { op, base: NOTHING, change, slot, generated: false });
  return {
    ...shell,
    // Where an import found each item (`itemSources`) stays with the input, as a stored design's does.
    tables: shell.tables.map(({ itemSources: _s, ...t }, index) => ({
      ...t,
      items: held(lengths.tables[index] ?? 0, { kind: 'table', index })
    })),
    entities: shell.entities.map(({ itemSources: _s, ...e }, index) => ({
      ...e,
      items: held(lengths.entities[index] ?? 0, { kind: 'entity', index })
    }))
  };
}
