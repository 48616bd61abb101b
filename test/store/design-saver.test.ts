// Two tabs on one design: each tab is a DesignLibrary on the same database (the channel is
// Node's BroadcastChannel, as in a browser), each with a DesignSaver for the open design.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { until } from '../helpers/until.ts';
import { AutosaveScheduler } from '../../src/store/autosave-scheduler.ts';
import type { DesignLibrary, DesignSnapshot } from '../../src/store/design-library.ts';
import { DesignSaver, type Conflict } from '../../src/store/design-saver.ts';
import type { LibraryEntry } from '../../src/store/library-schema.ts';
import { StorageError } from '../../src/store/storage-error.ts';
import { example, freshName, openLibrary } from './library-test-helpers.ts';

const gaming = example('gaming');
const named = (name: string): DesignSnapshot => ({
  design: { ...gaming, name },
  generation: { runs: [] }
});

let tabA: DesignLibrary;
let tabB: DesignLibrary;
let entry: LibraryEntry;
beforeEach(async () => {
  const name = freshName();
  tabA = await openLibrary(name, { tab: 'a' });
  tabB = await openLibrary(name, { tab: 'b' });
  entry = await tabA.create(named('start'));
});
afterEach(() => {
  tabA.close();
  tabB.close();
});

describe('DesignSaver', () => {
  it('saves against the revision it last wrote', async () => {
    const saver = new DesignSaver(tabA, entry);
    await saver.save(named('one'), 'auto');
    await saver.save(named('two'), 'explicit');
    expect(saver.revision).toBe(3);
    expect((await tabB.open(entry.id)).design.name).toBe('two');
  });

  it('hears another tab save the same design and reports a conflict before saving', async () => {
    const a = new DesignSaver(tabA, entry);
    const b = new DesignSaver(tabB, entry);
    const conflicts: Conflict[] = [];
    a.onConflict((c) => conflicts.push(c));
    await b.save(named('from B'), 'auto');
    await until(() => conflicts.length === 1);
    expect(conflicts[0]).toMatchObject({ id: entry.id, change: 'saved' });
    expect(conflicts[0]!.message).toMatch(/changed in another tab.*Reload.*copy/);
    await expect(a.save(named('from A'), 'auto')).rejects.toMatchObject({
      problem: { kind: 'conflict' }
    });
    expect((await tabA.open(entry.id)).design.name).toBe('from B');
  });

  it('never overwrites even when the message is missed: the revision check refuses', async () => {
    // Tab B without a channel: tab A hears nothing, and must still not overwrite.
    const name = freshName();
    const a = await openLibrary(name, { channel: () => null });
    const b = await openLibrary(name, { channel: () => null });
    const e = await a.create(named('start'));
    const sa = new DesignSaver(a, e);
    const sb = new DesignSaver(b, e);
    await sb.save(named('from B'), 'auto');
    expect(sa.conflict).toBeNull();
    const err = await sa.save(named('from A'), 'auto').catch((x: unknown) => x);
    expect(err).toBeInstanceOf(StorageError);
    expect(sa.conflict).toMatchObject({ change: 'saved-first' });
    expect((await a.open(e.id)).design.name).toBe('from B');
    a.close();
    b.close();
  });

  it('reports a design deleted in another tab', async () => {
    const a = new DesignSaver(tabA, entry);
    await tabB.remove(entry.id);
    await until(() => a.conflict !== null);
    expect(a.conflict!.message).toMatch(/deleted in another tab.*new design.*export/);
  });

  it('lets the user fork: the conflicting edits become a new design, both kept', async () => {
    const a = new DesignSaver(tabA, entry);
    await new DesignSaver(tabB, entry).save(named('from B'), 'auto');
    await expect(a.save(named('from A'), 'auto')).rejects.toBeInstanceOf(StorageError);
    const fork = await tabA.create(named('from A'));
    const names = (await tabA.list()).map((e) => e.name).sort();
    expect(names).toEqual(['from A', 'from B']);
    expect(fork.id).not.toBe(entry.id);
  });

  it('renames from its own tab without conflicting with itself', async () => {
    const a = new DesignSaver(tabA, entry);
    await a.rename('renamed');
    await a.save(named('renamed'), 'auto');
    expect(a.conflict).toBeNull();
    expect(a.revision).toBe(3);
  });

  it('drives the autosave scheduler to a conflict state the UI can show', async () => {
    const a = new DesignSaver(tabA, entry);
    const autosave = new AutosaveScheduler((s: DesignSnapshot, mode) => a.save(s, mode), {
      delayMs: 10
    });
    await new DesignSaver(tabB, entry).save(named('from B'), 'auto');
    autosave.change(named('from A'));
    await until(() => autosave.state.kind === 'failed');
    expect(autosave.state).toMatchObject({ kind: 'failed', problem: { kind: 'conflict' } });
    autosave.dispose();
  });
});
