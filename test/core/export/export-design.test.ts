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

describe('exportDesign', () => {
  it.each([
    ['keyscope', undefined, 'Battle-royale-gaming.keyscope.json', 'application/json'],
    ['workbench', undefined, 'Battle-royale-gaming.workbench.json', 'application/json'],
    ['create-table', undefined, 'Battle-royale-gaming.create-table.json', 'application/json'],
    ['cloudformation', undefined, 'Battle-royale-gaming.cloudformation.json', 'application/json'],
    ['cloudformation', 'yaml', 'Battle-royale-gaming.cloudformation.yaml', 'application/yaml'],
    ['terraform', undefined, 'Battle-royale-gaming.tf', 'text/plain']
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

  it('refuses table formats for a design without tables', () => {
    const empty: Design = { name: 'e', tables: [], entities: [], accessPatterns: [] };
    for (const to of ['create-table', 'cloudformation', 'terraform'] as const)
      expect(exportDesign(empty, { to, now: NOW })).toMatchObject({ ok: false, code: 'no-tables' });
    expect(exportDesign(empty, { to: 'keyscope', now: NOW }).ok).toBe(true);
  });

  it('says what table formats leave out', () => {
    const r = exportDesign(gaming, { to: 'cloudformation', now: NOW });
    expect(r.ok && r.notes).toEqual([
      'only the tables are exported (keys, indexes, billing): items, entities, key templates, access patterns and workload have no place in a table definition'
    ]);
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
});
