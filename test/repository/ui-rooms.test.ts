import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the oxlint config is plain JavaScript, untyped (Node 20 loads it as it is)
import { UI_ROOMS as listed } from '../../oxlint.config.js';

const UI_ROOMS = listed as readonly (readonly string[])[];

// The room order in oxlint.config.js only guards the rooms it lists: a folder missing from it
// would import anything and be imported by anything. As for src/core's folders and
// CORE_LAYERS, a new src/ui folder needs its line.
const ui = join(import.meta.dirname, '../../src/ui');
const rooms = readdirSync(ui).filter((name) => statSync(join(ui, name)).isDirectory());
const CATEGORY_NAMES = [
  'state',
  'states',
  'panels',
  'format',
  'utils',
  'helpers',
  'components',
  'misc',
  'common'
];

describe("src/ui's rooms", () => {
  it.each(rooms)('%s has its line in UI_ROOMS (oxlint.config.js)', (room) => {
    expect(UI_ROOMS.flat()).toContain(room);
  });

  it.each(UI_ROOMS.flat())('%s in UI_ROOMS is a folder of src/ui', (room) => {
    expect(rooms).toContain(room);
  });

  it.each(rooms)('%s is named for what it holds, not a category', (room) => {
    expect(CATEGORY_NAMES).not.toContain(room);
  });
});
