import { decodeLessonLink } from '../../core/lessons/decode-lesson-link.ts';
import type { LessonIndexEntry } from '../../core/lessons/lesson-index.ts';
import type { Lesson } from '../../core/lessons/lesson.ts';
import { errorMessage } from './error-message.ts';
import { InspectorFold } from './inspector-fold.ts';
import type { ExampleEntry } from '../open/load-example-index.ts';
import type { LessonFailure } from './lesson-failure.ts';
import type { LessonHostOptions } from './lesson-host-options.ts';
import { LessonIndexState } from './lesson-index-state.svelte.ts';
import { LessonRecordsState } from './lesson-records-state.svelte.ts';
import { setLessonLink } from './set-lesson-link.ts';
import type { LessonDraft } from './lesson-draft.svelte.ts';
import type { LessonModule } from './lesson-module.ts';
import type { LessonSession } from './lesson-session.svelte.ts';
import type { LessonLoadResult } from '../../core/lessons/load-lesson.ts';
import { LessonFileReads } from './lesson-file-reads.svelte.ts';

/**
 * The studio's lessons: the built-in list and what the learner has done in each, opening a
 * lesson (built in, from a file or a link) into a `LessonSession`, writing one (`LessonDraft`),
 * and closing it. What opens a lesson — the loader, the checks, the panel — is loaded with
 * `import()` the first time one is opened, so the studio's first load does not carry it.
 */
export class LessonHost {
  /** The built-in lessons' list. */
  readonly index: LessonIndexState;
  /** What the learner has done in each lesson, and the store that keeps it. */
  readonly progress: LessonRecordsState;
  session = $state.raw<LessonSession | null>(null);
  draft = $state.raw<LessonDraft | null>(null);
  /** The lesson code, once loaded. */
  ui = $state.raw<LessonModule | null>(null);
  failure = $state.raw<LessonFailure | null>(null);
  /** What is being opened, for a status line. */
  opening = $state<string | null>(null);
  /** The picked lesson file being read in a worker, with Cancel. */
  readonly files: LessonFileReads;
  /** The lesson pane's width in CSS pixels. */
  width = $state(320);
  /** Settles once the last lesson link (`openFromHash`) has opened its step, or said why not. */
  linkOpened: Promise<void> = Promise.resolve();

  readonly #o: LessonHostOptions;
  readonly #fetch: typeof fetch;
  readonly #inspector: InspectorFold;
  #module: Promise<LessonModule> | null = null;
  #opens = 0;

  constructor(options: LessonHostOptions) {
    this.#o = options;
    this.#fetch = options.fetchFn ?? ((...a) => fetch(...a));
    this.index = new LessonIndexState(options.indexUrl ?? 'lessons/index.json', this.#fetch);
    this.progress = new LessonRecordsState(options.openStore);
    this.files = new LessonFileReads(options.readLesson);
    const windowWidth = () => options.windowWidth?.() ?? 1280;
    this.#inspector = new InspectorFold(options.shell, windowWidth);
    this.width = Math.round(Math.min(440, Math.max(280, windowWidth() * 0.24)));
  }

  /** The app's example designs (steps may start from them). */
  examples(): readonly ExampleEntry[] {
    return this.#o.examples();
  }

  /** A lesson pane is open (a lesson being taken or written). */
  get active(): boolean {
    return this.session !== null || this.draft !== null;
  }

  /** A lesson is being presented: presenter mode's room layout replaces the studio's. */
  get presenting(): boolean {
    return this.session?.presenting ?? false;
  }

  /**
   * Open a lesson link (`#lesson=<id>&step=<n>`). Returns false when the fragment is no lesson
   * link (the caller tries its own kinds); a link to a lesson or step that does not exist opens
   * nothing and says why.
   */
  openFromHash(hash: string): boolean {
    if (decodeLessonLink(hash, []) === null) return false;
    this.linkOpened = this.index.load().then(async (entries) => {
      const link = decodeLessonLink(hash, entries);
      if (!link) return;
      if (!link.ok) {
        this.failure = {
          label: 'the lesson link',
          findings: [{ severity: 'error', code: 'lesson.link', path: '$', message: link.message }]
        };
        return;
      }
      const current = this.session;
      if (current?.lesson.id === link.lessonId) {
        if (current.index !== link.step) current.go(link.step);
        return;
      }
      const entry = entries.find((e) => e.id === link.lessonId);
      if (entry) await this.openEntry(entry, link.step);
    });
    return true;
  }

  /** Open a built-in lesson, at `step` (from a link) or where the learner left it. */
  async openEntry(entry: LessonIndexEntry, step?: number): Promise<void> {
    await this.#open(entry.title, true, step, async (m) => {
      const url = `lessons/${entry.file}`;
      const response = await this.#fetch(url);
      if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
      // The app's own lessons are read on the page: they are small and trusted.
      return m.loadLessonBytes(new Uint8Array(await response.arrayBuffer()));
    });
  }

  /** Open a picked lesson file: refused by its size unread, else read in a worker (`files`). */
  async openFile(file: File): Promise<void> {
    const m = await this.#load();
    const tooLarge = m.lessonSizeRefusal(file.size);
    if (tooLarge) {
      this.failure = { label: file.name, findings: tooLarge.findings };
      return;
    }
    await this.#open(file.name, false, undefined, () => this.files.next(file));
  }

  /** Take the lesson being written as a learner would ("Try it"); the draft waits behind it. */
  async take(lesson: Lesson): Promise<void> {
    const m = await this.#load();
    const resolved = await m.resolveLesson(lesson, this.#examples(m));
    if (!resolved.ok) {
      this.failure = { label: lesson.title, findings: resolved.findings };
      return;
    }
    await this.#start(m, lesson, resolved.steps, false, 0, lesson);
  }

  /** Write a lesson: a new one from the open design, or (`lesson`) an existing one. */
  async write(lesson?: Lesson): Promise<void> {
    const m = await this.#load();
    const studio = this.#o.studio;
    const start = lesson ?? m.blankLesson('New lesson', studio.design ?? m.blankDesign());
    if (!studio.design) studio.open(m.blankDesign(), 'New design');
    this.#end();
    this.draft = new m.LessonDraft(start, this.#examples(m));
    this.#inspector.fold(this.width);
  }

  /**
   * End the lesson being taken; the studio keeps the design as it is. A lesson being written
   * stays: the pane goes back to it ("Back to writing" after "Try it").
   */
  closeLesson(): void {
    this.#end();
    if (!this.active) this.#inspector.unfold();
  }

  /** Stop writing the lesson (what was not exported is gone). */
  closeDraft(): void {
    this.draft = null;
    if (!this.active) this.#inspector.unfold();
  }

  /** Close the lesson pane altogether. */
  close(): void {
    this.#end();
    this.closeDraft();
  }

  /**
   * Another design was opened by other means (an example, a file, New design): the lesson being
   * taken ends. A lesson being written stays open: its steps are made from such designs.
   */
  leave(): void {
    if (this.session) this.closeLesson();
  }

  async #open(
    label: string,
    linkable: boolean,
    step: number | undefined,
    read: (m: LessonModule) => Promise<LessonLoadResult | null>
  ): Promise<void> {
    this.opening = label;
    this.failure = null;
    // The latest open wins: a file still being read stops; an earlier open ending later is void.
    this.files.cancel();
    const open = ++this.#opens;
    const stale = () => open !== this.#opens;
    try {
      const m = await this.#load();
      const loaded = await read(m);
      if (loaded === null || stale()) return; // cancelled, or replaced
      const r = await m.openLesson(loaded, label, this.#examples(m));
      if (stale()) return;
      if (!r.ok) {
        this.failure = { label: r.label, findings: r.findings };
        return;
      }
      await this.#start(m, r.lesson, r.steps, linkable, step, null);
    } catch (e) {
      this.failure = {
        label,
        findings: [{ severity: 'error', code: 'lesson.load', path: '$', message: errorMessage(e) }]
      };
    } finally {
      // An open that another replaced leaves the status line to it.
      if (open === this.#opens) this.opening = null;
    }
  }

  async #start(
    m: LessonModule,
    lesson: Lesson,
    steps: LessonSession['steps'],
    linkable: boolean,
    step: number | undefined,
    draft: Lesson | null
  ): Promise<void> {
    // A lesson being written keeps no progress: its steps change under it.
    const store = draft === null ? await this.progress.store() : null;
    const record = await this.progress.record(store, lesson.id);
    this.#end();
    this.session = new m.LessonSession({
      studio: this.#o.studio,
      lesson,
      steps,
      progress: store,
      record,
      linkable,
      drafted: draft !== null,
      setLink: this.#o.setLink ?? setLessonLink,
      ...(step !== undefined ? { step } : {})
    });
    this.#inspector.fold(this.width);
  }

  #end(): void {
    this.session?.dispose();
    this.session = null;
  }

  #examples(m: LessonModule) {
    return m.exampleSource(this.#o.examples(), this.#fetch);
  }

  #load(): Promise<LessonModule> {
    this.#module ??= import('./lesson-module.ts').then((m) => (this.ui = m.lessonModule));
    return this.#module;
  }
}
