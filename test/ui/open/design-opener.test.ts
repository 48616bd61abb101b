// Every way into a design, on fake-indexeddb: what is kept, what is refused, what is asked.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../helpers/until.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import { encodeShareLink } from '../../../src/core/share/encode-share-link.ts';
import { DesignLibrary } from '../../../src/store/design-library.ts';
import type { ExampleEntry } from '../../../src/ui/open/load-example-index.ts';
import { DesignOpener } from '../../../src/ui/open/design-opener.svelte.ts';
import { LibraryState } from '../../../src/ui/library/library-state.svelte.ts';
import { StudioState } from '../../../src/ui/studio/studio-state.svelte.ts';
import { example, freshName } from '../../store/library-test-helpers.ts';

const EXAMPLES: ExampleEntry[] = JSON.parse(readFileSync('public/examples/index.json', 'utf8'));
const gamingEntry = EXAMPLES.find((e) => e.id === 'gaming')!;
const libraryEntry = EXAMPLES.find((e) => e.id === 'library')!;
const fetchExample: typeof fetch = async (input) =>
  new Response(readFileSync(`public/${String(input)}`, 'utf8'));
const storage = { persist: async () => true, persisted: async () => true };
const states: LibraryState[] = [];
afterEach(async () => {
  for (const s of states.splice(0)) await s.leave();
});

async function setUp(name = freshName(), hash = '') {
  const studio = new StudioState();
  const library = new LibraryState();
  states.push(library);
  await library.start({ library: { name }, storage });
  const address = {
    at: hash,
    hash: () => address.at,
    replace: (h: string) => void (address.at = h)
  };
  const opener = new DesignOpener(studio, library, address, fetchExample);
  // What App's effect does (LibraryWiring): every change of the design the library has bound,
  // an undo's too, goes to the library.
  const autosave = () => {
    if (studio.storeKey !== null && studio.storeKey === library.openDesign.key)
      library.openDesign.changed({ design: studio.authored!, generation: studio.generation });
  };
  const edit = (name: string) => {
    studio.apply({ kind: 'rename-design', name });
    autosave();
  };
  const undo = () => {
    studio.undo();
    autosave();
  };
  return { name, studio, library, opener, address, edit, undo };
}

const file = (name: string, text: string | Uint8Array) =>
  new File([text as BlobPart], name, { type: 'application/json' });

async function names(name: string): Promise<string[]> {
  const lib = await DesignLibrary.open({ name, purgeDeleted: false });
  const list = (await lib.list()).map((e) => e.name).sort();
  lib.close();
  return list;
}

describe('DesignOpener', () => {
  it('opening a file or pasted text keeps it in the library; an example or a blank design once edited', async () => {
    const { name, studio, library, opener, address, edit } = await setUp();
    // Looked at and left: no copy of the example is kept.
    await opener.openExample(libraryEntry);
    expect(library.openDesign.unstored).toBe(true);
    await opener.openExample(gamingEntry);
    expect(address.at).toBe('#example=gaming');
    expect(opener.openedExample).toBe('gaming');
    expect(library.openDesign.unstored).toBe(true);
    edit('My gaming');
    await opener.openFile(file('lib.json', readFileSync('public/examples/library.json')));
    expect(address.at).toBe('');
    expect(studio.design!.name).toBe(example('library').name);
    await opener.openText(readFileSync('test/fixtures/workbench/AnOnlineShop_1.json', 'utf8'));
    expect(studio.label).toBe('the pasted design (NoSQL Workbench model)');
    await opener.openBlank();
    await library.settle();
    expect(await names(name)).toEqual(
      ['My gaming', example('library').name, 'AnOnlineShop'].sort()
    );
    // Ctrl+S keeps a design not yet stored, unedited.
    expect(library.openDesign.unstored).toBe(true);
    await library.flush();
    expect(library.openDesign.unstored).toBe(false);
    expect(library.currentId).not.toBeNull();
    expect(await names(name)).toEqual(
      ['My gaming', example('library').name, 'AnOnlineShop', 'Untitled design'].sort()
    );
  });

  it('a file that cannot be opened opens nothing, says why and leaves the open design as it was', async () => {
    const { studio, opener } = await setUp();
    await opener.openExample(gamingEntry);
    const before = studio.design;
    const cases: [string, string | Uint8Array, RegExp][] = [
      [
        'no-keys.json',
        JSON.stringify({ ModelName: 'm', DataModel: [{ TableName: 'T' }] }),
        /no KeyAttributes/
      ],
      [
        'no-model.json',
        JSON.stringify({ ModelName: 'm' }),
        /but no DataModel, so it has no tables/
      ],
      ['empty.json', JSON.stringify({ ModelName: 'm', DataModel: [] }), /no table could be read/],
      [
        'latin1.json',
        new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]),
        /not valid UTF-8 at byte offset 2 \(line 1, column 3\)/
      ],
      ['broken.json', '{"format": "keyscope.design", ', /./],
      ['proto.json', '{"__proto__": {"format": "keyscope.design"}}', /not a design/]
    ];
    for (const [fileName, text, why] of cases) {
      await opener.openFile(file(fileName, text));
      expect(opener.failed).toMatchObject({ ok: false, label: fileName });
      expect(opener.failed!.findings.map((f) => f.message).join(' ')).toMatch(why);
      expect(studio.design).toBe(before);
    }
    expect(({} as Record<string, unknown>)['format']).toBeUndefined();
  });

  it('refuses a file over the import cap before reading it', async () => {
    const { opener, studio } = await setUp();
    const big = file('big.json', '');
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    big.arrayBuffer = () => {
      throw new Error('read');
    };
    await opener.openFile(big);
    expect(opener.failed!.findings[0]!.message).toMatch(
      /big.json is 60.0 MB; Keyscope imports designs up to 50.0 MB/
    );
    expect(studio.design).toBeNull();
  });

  it('a link shows its design read-only, stores nothing until "Save to my library"', async () => {
    const { name, studio, library, opener, address } = await setUp();
    const link = await encodeShareLink(example('people-music'));
    if (!link.ok) throw new Error(link.error);
    address.at = link.fragment;
    await opener.start(EXAMPLES, null);
    expect(studio.readOnly).toBe(true);
    expect(opener.fromLink).toBe(true);
    expect(studio.design).toEqual(example('people-music'));
    expect(() => studio.apply({ kind: 'rename-design', name: 'x' })).toThrow(/read-only/);
    expect(library.openDesign.bound).toBe(false);
    expect(await names(name)).toEqual([]);
    await opener.saveLink();
    expect(studio.readOnly).toBe(false);
    expect(address.at).toBe('');
    expect(await names(name)).toEqual([example('people-music').name]);
  });

  it('a link opens with its generated items, can generate, and is titled as in the library once saved', async () => {
    const { name, studio, library, opener, address } = await setUp();
    const shop = loadDesignText(readFileSync('test/fixtures/designs/v3-shop.json', 'utf8'));
    if (!shop.ok) throw new Error('shop');
    const link = await encodeShareLink(shop.design);
    if (!link.ok) throw new Error(link.error);
    address.at = link.fragment;
    await opener.start(EXAMPLES, null);
    // The sender's 40 per entity, rebuilt from the seed: the same items the sender saw.
    expect(studio.itemCount).toBe(120);
    expect(studio.generation).toEqual(shop.design.generation);
    expect(studio.label).toBe('from a link (read-only)');
    studio.generate({ perEntity: 5, seed: 2 });
    expect(studio.itemCount).toBe(135);
    await opener.saveLink();
    expect(studio.label).toBe('your library');
    expect(studio.readOnly).toBe(false);
    const lib = await DesignLibrary.open({ name, purgeDeleted: false });
    const [entry] = await lib.list();
    const opened = await lib.open(entry!.id);
    lib.close();
    expect(opened.generation.runs).toEqual([
      { perEntity: 40, seed: 7 },
      { perEntity: 5, seed: 2 }
    ]);
    expect(opened.design.generation).toEqual(opened.generation);
    expect(library.openDesign.bound).toBe(true);
  });

  it("lets go of the open design before a live table's is shown, and keeps a design made from it", async () => {
    const { name, studio, library, opener, address, edit } = await setUp();
    await opener.openExample(gamingEntry);
    edit('My gaming');
    let left = 0;
    opener.hooks.opened = () => left++;
    // What the live load does: release, then show its design (never stored).
    await opener.release();
    studio.open(example('library'), 'Live: Books', [], { live: true });
    expect(library.openDesign.bound).toBe(false);
    expect(left).toBe(1);
    expect(address.at).toBe('');
    // Refused (read-only), and not the library's to save (no key: App's effect skips it).
    expect(() => edit('Not stored')).toThrow(/read-only/);
    expect(studio.storeKey).toBeNull();
    await library.settle();
    expect(await names(name)).toEqual(['My gaming']);
    // "Open the inferred design": a design of the user's, in the library.
    await opener.openDesign(
      { ...example('people-music'), name: 'Inferred' },
      'Inferred from Music'
    );
    expect(studio.live).toBe(false);
    expect(studio.label).toBe('Inferred from Music');
    await library.settle();
    expect(await names(name)).toEqual(['Inferred', 'My gaming']);
  });

  it('a link opened over a design with edits not yet written saves them first, and says so', async () => {
    const { name, studio, opener, address, edit } = await setUp();
    await opener.openExample(gamingEntry);
    edit('Typed just now');
    const link = await encodeShareLink(example('people-music'));
    if (!link.ok) throw new Error(link.error);
    address.at = link.fragment;
    await opener.hashChanged(EXAMPLES);
    expect(studio.readOnly).toBe(true);
    expect(opener.savedBeforeLink).toBe('Typed just now');
    expect(await names(name)).toEqual(['Typed just now']);
  });

  it('a link opened over a design with everything saved writes nothing, and says nothing', async () => {
    const { name, studio, library, opener, address, edit } = await setUp();
    await opener.openExample(gamingEntry);
    edit('Saved before');
    await library.settle();
    const lib = await DesignLibrary.open({ name, purgeDeleted: false });
    const before = await lib.list();
    const link = await encodeShareLink(example('people-music'));
    if (!link.ok) throw new Error(link.error);
    address.at = link.fragment;
    await opener.hashChanged(EXAMPLES);
    expect(studio.readOnly).toBe(true);
    expect(opener.savedBeforeLink).toBeNull();
    expect(await lib.list()).toEqual(before);
    lib.close();
  });

  it('a damaged link opens nothing and says where it goes wrong', async () => {
    const { studio, opener, address } = await setUp();
    address.at = '#design=1.abc$';
    await opener.start(EXAMPLES, null);
    expect(opener.failed!.findings[0]!.message).toMatch(/"\$" at character 4/);
    expect(studio.design).toBeNull();
  });

  it('after a reload the tab reopens its design with the same hash, edits included', async () => {
    const first = await setUp();
    await first.opener.openExample(gamingEntry);
    first.edit('Edited before reload');
    await first.library.settle();
    const memory = { id: first.library.currentId!, hash: first.address.at };
    const again = await setUp(first.name, '#example=gaming');
    await again.opener.start(EXAMPLES, memory);
    expect(again.studio.design!.name).toBe('Edited before reload');
    expect(again.library.currentId).toBe(memory.id);
    // A new tab (no memory) with the same address opens the example as a new design.
    const other = await setUp(first.name, '#example=gaming');
    await other.opener.start(EXAMPLES, null);
    expect(other.studio.design!.name).toBe(example('gaming').name);
    expect(other.library.currentId).not.toBe(memory.id);
  });

  it('opens nothing on start when the user opened an example before the library had started', async () => {
    const { studio, opener, address } = await setUp(freshName(), '');
    let opens = 0;
    opener.hooks.opened = () => opens++;
    // The click came first (a busy machine) and set the address to the example's hash.
    await opener.openExample(gamingEntry);
    await opener.start(EXAMPLES, null);
    expect(address.at).toBe('#example=gaming');
    expect(opens).toBe(1);
    expect(studio.opened).toBe(1);
  });

  it('the example the user clicked wins over the address the page was loaded with', async () => {
    const { studio, opener } = await setUp(freshName(), '#example=library');
    const clicked = opener.openExample(gamingEntry);
    await opener.start(EXAMPLES, null);
    await clicked;
    expect(studio.design!.name).toBe(example('gaming').name);
    expect(studio.opened).toBe(1);
  });

  it('opens nothing on start when a design is already open (a lesson opened meanwhile)', async () => {
    const { studio, opener, address } = await setUp(freshName(), '#example=library');
    studio.open(example('gaming'), 'a lesson');
    await opener.start(EXAMPLES, null);
    expect(studio.design!.name).toBe(example('gaming').name);
    expect(studio.opened).toBe(1);
    expect(address.at).toBe('#example=library');
  });

  it('says so when the design this tab had open cannot be reopened after a reload', async () => {
    const { studio, opener } = await setUp(freshName(), '');
    await opener.start(EXAMPLES, { id: 'design-gone', hash: '' });
    expect(studio.design).toBeNull();
    expect(opener.error).toMatch(
      /^The design this tab had open could not be reopened: the library has no design with id "design-gone"/
    );
  });

  it('asks before leaving a design whose last edits could not be saved (another tab saved it)', async () => {
    const a = await setUp();
    await a.opener.openExample(gamingEntry);
    a.edit('A first');
    await a.library.settle();
    const b = await setUp(a.name);
    await b.opener.openEntry(a.library.currentId!);
    a.edit('A wins');
    await a.library.settle();
    await until(() => b.library.openDesign.conflict !== null);
    b.edit('B loses?');
    const shown = b.studio.design;
    await b.opener.openBlank();
    expect(b.studio.design).toBe(shown);
    expect(b.opener.asking!.message).toMatch(
      /last changes are not saved: .*another tab.*export this one/
    );
    // Keeping a copy instead saves B's version too.
    b.opener.asking = null;
    await b.opener.fork();
    await b.library.settle();
    expect(await names(a.name)).toEqual(['A wins', 'B loses? (copy)']);
    expect(b.studio.canUndo).toBe(true);
  });

  it('reloading after a conflict keeps the discarded edit as a copy; an undo then saves nothing over the other tab', async () => {
    const a = await setUp();
    await a.opener.openExample(gamingEntry);
    a.edit('A first');
    await a.library.settle();
    const b = await setUp(a.name);
    await b.opener.openEntry(a.library.currentId!);
    a.edit('A wins');
    await a.library.settle();
    await until(() => b.library.openDesign.conflict !== null);
    b.edit('B discarded');
    expect((await b.library.settle()).kind).toBe('failed');
    await b.opener.reload();
    expect(b.studio.design!.name).toBe('A wins');
    const kept = b.library.openDesign.discarded!;
    expect(kept.name).toMatch(/^B discarded \(your discarded edit, .+\)$/);
    expect(await names(a.name)).toEqual(['A wins', kept.name]);
    // The steps before the reload belong to the discarded version: undoing one and saving it
    // would put this tab's stale state over A's.
    b.undo();
    await b.library.settle();
    expect(await names(a.name)).toEqual(['A wins', kept.name]);
    expect(b.studio.design!.name).toBe('A wins');
    // The copy opens with what B had.
    await b.opener.openEntry(kept.id);
    expect(b.studio.design!.name).toBe(kept.name);
    expect(b.library.openDesign.discarded).toBeNull();
  });

  it('a design reopened after another tab saved it starts a new undo history: an undo saves nothing over that tab', async () => {
    const a = await setUp();
    await a.opener.openExample(gamingEntry);
    a.edit('A first');
    await a.library.settle();
    const id = a.library.currentId!;
    // A goes to another design, keeping the gaming design's undo history for the session.
    await a.opener.openBlank();
    const b = await setUp(a.name);
    await b.opener.openEntry(id);
    b.edit('B wins');
    await b.library.settle();
    await a.opener.openEntry(id);
    expect(a.studio.design!.name).toBe('B wins');
    a.undo();
    await a.library.settle();
    expect(a.studio.design!.name).toBe('B wins');
    expect(await names(a.name)).toEqual(['B wins']);
  });

  it('a design reopened with nobody writing it between keeps its undo history', async () => {
    const { studio, library, opener, edit, undo } = await setUp();
    await opener.openExample(gamingEntry);
    edit('Mine');
    await library.settle();
    const id = library.currentId!;
    await opener.openBlank();
    await opener.openEntry(id);
    expect(studio.design!.name).toBe('Mine');
    undo();
    expect(studio.design!.name).toBe(example('gaming').name);
  });

  it('deleting the open design closes it; undo brings it back with its history', async () => {
    const { studio, library, opener, edit } = await setUp();
    await opener.openExample(gamingEntry);
    edit('Doomed');
    await library.settle();
    const entry = library.listing.entries.find((e) => e.id === library.currentId)!;
    await opener.remove(entry);
    expect(studio.design).toBeNull();
    expect(library.listing.entries).toEqual([]);
    await opener.undoDelete();
    expect(studio.design!.name).toBe('Doomed');
    expect(studio.canUndo).toBe(true);
    expect(library.listing.entries.map((e) => e.name)).toEqual(['Doomed']);
  });
});
