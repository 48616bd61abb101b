import { tick } from 'svelte';
import type { Finding } from '../../core/model/finding.ts';
import { locateFinding } from '../../core/findings/locate-finding.ts';
import type { ShellState } from './shell-state.svelte.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import { askNewest } from '../analysis/ask-newest.ts';

/** Move focus to the first key template field of entity `entity` (the editor pane shown). */
export async function focusTemplate(
  studio: StudioState,
  shell: ShellState,
  entity: number,
  attribute: string | null
): Promise<boolean> {
  const design = studio.design;
  const e = design?.entities[entity];
  if (!design || !e) return false;
  const table = design.tables.findIndex((t) => t.name === e.table);
  if (table >= 0 && table !== studio.table) {
    studio.table = table;
    studio.view = 0;
  }
  shell.expand('editor');
  await tick();
  // An overlap names the entity's templates as a whole: its first key template field.
  const field =
    attribute === null
      ? document.querySelector<HTMLElement>(`[id^="tpl-${entity}-"]`)
      : document.getElementById(`tpl-${entity}-${attribute}`);
  field?.scrollIntoView({ block: 'nearest' });
  field?.focus();
  return field !== null;
}

/**
 * Show what a finding is about: a key template (focused), else the item its path is inside
 * (selected and scrolled to), else an access pattern (run, its button focused).
 */
export async function revealFinding(
  studio: StudioState,
  shell: ShellState,
  finding: Finding,
  /** Whether to look for the item the finding is about (heat findings are about none). */
  items = true
): Promise<void> {
  if (!studio.design) return;
  const target = locateFinding(finding.path, () => false);
  if (target.kind === 'template') {
    await focusTemplate(studio, shell, target.entity, target.attribute);
    return;
  }
  const place = items
    ? await askNewest(
        () => studio.analysis,
        (port) => port.findingItem(finding.path)
      )
    : null;
  if (place) {
    shell.tab = 'items';
    studio.reveal(place.table, place.order);
  } else if (target.kind === 'pattern') await focusPattern(studio, shell, target.index);
}

/** Run access pattern `index` (its result highlighted in the table view) and focus it. */
export async function focusPattern(
  studio: StudioState,
  shell: ShellState,
  index: number
): Promise<void> {
  shell.expand('editor');
  shell.tab = 'items';
  studio.runPattern(index);
  await tick();
  const button = document.getElementById(`pattern-${index}`);
  button?.scrollIntoView({ block: 'nearest' });
  button?.focus();
}
