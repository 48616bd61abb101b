import { getContext, setContext, untrack } from 'svelte';
import type { Fix } from '../../core/fixes/fix.ts';
import type { FixOutcome } from '../../core/fixes/fix-outcome.ts';
import type { FixTarget } from '../../core/fixes/suggest-fixes.ts';
import type { HeatKey, HeatReport } from '../../core/heat/heat-types.ts';
import { badgeHeat } from '../../core/heat/badge-heat.ts';
import { heatOfKey } from '../../core/heat/heat-of-key.ts';
import { countItems } from '../../core/items/count-items.ts';
import { judgeFixes, PAGE_JUDGE_ITEMS } from './judge-fixes.ts';
import { EditRest } from './edit-rest.ts';
import { heatInSlices } from './heat-in-slices.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';

/** One heat report with the fixes for it, for the design it was computed from. */
interface Computed {
  /** The analysis and design it is for (see #source). */
  readonly source: string;
  readonly key: string;
  readonly heat: HeatReport;
  readonly fixes: readonly Fix[];
  /** The fixes are still being tried (judgeFixes): their order may change. */
  readonly judging: boolean;
}

/**
 * The studio's heat: the report for the open design's workload at the "what if" scale, the
 * fixes for the selected key (or the peaks), and a fix's preview. Computed off the keystroke:
 * on the page (small designs) just after the analysis has painted, in the analysis worker for
 * large ones; components read `report` and never compute heat themselves.
 */
export class HeatState {
  /** The "what if" factor on every rate (not saved with the design). */
  scale = $state(1);
  /** The heat view shown (as in HeatReport.views). */
  view = $state(0);
  /** The key whose fixes are shown, or null for the peaks. */
  selected = $state.raw<FixTarget | null>(null);
  /** The fix being previewed, and what its heat would be. */
  previewing = $state.raw<Fix | null>(null);
  preview = $state.raw<HeatReport | null>(null);
  /** The previewed fix's peak and every access pattern's status after it. */
  outcome = $state.raw<FixOutcome | null>(null);
  #computed = $state.raw<Computed | null>(null);
  /** Whether heat is wanted (the heat view is shown): only then is the worker asked. */
  #wanted = $state(false);
  #wants = 0;
  #studio: StudioState;

  /**
   * The report for the design shown, or null until one is computed for it: while another scale
   * or key is worked out the last report for the same design stays, never one for another.
   */
  readonly report = $derived(this.#mine()?.heat ?? null);
  readonly fixes: readonly Fix[] = $derived(this.#mine()?.fixes ?? []);
  /** The fixes shown are still being tried on the page, so their order and titles may change. */
  readonly judging = $derived(this.#mine()?.judging ?? false);
  /** Whether the report shown is for the current design, scale and selection. */
  readonly current = $derived(this.#computed?.key === this.#wantKey());

  constructor(studio: StudioState) {
    this.#studio = studio;
    $effect(() => this.refresh());
  }

  /**
   * Ask for heat while the returned function has not been called (the heat view calls it on
   * unmounting). A design the worker holds is heated only while someone looks: at a million
   * items, heat after every edit would hold up the next analysis, and so the next keystroke's
   * paint. Small designs are heated on the page after every analysis, for the collection
   * headers and the graph, whether or not the heat view is shown.
   */
  want(): () => void {
    this.#wants++;
    this.#wanted = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.#wants === 0) this.#wanted = false;
    };
  }

  /**
   * A key of a table or index view, as the table view's collection headers look it up: an LSI
   * has the table's partitions, so its keys are the table's. Null when the key is not among the
   * report's hottest (a large design lists only those).
   */
  keyHeat(table: number, view: number, id: string): HeatKey | null {
    const report = this.report;
    const spec = this.#studio.analysis?.summary.tables[table]?.views[view]?.spec;
    return report && spec ? heatOfKey(report, spec.table, spec.index, id) : null;
  }

  /**
   * The heat of a collection of the view the studio shows, for its header's badge: null where
   * it is not worth a badge (core's badgeHeat: no workload of the design's own, or under half a
   * percent, which would read "0%").
   */
  headerHeat(id: string): HeatKey | null {
    const key = this.keyHeat(this.#studio.table, this.#studio.view, id);
    return key && this.worthShowing(key.utilization) ? key : null;
  }

  /** Whether heat of this share is worth showing on a badge of the design shown (badgeHeat). */
  worthShowing(utilization: number): boolean {
    return badgeHeat(this.#studio.design, utilization);
  }

  /** Show what `fix` would do (null: stop previewing). */
  async previewFix(fix: Fix | null): Promise<void> {
    this.previewing = fix;
    this.preview = null;
    this.outcome = null;
    if (!fix?.edit) return;
    const p = await this.#studio.analysis?.preview(fix, this.scale);
    if (this.previewing !== fix) return;
    this.preview = p?.heat ?? null;
    this.outcome = p?.outcome ?? null;
  }

  /** Apply a fix: one undoable edit; heat, findings and access patterns follow from it. */
  apply(fix: Fix): void {
    if (!fix.edit) return;
    this.#studio.apply(fix.edit);
    this.previewing = null;
    this.preview = null;
    this.outcome = null;
    this.selected = null;
  }

  #mine(): Computed | null {
    const c = this.#computed;
    return c && c.source === this.#source() ? c : null;
  }

  #wantKey(): string {
    const s = this.selected;
    return JSON.stringify([this.#source(), this.scale, s?.view ?? null, s?.key ?? null]);
  }

  /** Identifies the analysis and design a report belongs to. */
  #source(): string {
    const port = this.#studio.analysis;
    const design = this.#studio.design;
    return port?.local && design ? `page:${ids.get(design)}` : `worker:${port?.revision ?? 0}`;
  }

  /**
   * Compute (or ask the worker for) the report the current design, scale and selection need:
   * what the constructor's effect runs whenever one of them changes. Returns the effect's cleanup.
   */
  refresh(): (() => void) | undefined {
    const port = this.#studio.analysis;
    // On the page the session is at hand: its work is timed here, off the keystroke.
    const session = port?.local ?? null;
    const design = this.#studio.design;
    const scale = this.scale;
    const target = this.selected ?? undefined;
    if (design && !ids.has(design)) ids.set(design, ++next);
    const key = this.#wantKey();
    const source = this.#source();
    // Seen whether or not heat is wanted (this effect reads the analysis either way).
    this.#rest.see(source);
    if (session && design) {
      // Once typing pauses (heat never delays a keystroke's paint), a slice per task
      // (heatInSlices). The fixes are shown at once in the order made, then tried one task at
      // a time and ranked as each is known (judgeFixes), small designs only (PAGE_JUDGE_ITEMS).
      let slicing = () => {};
      let trying = () => {};
      const show = () => {
        const heat = session.heat(scale);
        const fixes = session.fixes(scale, target, false);
        const judging = countItems(design) <= PAGE_JUDGE_ITEMS && fixes.some((f) => f.edit);
        this.#computed = { source, key, heat, fixes, judging };
        if (!judging) return;
        trying = judgeFixes(
          fixes,
          (fix) => session.preview(fix, scale)?.outcome ?? null,
          (ranked, done) => (this.#computed = { source, key, heat, fixes: ranked, judging: !done })
        );
      };
      const timer = setTimeout(
        () => (slicing = heatInSlices((more) => session.prepareHeat(scale, more), show)),
        untrack(() => this.#computed) ? PAUSE_MS : 0
      );
      return () => {
        clearTimeout(timer);
        slicing();
        trying();
      };
    }
    if (!port || !this.#wanted) return undefined;
    // One request at a time: a slider dragged across twenty scales asks the worker for the
    // last one when the one it is computing is done, not for all twenty. A new design (an
    // edit) is heated once edits rest, so typing never queues heat behind every keystroke's
    // analysis in the worker; another scale or key of the same design is asked for at once.
    const ask = () => {
      this.#next = async () => {
        // Answers from another analysis come back null (the port's), and are not shown.
        const [heat, fixes] = await Promise.all([port.heat(scale), port.fixes(scale, target)]);
        if (heat && fixes && this.#wantKey() === key)
          this.#computed = { source, key, heat, fixes, judging: false };
      };
      if (!this.#asking) void this.#ask();
    };
    const shown = untrack(() => this.#computed);
    const rest = this.#rest.left();
    if (!shown || shown.source === source || rest <= 0) {
      ask();
      return undefined;
    }
    const timer = setTimeout(ask, rest);
    return () => clearTimeout(timer);
  }

  #rest = new EditRest(PAUSE_MS);

  /** The latest request not yet sent: the one asked for while another was being answered. */
  #next: (() => Promise<void>) | null = null;
  #asking = false;

  async #ask(): Promise<void> {
    this.#asking = true;
    while (this.#next) {
      const run = this.#next;
      this.#next = null;
      await run();
    }
    this.#asking = false;
  }
}

/** How long an edit must rest before the page heats the design again. */
const PAUSE_MS = 250;

/** A number per design object, so a report knows which design it was computed from. */
const ids = new WeakMap<object, number>();
let next = 0;

const CONTEXT = Symbol('heat');

/** Make the studio's HeatState and give it to every component below (call in App). */
export function provideHeat(studio: StudioState): HeatState {
  const heat = new HeatState(studio);
  setContext(CONTEXT, heat);
  return heat;
}

/** The studio's HeatState, or null outside a studio (a component mounted alone in a test). */
export function useHeat(): HeatState | null {
  return getContext<HeatState | undefined>(CONTEXT) ?? null;
}
