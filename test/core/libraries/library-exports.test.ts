import { describe, expect, it } from 'vitest';
import { exportDesign } from '../../../src/core/export/export-design.ts';
import { EXPORT_TARGETS } from '../../../src/core/export/export-targets.ts';
import { LIBRARY_EXPORTS } from '../../../src/core/libraries/library-exports.ts';
import { example } from '../../helpers/example.ts';

const NOW = new Date('2026-12-01T10:00:00Z');
const gaming = example('gaming');
const people = example('people-music');

describe('LIBRARY_EXPORTS through exportDesign', () => {
  it.each([
    [
      'electrodb',
      'Battle-royale-gaming.electrodb.ts',
      "import { Entity, Service } from 'electrodb';"
    ],
    ['toolbox', 'Battle-royale-gaming.toolbox.ts', "from 'dynamodb-toolbox';"],
    ['onetable', 'Battle-royale-gaming.onetable.ts', 'format: "onetable:1.1.0"']
  ] as const)('--to %s writes %s', (to, fileName, text) => {
    const r = exportDesign(gaming, { to, now: NOW });
    expect(r).toMatchObject({ ok: true, fileName, mediaType: 'text/plain' });
    expect(r.ok && r.text).toContain(text);
    expect(r.ok && r.notes).toEqual(LIBRARY_EXPORTS.get(to)!.write(gaming).notes);
  });

  it('offers each library in the menu, as a TypeScript module', () => {
    for (const id of LIBRARY_EXPORTS.keys())
      expect(EXPORT_TARGETS.find((t) => t.id === id)?.formats).toEqual(['ts']);
  });

  it.each(['electrodb', 'toolbox', 'onetable'] as const)(
    '--to %s --table keeps that table',
    (to) => {
      const r = exportDesign(people, { to, table: 'Music', now: NOW });
      expect(r.ok && r.text).toContain('"Music"');
      expect(r.ok && r.text).not.toContain('"People"');
      expect(r.ok && r.fileName).toBe(`People-and-Music-simple-and-composite-keys-Music.${to}.ts`);
    }
  );

  it('says where the items were read is not written', () => {
    const r = exportDesign(gaming, { to: 'electrodb', now: NOW, provenance: 'read from prod' });
    expect(r.ok && r.notes).toContain(
      'where the items were read is not written: an entity library module holds no items'
    );
  });
});
