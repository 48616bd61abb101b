// A lesson in the studio: the step's design is the studio's, checks run a moment after an edit
// (never inside it), every check green on the learner's own design passes the step (once, and
// never on a revealed solution), the learner's work survives moving between steps and showing
// the solution, and the address bar follows the step of a built-in lesson.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDesignItems } from '../../../src/core/generate/generate-design-items.ts';
import { loadLessonText } from '../../../src/core/lessons/load-lesson.ts';
import type { LessonProgress } from '../../../src/core/lessons/progress/lesson-progress.ts';
import { passStep } from '../../../src/core/lessons/progress/pass-step.ts';
import { visitStep } from '../../../src/core/lessons/progress/visit-step.ts';
import { keepDraft } from '../../../src/core/lessons/progress/keep-draft.ts';
import { resolveLesson } from '../../../src/core/lessons/resolve-lesson.ts';
import { CHECK_DELAY_MS } from '../../../src/ui/lessons/check-delay-ms.ts';
import { LessonSession } from '../../../src/ui/lessons/lesson-session.svelte.ts';
import type { ProgressWriter } from '../../../src/ui/lessons/progress-writer.ts';
import type { Timers } from '../../../src/ui/lessons/timers.ts';
import { StudioState, WORKER_THRESHOLD } from '../../../src/ui/studio/studio-state.svelte.ts';
import { exampleSource } from '../../helpers/example-source.ts';

async function gaming() {
  const l = loadLessonText(readFileSync('public/lessons/gaming-keys.json', 'utf8'));
  if (!l.ok) throw new Error('gaming-keys did not load');
  const r = await resolveLesson(l.lesson, exampleSource());
  if (!r.ok) throw new Error('gaming-keys did not resolve');
  return { lesson: l.lesson, steps: r.steps };
}
const IDS = ['composite-key', 'filler-sort-keys', 'item-collection', 'inverted-index'];

/** Timers run by hand: `run()` fires what is due, in order. */
function manualTimers(): Timers & { pending: { run: () => void; ms: number }[]; run(): void } {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    set(run, ms) {
      const t = { run, ms };
      pending.push(t);
      return t;
    },
    clear(handle) {
      const i = pending.indexOf(handle as (typeof pending)[number]);
      if (i >= 0) pending.splice(i, 1);
    },
    run() {
      for (const t of pending.splice(0)) t.run();
    }
  };
}

/** A store that records what it is asked, answering with the same pure updates. */
function recordingStore(
  fail = false
): ProgressWriter & { calls: string[]; readonly record: LessonProgress | null } {
  let p: LessonProgress | null = null;
  let t = 0;
  const calls: string[] = [];
  const answer = async (next: () => LessonProgress) => {
    if (fail) throw new Error('The browser’s storage for Keyscope is full.');
    return (p = next());
  };
  return {
    calls,
    visit: (l, s) => (calls.push(`visit ${s}`), answer(() => visitStep(p, l, s, ++t))),
    pass: (l, s, ids) => (calls.push(`pass ${s}`), answer(() => passStep(p, l, s, ids, ++t))),
    draft: (l, s, text) => (
      calls.push(`draft ${s} ${text === null ? 'forgotten' : 'kept'}`),
      answer(() => keepDraft(p, l, s, text, ++t))
    ),
    get record() {
      return p;
    },
    reset: async (l) => {
      calls.push(`reset ${l}`);
      if (fail) throw new Error('full');
      p = null;
    }
  };
}

async function session(options: Partial<ConstructorParameters<typeof LessonSession>[0]> = {}) {
  const { lesson, steps } = await gaming();
  const studio = new StudioState();
  const timers = manualTimers();
  const store = recordingStore();
  const links: (string | null)[] = [];
  const s = new LessonSession({
    studio,
    lesson,
    steps,
    progress: store,
    record: null,
    linkable: true,
    setLink: (f) => links.push(f),
    now: () => 1000,
    timers,
    ...options
  });
  return { s, studio, timers, store, links, steps };
}

const tpl = (studio: StudioState, entity: string, attribute: string, template: string) =>
  studio.apply(
    {
      kind: 'set-key-template',
      entity: studio.design!.entities.findIndex((e) => e.name === entity),
      attribute,
      template
    },
    `${entity}-${attribute}`
  );

describe('LessonSession', () => {
  it("opens the step's starting design in the studio, checked at once, and visits it", async () => {
    const { s, studio, store, links, steps } = await session();
    expect(s.index).toBe(0);
    expect(studio.design).toBe(steps[0]!.start);
    expect(studio.label).toBe('Lesson: Keys for a multiplayer game, step 1');
    // The step's six checks, then the two every step runs.
    expect(s.outcomes?.map((o) => o.pass)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true
    ]);
    expect(store.calls).toEqual(['visit composite-key']);
    expect(links).toEqual(['#lesson=gaming-keys&step=1']);
  });

  it("opens where the learner left off, or at a link's step", async () => {
    const record = passStep(null, 'gaming-keys', 'composite-key', IDS, 5);
    const left = await session({ record: visitStep(record, 'gaming-keys', 'item-collection', 6) });
    expect(left.s.index).toBe(2);
    expect(left.s.summary.passed).toEqual([true, false, false, false]);
    const linked = await session({ record, step: 3 });
    expect(linked.s.index).toBe(3);
    expect(linked.studio.design).toBe(linked.steps[3]!.start);
  });

  it('runs the checks only after the edits pause, then passes the step once', async () => {
    const { s, studio, timers, store } = await session();
    studio.apply({ kind: 'set-sort-key', table: 0, sortKey: { name: 'SK', type: 'S' } });
    const off = s.watch(studio.design);
    // Nothing yet: the edit's own update is not where checks run.
    expect(s.outcomes?.map((o) => o.pass)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true
    ]);
    expect(timers.pending.map((t) => t.ms)).toEqual([CHECK_DELAY_MS]);
    // Another keystroke before the delay replaces the pending run.
    off();
    tpl(studio, 'UserGameMapping', 'SK', 'USER#${username}');
    s.watch(studio.design);
    expect(timers.pending).toHaveLength(1);
    timers.run();
    // The mapping's checks pass, but User and Game items have no sort key: not done.
    expect(s.outcomes?.map((o) => o.pass)).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
      false,
      true
    ]);
    expect(s.allPass).toBe(false);
    expect(s.summary.passed).toEqual([false, false, false, false]);
    tpl(studio, 'User', 'SK', 'PROFILE#${username}');
    tpl(studio, 'Game', 'SK', 'GAME#${gameId}');
    s.watch(studio.design);
    timers.run();
    expect(s.outcomes?.map((o) => o.pass)).toEqual(Array(8).fill(true));
    expect(s.allPass).toBe(true);
    expect(s.summary.passed).toEqual([true, false, false, false]);
    await Promise.resolve();
    expect(store.calls).toEqual([
      'visit composite-key',
      'draft composite-key kept',
      'pass composite-key',
      'draft composite-key kept'
    ]);
    // Evaluating again (an unrelated edit) writes nothing more.
    tpl(studio, 'User', 'SK', 'PROFILE#${email}');
    s.watch(studio.design);
    timers.run();
    expect(store.calls.filter((c) => c.startsWith('pass'))).toHaveLength(1);
    // The same design again schedules nothing.
    s.watch(studio.design);
    expect(timers.pending).toHaveLength(0);
  });

  it("keeps the learner's work on each step while moving between steps; reset starts it over", async () => {
    const { s, studio, steps, links } = await session();
    tpl(studio, 'Game', 'PK', 'MATCH#${gameId}');
    const mine = studio.design;
    expect(s.act({ type: 'next' })).toBe(true);
    expect(studio.design).toBe(steps[1]!.start);
    expect(s.presenter.step).toBe(1);
    s.act({ type: 'previous' });
    expect(studio.design).toBe(mine);
    s.act({ type: 'reset-step' });
    expect(studio.design).toBe(steps[0]!.start);
    s.act({ type: 'next' });
    s.act({ type: 'previous' });
    expect(studio.design).toBe(steps[0]!.start);
    // Past either end nothing happens.
    expect(s.act({ type: 'previous' })).toBe(false);
    s.go(3);
    expect(s.act({ type: 'next' })).toBe(false);
    expect(links.at(-1)).toBe('#lesson=gaming-keys&step=4');
  });

  it('keeps what the learner left on a step with the progress: a later visit opens it so; starting the step again forgets it', async () => {
    const { s, studio, timers, store } = await session();
    tpl(studio, 'Game', 'PK', 'MATCH#${gameId}');
    s.watch(studio.design);
    timers.run();
    await Promise.resolve();
    expect(store.calls.at(-1)).toBe('draft composite-key kept');
    // The solution shown is never kept as the learner's.
    s.act({ type: 'toggle-solution' });
    await Promise.resolve();
    expect(store.calls.filter((c) => c.startsWith('draft'))).toHaveLength(1);
    s.act({ type: 'toggle-solution' });

    // A new visit (a reload) from what the store holds: the step as the learner left it.
    const again = await session({ record: store.record });
    expect(again.studio.design!.entities.find((e) => e.name === 'Game')!.keys['PK']).toBe(
      'MATCH#${gameId}'
    );
    // Nothing to write for a step opened as it was left.
    expect(again.store.calls).toEqual(['visit composite-key']);
    again.s.act({ type: 'reset-step' });
    await Promise.resolve();
    expect(again.store.calls.slice(1)).toContain('draft composite-key forgotten');
    expect(again.store.record!.drafts).toEqual([]);
    expect(again.studio.design).toBe(again.steps[0]!.start);
  });

  it('ignores a kept draft that is not a design, or is for a step the lesson no longer has', async () => {
    const base = visitStep(null, 'gaming-keys', 'composite-key', 5);
    const record = keepDraft(
      keepDraft(base, 'gaming-keys', 'composite-key', '{"format": "keyscope.design", ', 6),
      'gaming-keys',
      'a-step-since-removed',
      '{}',
      7
    );
    const { studio, steps } = await session({ record });
    expect(studio.design).toBe(steps[0]!.start);
  });

  it("shows the solution with the learner's design set aside, and never passes on it", async () => {
    const { s, studio, steps, store } = await session();
    tpl(studio, 'Game', 'PK', 'MATCH#${gameId}');
    const mine = studio.design;
    s.act({ type: 'toggle-solution' });
    expect(s.solutionShown).toBe(true);
    expect(studio.design).toBe(steps[0]!.solution);
    expect(studio.label).toMatch(/step 1 \(solution\)$/);
    expect(s.allPass).toBe(true);
    expect(s.summary.passed[0]).toBe(false);
    await Promise.resolve();
    expect(store.calls.some((c) => c.startsWith('pass'))).toBe(false);
    s.act({ type: 'toggle-solution' });
    expect(studio.design).toBe(mine);
    // Moving on while the solution shows keeps the learner's design, not the solution.
    s.act({ type: 'toggle-solution' });
    s.act({ type: 'next' });
    s.act({ type: 'previous' });
    expect(studio.design).toBe(mine);
    expect(s.solutionShown).toBe(false);
  });

  it('reveals the hint and runs the timer from its clock', async () => {
    let now = 0;
    const { s } = await session({ now: () => now });
    s.act({ type: 'toggle-hint' });
    expect(s.presenter.hintShown).toBe(true);
    s.act({ type: 'toggle-timer' });
    now = 65_000;
    s.act({ type: 'toggle-timer' });
    expect(s.presenter.timerBanked).toBe(65_000);
    s.act({ type: 'next' });
    expect(s.presenter.hintShown).toBe(false);
  });

  it('starts the lesson over: progress forgotten, step 1 from its start', async () => {
    const { s, studio, timers, store, steps } = await session();
    studio.apply({ kind: 'set-sort-key', table: 0, sortKey: { name: 'SK', type: 'S' } });
    tpl(studio, 'UserGameMapping', 'SK', 'USER#${username}');
    s.watch(studio.design);
    timers.run();
    s.go(2);
    await s.startOver();
    expect(s.index).toBe(0);
    expect(studio.design).toBe(steps[0]!.start);
    expect(s.summary.passedCount).toBe(0);
    expect(store.calls.slice(-2)).toEqual(['reset gaming-keys', 'visit composite-key']);
  });

  it('says when progress cannot be saved, and keeps it for the visit', async () => {
    const { s, studio, timers } = await session({ progress: recordingStore(true) });
    studio.apply({ kind: 'set-sort-key', table: 0, sortKey: { name: 'SK', type: 'S' } });
    tpl(studio, 'UserGameMapping', 'SK', 'USER#${username}');
    tpl(studio, 'User', 'SK', 'PROFILE#${username}');
    tpl(studio, 'Game', 'SK', 'GAME#${gameId}');
    s.watch(studio.design);
    timers.run();
    await new Promise((r) => setTimeout(r, 0));
    expect(s.problem).toMatch(
      /^Progress is not saved: The browser’s storage for Keyscope is full\./
    );
    expect(s.summary.passed[0]).toBe(true);
  });

  it('keeps no address for a lesson from a file, and clears it when a linked lesson closes', async () => {
    const file = await session({ linkable: false });
    expect(file.links).toEqual([]);
    expect(file.s.link('https://example.org/')).toBeNull();
    const built = await session();
    expect(built.s.link('https://example.org/app/')).toBe(
      'https://example.org/app/#lesson=gaming-keys&step=1'
    );
    built.s.dispose();
    expect(built.links.at(-1)).toBeNull();
  });

  it('waits with the checks while the design is too large for the page', async () => {
    const { s, studio, timers } = await session();
    const perEntity = Math.ceil(WORKER_THRESHOLD / 2);
    studio.replace(generateDesignItems(studio.design!, perEntity, 7));
    expect(studio.useWorker).toBe(true);
    s.watch(studio.design);
    timers.run();
    expect(s.outcomes).toBeNull();
    expect(s.paused).toMatch(/analysed in the background/);
    // Generating 20k items takes seconds on a loaded machine; the bound only ends a hung test.
  }, 60_000);
});
