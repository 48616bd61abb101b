import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportDesign } from '../../../src/core/export/export-design.ts';
import { EXPORT_TARGETS } from '../../../src/core/export/export-targets.ts';
import { loadDesignText } from '../../../src/core/formats/load-design.ts';
import type { Design } from '../../../src/core/model/design.ts';

const NOW = new Date('2026-12-01T10:00:00Z');

function load(file: string): Design {
  const r = loadDesignText(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(file);
  return r.design;
}

const gaming = load('public/examples/gaming.json');
const people = load('public/examples/people-music.json');
const tournament = load('public/examples/tournament.json');

describe('exportDesign', () => {
  it.each([
    ['keyscope', undefined, 'Battle-royale-gaming.keyscope.json', 'application/json'],
    ['workbench', undefined, 'Battle-royale-gaming.workbench.json', 'application/json'],
    ['create-table', undefined, 'Battle-royale-gaming.create-table.json', 'application/json'],
    ['cloudformation', undefined, 'Battle-royale-gaming.cloudformation.json', 'application/json'],
    ['cloudformation', 'yaml', 'Battle-royale-gaming.cloudformation.yaml', 'application/yaml'],
    ['terraform', undefined, 'Battle-royale-gaming.tf', 'text/plain'],
    ['cdk', undefined, 'Battle-royale-gaming-stack.ts', 'text/plain']
  ] as const)('exports to %s (%s) as %s', (to, format, fileName, mediaType) => {
    const r = exportDesign(gaming, { to, now: NOW, ...(format ? { format } : {}) });
    expect(r).toMatchObject({ ok: true, fileName, mediaType });
    if (r.ok) expect(r.text.endsWith('\n')).toBe(true);
  });

  it('offers every target in the menu list', () => {
    for (const t of EXPORT_TARGETS)
      expect(exportDesign(gaming, { to: t.id, now: NOW }).ok).toBe(true);
  });

  it('asks which table when a one-table format meets several tables', () => {
    expect(exportDesign(people, { to: 'create-table', now: NOW })).toEqual({
      ok: false,
      code: 'choose-table',
      error:
        'the design has 2 tables ("People", "Music") and a CreateTable call makes one; choose the table'
    });
    const r = exportDesign(people, { to: 'create-table', table: 'Music', now: NOW });
    expect(r.ok && JSON.parse(r.text).TableName).toBe('Music');
    expect(r.ok && r.fileName).toBe(
      'People-and-Music-simple-and-composite-keys-Music.create-table.json'
    );
  });

  it('names an unknown table and the ones there are', () => {
    expect(exportDesign(people, { to: 'terraform', table: 'Musik', now: NOW })).toMatchObject({
      ok: false,
      code: 'unknown-table',
      error: 'the design has no table "Musik"; its tables are "People", "Music"'
    });
  });

  it('refuses a text form the target does not have', () => {
    expect(exportDesign(gaming, { to: 'terraform', format: 'yaml', now: NOW })).toMatchObject({
      ok: false,
      code: 'format',
      error: 'Terraform (HCL) is written as hcl, not yaml'
    });
  });

  it.each(EXPORT_TARGETS.filter((t) => !t.syntheticKeys))(
    'refuses synthetic keys for $label, which holds a multi-attribute index as it is',
    (target) => {
      expect(exportDesign(tournament, { to: target.id, syntheticKeys: true, now: NOW })).toEqual({
        ok: false,
        code: 'format',
        error: `synthetic keys for multi-attribute indexes are an option of the NoSQL Workbench model only: ${target.label} holds such an index as it is, so export without them`
      });
    }
  );

  it('writes the Workbench model with synthetic keys when asked, and says so', () => {
    const plain = exportDesign(tournament, { to: 'workbench', now: NOW });
    const synthetic = exportDesign(tournament, { to: 'workbench', syntheticKeys: true, now: NOW });
    if (!plain.ok || !synthetic.ok) throw new Error('not exported');
    const indexes = (text: string) =>
      (
        JSON.parse(text) as { DataModel: { GlobalSecondaryIndexes: { IndexName: string }[] }[] }
      ).DataModel[0]!.GlobalSecondaryIndexes.map((g) => g.IndexName);
    expect(indexes(plain.text)).toEqual([]);
    expect(indexes(synthetic.text)).toEqual(['TournamentRegionIndex', 'PlayerMatchHistoryIndex']);
    expect(synthetic.notes.some((n) => n.includes('is written with synthetic keys'))).toBe(true);
  });

  it('refuses table formats for a design without tables', () => {
    const empty: Design = { name: 'e', tables: [], entities: [], accessPatterns: [] };
    for (const to of ['create-table', 'cloudformation', 'terraform', 'cdk'] as const)
      expect(exportDesign(empty, { to, now: NOW })).toMatchObject({ ok: false, code: 'no-tables' });
    expect(exportDesign(empty, { to: 'keyscope', now: NOW }).ok).toBe(true);
  });

  it('says what table formats leave out', () => {
    const r = exportDesign(gaming, { to: 'cloudformation', now: NOW });
    expect(r.ok && r.notes).toEqual([
      'only the tables are exported (keys, indexes, billing): items, entities, key templates, access patterns and workload have no place in a table definition'
    ]);
  });

  it('says what the CDK stack writes otherwise: a provisioned table’s write capacity', () => {
    const r = exportDesign(load('public/examples/library.json'), { to: 'cdk', now: NOW });
    expect(r.ok && r.notes).toEqual([
      'only the tables are exported (keys, indexes, billing): items, entities, key templates, access patterns and workload have no place in a table definition',
      'table "Books" is provisioned: TableV2 takes write capacity only as auto scaling, so its 5 write units are auto scaling pinned there (minCapacity = maxCapacity)'
    ]);
  });

  it('refuses a text form the CDK stack does not have', () => {
    expect(exportDesign(gaming, { to: 'cdk', format: 'json', now: NOW })).toMatchObject({
      ok: false,
      code: 'format',
      error: 'AWS CDK stack (TypeScript) is written as ts, not json'
    });
  });

  it('says the native file leaves nothing of the design out', () => {
    const r = exportDesign(gaming, { to: 'keyscope', now: NOW });
    expect(r.ok && r.notes).toEqual([
      'nothing of the design is left out: tables, indexes, billing, entities, key templates, items, access patterns and workload are all in the file; only what belongs to this studio is not (the view shown, the graph layout and its pinned nodes, undo history)'
    ]);
  });

  it.each(EXPORT_TARGETS.map((t) => t.id))('gives %s notes of its own', (to) => {
    const r = exportDesign(gaming, { to, table: 'battle-royale', now: NOW });
    const others = EXPORT_TARGETS.filter((t) => t.id !== to && t.id !== 'create-table').map((t) => {
      const o = exportDesign(gaming, { to: t.id, now: NOW });
      return o.ok ? o.notes : [];
    });
    expect(r.ok && r.notes.length).toBeGreaterThan(0);
    // The table formats share one note; the native file and the Workbench model have their own.
    if (to === 'keyscope' || to === 'workbench')
      for (const notes of others) expect(notes).not.toEqual(r.ok && r.notes);
  });

  it.each(['', '../../etc/passwd', '<script>', '...'])(
    'makes a safe file name from the design name %j',
    (name) => {
      const r = exportDesign({ ...gaming, name }, { to: 'keyscope', now: NOW });
      expect(r.ok && r.fileName).toMatch(/^[A-Za-z0-9_][A-Za-z0-9._-]*\.keyscope\.json$/);
    }
  );

  describe('with a provenance note', () => {
    const note =
      'Items read from table "orders" at us-east-1: Scan of orders — partial: 10 of ≈22 items (stopped at the item cap). What is drawn from the items holds for these items only.';
    const text = (request: Omit<Parameters<typeof exportDesign>[1], 'now'>) => {
      const r = exportDesign(gaming, { ...request, now: NOW });
      if (!r.ok) throw new Error(r.error);
      return r;
    };

    it.each([
      ['keyscope', undefined],
      ['workbench', undefined],
      ['cloudformation', 'json'],
      ['cloudformation', 'yaml'],
      ['terraform', undefined],
      ['cdk', undefined]
    ] as const)('writes it into %s (%s)', (to, format) => {
      // Nothing in it that JSON, YAML or HCL would escape, so it shows in the text as it is.
      const plain =
        'Items read from table orders at us-east-1: Scan of orders — complete: 2 items.';
      const r = text({ to, provenance: plain, ...(format ? { format } : {}) });
      expect(r.text).toContain(plain);
    });

    it.each([
      ['keyscope', (doc: Record<string, unknown>) => doc['description']],
      [
        'workbench',
        (doc: Record<string, unknown>) =>
          (doc['ModelMetadata'] as Record<string, unknown>)['Description']
      ]
    ] as const)('keeps the design’s own description first in %s', (to, description) => {
      const doc = JSON.parse(text({ to, provenance: note }).text) as Record<string, unknown>;
      expect(description(doc)).toBe(`${gaming.description}\n\n${note}`);
    });

    it.each(EXPORT_TARGETS.map((t) => t.id))('writes %s as before without a note', (to) => {
      expect(text({ to, provenance: '' })).toEqual(text({ to }));
    });

    it('leaves it out of a CreateTable request, and says so', () => {
      const r = text({ to: 'create-table', provenance: note });
      expect(r.text).toBe(text({ to: 'create-table' }).text);
      expect(r.notes).toContain(
        'where the items were read is not written: the create-table input has no field for a note'
      );
    });

    it('adds no note to a CreateTable request without one', () => {
      expect(text({ to: 'create-table' }).notes).toHaveLength(1);
    });
  });
});
