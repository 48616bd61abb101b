import type { AwsCredentials } from '../../core/credentials/aws-credentials.ts';
import type { Design } from '../../core/model/design.ts';
import type { ReadProblem } from '../../core/reading/read-problem.ts';
import type { TableDescription } from '../../core/table-description/table-description.ts';
import type { CredentialsSummary } from '../../live/credentials-holder.ts';
import type { LiveTarget } from '../../live/live-target.ts';
import type { ShellState } from '../shell/shell-state.svelte.ts';
import type { AnalysisWorkerState } from '../analysis/analysis-worker.svelte.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import type { LiveConnection } from './live-api.ts';
import type { LiveLine } from './live-line.ts';
import type { LiveLoad, LoadSettings } from './live-load.svelte.ts';
import type { LiveProfile, ProfileSettings } from './live-profile.svelte.ts';
import { ResultSets } from './result-sets.svelte.ts';
import { LiveLinks } from './live-links.svelte.ts';
import { setOriginOf } from './set-origin-of.ts';
import { liveSetDesign } from '../../core/result-sets/live-set-design.ts';
import { nearLimitNow, type NearLimit } from './browser-memory.ts';
import { SavedReads } from './saved-reads.svelte.ts';
import type { SavedRead } from '../../core/result-sets/saved-read.ts';

/** The lazily loaded module: src/live (and the AWS SDK) and the load state. */
export type LiveApi = typeof import('./live-module.ts');

/** What the connect dialog should show when it opens. */
export type DialogMode = 'connect' | 'credentials' | 'load';

/**
 * The studio's live-table state: the connection (target and in-memory credentials), the
 * target's tables, the chosen table's description, and the loads as result sets with their designs. The
 * top bar's Connect control and the Live view share one instance (see live-context.ts).
 */
export class LiveState {
  api = $state.raw<LiveApi | null>(null);
  apiError = $state('');
  connection = $state.raw<LiveConnection | null>(null);
  /** Summary of the credentials held (never the secret or token). */
  credentials = $state.raw<CredentialsSummary | null>(null);
  connecting = $state(false);
  tables = $state.raw<readonly string[]>([]);
  chosen = $state('');
  description = $state.raw<TableDescription | null>(null);
  describing = $state(false);
  /** The last connect, list or describe failure, named plainly with its fix. */
  problem = $state.raw<ReadProblem | null>(null);
  /** Every load of this tab, each a result set beside the others (a closed one's place goes). */
  readonly sets = new ResultSets((set) => this.saved.drop(set));
  /** `#live=` links opened here: each asks to connect, then reads as a new set. */
  readonly links: LiveLinks = new LiveLinks(this);
  /** The whole-table profile, beside the load (neither replaces the other), and where it reads. */
  profile = $state.raw<LiveProfile | null>(null);
  profileTarget = $state('');
  /** Bumped to ask the Connect control to open its dialog in `mode`. */
  dialogRequest = $state.raw<{ mode: DialogMode; nonce: number } | null>(null);

  /**
   * What App ties to the rest of the studio: `showing` before a live design first takes the
   * studio's place (the library lets go of the design open before); `adopt` opens a design made
   * from the live items as the user's own (a new library design).
   */
  hooks: { showing?: () => void; adopt?: (design: Design, label: string) => Promise<void> } = {};

  #nonce = 0;
  #describeAbort: AbortController | null = null;

  constructor(
    readonly studio: StudioState,
    readonly worker: AnalysisWorkerState,
    readonly shell: ShellState,
    private readonly page: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
    /** Why loads should stop now (nearMemoryLimit over what this browser says of its memory). */
    private readonly nearLimit: NearLimit = nearLimitNow,
    /** Where this tab's loads had got to: kept across a reload (sessionStorage). */
    readonly saved: SavedReads = new SavedReads(null),
    /** Makes the live worker's line; a test's host in its own process instead. */
    private readonly line?: () => LiveLine
  ) {}

  /** The result set the studio's views show (the last one started, or the one chosen). */
  get load(): LiveLoad | null {
    return this.sets.active;
  }

  /** Load src/live (and the SDK) once: the first Connect pays for it, the studio's first load does not. */
  async openApi(): Promise<LiveApi | null> {
    if (this.api) return this.api;
    try {
      this.api = await import('./live-module.ts');
      this.apiError = '';
    } catch (e) {
      this.apiError = `The live-table code could not be loaded (${e instanceof Error ? e.message : String(e)}); reload the page and try again.`;
    }
    return this.api;
  }

  /** Open the Connect control's dialog. */
  ask(mode: DialogMode): void {
    this.dialogRequest = { mode, nonce: ++this.#nonce };
  }

  /** Connect and list the tables; false (with `problem` set) when that fails. */
  async connect(target: LiveTarget, credentials: AwsCredentials | 'emulator'): Promise<boolean> {
    const api = await this.openApi();
    if (!api) return false;
    this.disconnect();
    this.connecting = true;
    this.problem = null;
    let connection: LiveConnection;
    try {
      connection = api.openConnection(
        target,
        credentials,
        this.page,
        () => this.disconnect(),
        this.line
      );
    } catch (e) {
      this.connecting = false;
      this.problem = {
        kind: 'blocked',
        operation: 'ListTables',
        message: e instanceof Error ? e.message : String(e),
        fix: 'Change the endpoint or region.',
        resumable: false
      };
      return false;
    }
    try {
      const tables = await connection.listTables();
      this.connection = connection;
      this.credentials = connection.credentials();
      this.tables = tables;
      // A load comes next, and its items are analysed in the worker.
      this.worker.prepare();
      return true;
    } catch (e) {
      this.problem = await connection.problem(e, { operation: 'ListTables' });
      connection.close();
      return false;
    } finally {
      this.connecting = false;
    }
  }

  /** New credentials for the open connection (after an expiry); what loaded is kept. */
  renewCredentials(credentials: AwsCredentials): void {
    this.connection?.setCredentials(credentials);
    this.credentials = this.connection?.credentials() ?? null;
    if (this.problem?.kind === 'credentials') this.problem = null;
  }

  /** Stop reading, forget the credentials and close the client. What loaded stays in the studio. */
  disconnect(): void {
    this.sets.stop();
    this.#describeAbort?.abort();
    this.connection?.close();
    this.connection = null;
    this.credentials = null;
    this.tables = [];
    this.chosen = '';
    this.description = null;
    this.problem = null;
  }

  /** Describe a table of the target (the dialog shows it, the Load options read it). */
  async choose(table: string): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    this.#describeAbort?.abort();
    const controller = new AbortController();
    this.#describeAbort = controller;
    this.chosen = table;
    this.description = null;
    this.problem = null;
    this.describing = true;
    try {
      const description = await connection.describe(table, controller.signal);
      if (!controller.signal.aborted) this.description = description;
    } catch (e) {
      if (!controller.signal.aborted)
        this.problem = await connection.problem(e, { operation: 'DescribeTable', table });
    } finally {
      if (this.#describeAbort === controller) this.describing = false;
    }
  }

  /**
   * Start loading the described table as a new result set (the sets before it stay): the studio
   * shows its items as they arrive (from the first page on), and the design open before, if any,
   * stays at hand to lay over them. `from`: read on from a place saved before a reload.
   */
  start(settings: LoadSettings, from?: SavedRead): LiveLoad | null {
    const connection = this.connection;
    const description = this.description;
    const api = this.api;
    if (!api || !connection || !description || this.sets.running) return null;
    const previous = this.load?.designs;
    const authored: Design | null = previous?.bound
      ? previous.authored
      : this.studio.live
        ? (previous?.authored ?? null)
        : (this.studio.authored ?? previous?.authored ?? null);
    const { source } = settings;
    const empty = liveSetDesign(description, connection.target.label, source);
    const designs = new api.LiveDesigns(this.studio, this.worker, empty, empty.name, authored, () =>
      this.hooks.showing?.()
    );
    const load = new api.LiveLoad(
      settings,
      designs,
      setOriginOf(connection.target, description, source, from),
      {
        // Every set of the tab counts against its memory, not this one alone.
        nearLimit: () => this.nearLimit(this.sets.held(), settings.pastCapacity === true),
        place: (cursor) => this.saved.keep(load, cursor)
      }
    );
    if (from) this.saved.forget(from);
    this.sets.add(load);
    void load.run(connection, from?.cursor);
    return load;
  }

  /** Whether the load can go on: it stopped with a cursor, and the target it read is connected. */
  get canResume(): boolean {
    const load = this.load;
    return load?.resumable === true && this.connection?.target.label === load.origin.target;
  }

  /** Go on from where the load stopped (with raised caps, if given). */
  resume(limits?: LoadSettings['limits']): void {
    const load = this.load;
    const connection = this.connection;
    const cursor = load?.end?.cursor;
    if (!load || !connection || !cursor || !this.canResume) return;
    void load.run(connection, cursor, limits);
  }

  /** Profile the described table: aggregates of every item, none of the items kept. */
  startProfile(settings: Omit<ProfileSettings, 'table'>): LiveProfile | null {
    const { api, connection, description } = this;
    if (!api || !connection || !description || this.profile?.running) return null;
    const profile = new api.LiveProfile({ ...settings, table: api.designTable(description).table });
    this.profile = profile;
    this.profileTarget = connection.target.label;
    void profile.run(connection);
    return profile;
  }

  /** Go on with the profile from where it stopped, on the target it read. */
  resumeProfile(): void {
    const { profile, connection } = this;
    const cursor = profile?.end?.cursor;
    if (!profile?.resumable || !connection || !cursor) return;
    if (connection.target.label !== this.profileTarget) return;
    void profile.run(connection, cursor);
  }
}
