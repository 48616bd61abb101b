import type { ExampleEntry } from './open/load-example-index.ts';
import type { LibraryOptions } from '../store/design-library.ts';
import type { LibraryStartOptions } from './library/library-start-options.ts';
import { LibraryState } from './library/library-state.svelte.ts';
import { DesignOpener, type Address } from './open/design-opener.svelte.ts';
import { tabMemory } from './library/tab-memory.ts';
import { StudioState } from './studio/studio-state.svelte.ts';
import { AnalysisWorkerState } from './analysis/analysis-worker.svelte.ts';
import { ShellState } from './shell/shell-state.svelte.ts';
import { ThemeState } from './shell/theme.svelte.ts';
import { shortcutFor } from './shell/shortcuts.ts';
import { nextPane } from './shell/next-pane.ts';
import { SavedReads } from './live/saved-reads.svelte.ts';
import { LiveState } from './live/live-state.svelte.ts';
import { LessonHost } from './lessons/lesson-host.svelte.ts';
import { readLessonInWorker } from './lessons/read-lesson-in-worker.ts';
import type { LessonHostOptions } from './lessons/lesson-host-options.ts';

type StorageKind = 'localStorage' | 'sessionStorage';

/** What the studio is built from; every part but the first two defaults to the browser's. */
export interface StudioAppOptions {
  /** Fetches examples, links and lessons. */
  readonly fetchFn: typeof fetch;
  /** The example designs (their index may still be loading). */
  readonly examples: () => readonly ExampleEntry[];
  /** The analysis worker state (default: one on the real Web Worker). */
  readonly worker?: AnalysisWorkerState;
  /** The window's width (default: `window.innerWidth`). */
  readonly windowWidth?: () => number;
  /** localStorage or sessionStorage, or null where reading it throws. */
  readonly storage?: (kind: StorageKind) => Storage | null;
  /** The `prefers-color-scheme: dark` query, or null where there is none. */
  readonly colorScheme?: () => MediaQueryList | null;
  /** The address bar (default: `location` and `history`). */
  readonly address?: Address;
  /** Whether the browser keeps the library's storage (default: `navigator.storage`). */
  readonly persistence?: LibraryStartOptions['storage'];
  /** The library's database (default: the studio's own). */
  readonly library?: LibraryOptions;
  /** Large files open in the worker (default: unless built with VITE_OPEN_ON_PAGE=1). */
  readonly openInWorker?: boolean;
  /** The page whose leaving and showing the studio hears (default: `window`). */
  readonly page?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The lessons' progress store and address bar; injected in tests. */
  readonly lessons?: Pick<LessonHostOptions, 'openStore' | 'setLink'>;
}

/** What App shows a shortcut's result on: the quick jump box and the shortcuts sheet. */
export interface ShortcutTargets {
  readonly sheet?: { show(): void };
  readonly jumpBox?: { show(): unknown };
  readonly document: Document;
}

/** localStorage or sessionStorage, or null where reading it throws (sandboxed frames, disabled storage). */
function browserStorage(kind: StorageKind): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

const browserAddress: Address = {
  hash: () => location.hash,
  replace: (hash) => history.replaceState(null, '', hash || location.pathname + location.search)
};

/**
 * The studio's composition root: builds its state objects in order and wires them to each other,
 * in one place. App calls it once, provides its contexts and renders.
 */
export function createStudioApp(options: StudioAppOptions) {
  const { fetchFn } = options;
  const storage = options.storage ?? browserStorage;
  const windowWidth = options.windowWidth ?? (() => window.innerWidth);
  const page = options.page ?? window;
  const worker = options.worker ?? new AnalysisWorkerState();
  const studio = new StudioState(worker);
  const shell = new ShellState(windowWidth());
  const live = new LiveState(
    studio,
    worker,
    shell,
    page,
    undefined,
    new SavedReads(storage('sessionStorage'))
  );
  const colorScheme =
    options.colorScheme ??
    (() => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null));
  const theme = new ThemeState(storage('localStorage'), colorScheme());
  const lessons = new LessonHost({
    studio,
    shell,
    fetchFn: (...args) => fetchFn(...args),
    examples: options.examples,
    readLesson: readLessonInWorker(() => worker.spawn()),
    windowWidth,
    ...options.lessons
  });

  // The design library: every opened design is kept and autosaved (src/ui/library).
  const library = new LibraryState();
  const memory = tabMemory(storage('sessionStorage'));
  // Read before anything is opened (opening writes it).
  const remembered = memory.read();
  const opener = new DesignOpener(
    studio,
    library,
    options.address ?? browserAddress,
    (input, init) => fetchFn(input, init),
    // Large files open in the worker. A build with VITE_OPEN_ON_PAGE=1 opens every one on the
    // page instead, as before (bench:open's baseline).
    (options.openInWorker ?? import.meta.env.VITE_OPEN_ON_PAGE !== '1') ? worker : null
  );
  // A lesson link in the address is the lessons', a live link the live state's; a design opened
  // by other means ends a lesson.
  opener.hooks = {
    lessonLink: (hash) => lessons.openFromHash(hash),
    liveLink: (hash) => live.links.open(hash),
    opened: () => lessons.leave()
  };
  // A design opened in the worker has its stored text written there.
  const libraryReady = library.start({
    storage: options.persistence ?? navigator.storage,
    remoteText: (design) => worker.designText(design),
    ...(options.library ? { library: options.library } : {})
  });
  // A live table's designs are shown, never stored: the library lets go of the design open
  // before; the inferred design opened as the user's own is a new library design.
  live.hooks = {
    showing: () => void opener.release(),
    adopt: (design, label) => opener.openDesign(design, label)
  };

  // Leaving the page (beforeunload, before the next page is asked for): what the library has
  // not saved is saved, which may need the worker, then the worker is ended, so its heap is
  // torn down while the next page loads (AnalysisWorkerState.leave). A page kept for the back
  // button has it rebuilt when shown again.
  page.addEventListener('beforeunload', () => {
    const leave = () => worker.leave();
    void library.flush().then(leave, leave);
  });
  page.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) worker.back();
  });

  let started = false;
  /** Once: open what the address or this tab's memory says (see DesignOpener.start). */
  async function start(entries: readonly ExampleEntry[]): Promise<void> {
    await libraryReady;
    if (started) return;
    started = true;
    await opener.start(entries, remembered);
  }

  /** The studio's keyboard shortcuts (see shortcutFor); handled ones are not the browser's. */
  function keydown(event: KeyboardEvent, targets: ShortcutTargets): void {
    const action = shortcutFor(event);
    if (!action) return;
    if (action === 'shortcuts') targets.sheet?.show();
    else if (action === 'save') void library.flush();
    else if (action === 'next-pane' || action === 'previous-pane') {
      nextPane(targets.document, action === 'next-pane' ? 1 : -1)?.focus();
    } else if (!studio.design) return;
    else if (action === 'quick-jump') void targets.jumpBox?.show();
    else if (action === 'undo') studio.undo();
    else studio.redo();
    event.preventDefault();
  }

  return {
    worker,
    studio,
    shell,
    live,
    theme,
    lessons,
    library,
    memory,
    opener,
    /** Resolves once the library is open (it never rejects). */
    libraryReady,
    start,
    keydown
  };
}

/** The studio's objects, wired (see createStudioApp). */
export type StudioApp = ReturnType<typeof createStudioApp>;
