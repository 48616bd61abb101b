import { DEFAULT_READ_LIMITS } from '../../core/reading/read-limits.ts';
import { decodeLiveLink } from '../../core/result-sets/decode-live-link.ts';
import type { LiveLink, LiveLinkTarget } from '../../core/result-sets/live-link.ts';
import { sourceOfLink } from '../../core/result-sets/source-of-link.ts';
import { cutText } from '../../core/text/cut-text.ts';
import { linkTargetOf } from './link-target-of.ts';
import type { TableDescription } from '../../core/table-description/table-description.ts';
import type { LiveConnection } from './live-api.ts';
import type { LiveLoad, LoadSettings } from './live-load.svelte.ts';
import { suggestedBudget } from './suggested-budget.ts';
import type { SavedRead } from '../../core/result-sets/saved-read.ts';

/** What following a link needs of the live state (LiveState), named here so neither imports the other. */
export interface LinkReader {
  readonly connection: LiveConnection | null;
  readonly tables: readonly string[];
  readonly description: TableDescription | null;
  choose(table: string): Promise<void>;
  start(settings: LoadSettings, from?: SavedRead): LiveLoad | null;
  ask(mode: 'connect'): void;
}

/**
 * `#live=` links opened in this tab: a link names where to read and what, never who reads, so
 * opening one asks the user to connect (the dialog filled in with the link's target) and the read
 * runs once they have: a new result set, beside the others.
 */
export class LiveLinks {
  /** The link waiting for a connection. */
  pending = $state.raw<LiveLink | null>(null);
  /** The place saved before a reload the pending link reads on from, if it does. */
  from = $state.raw<SavedRead | null>(null);
  /** Why the last link could not be followed, with the fix. */
  problem = $state('');
  readonly #live: LinkReader;

  constructor(live: LinkReader) {
    this.#live = live;
  }

  /**
   * Take `hash` if it is a live link (true), and follow it now or once connected; `from`, a place
   * saved before a reload, to read on from there rather than from the start.
   */
  open(hash: string, from?: SavedRead): boolean {
    const decoded = decodeLiveLink(hash);
    if (!decoded) return false;
    const live = this.#live;
    this.problem = decoded.ok ? '' : decoded.error;
    this.pending = decoded.ok ? decoded.link : null;
    this.from = decoded.ok ? (from ?? null) : null;
    const connection = live.connection;
    if (decoded.ok && connection) {
      if (same(linkTargetOf(connection.target), decoded.link.target)) {
        void this.follow();
        return true;
      }
      this.pending = null;
      this.from = null;
      this.problem = `This live link reads at ${where(decoded.link.target)}, and this tab is connected to ${connection.target.label}: disconnect in the Live tab, then open the link again.`;
    }
    live.ask('connect');
    return true;
  }

  /**
   * Run the waiting link's read on the open connection: describe its table, rebuild the read
   * against the key schema as it is now, and start it with the default caps and the budget the
   * Load dialog would suggest. The set started, or null with `problem` (or the describe's) set.
   */
  async follow(): Promise<LiveLoad | null> {
    const link = this.pending;
    const live = this.#live;
    const connection = live.connection;
    if (!link || !connection) return null;
    const from = this.from ?? undefined;
    this.pending = null;
    this.from = null;
    if (!live.tables.includes(link.table)) {
      this.problem = `This live link cannot be read: ${connection.target.label} has no table "${cutText(link.table, 80)}"; check the link's region or endpoint.`;
      return null;
    }
    await live.choose(link.table);
    const description = live.description;
    if (!description || live.connection !== connection) return null;
    const source = sourceOfLink(link, description);
    if (!source.ok) {
      this.problem = source.error;
      return null;
    }
    return live.start(
      {
        source: source.source,
        budget: suggestedBudget(description, connection.target),
        limits: DEFAULT_READ_LIMITS,
        consistentRead: false
      },
      from
    );
  }
}

function same(a: LiveLinkTarget, b: LiveLinkTarget): boolean {
  if (a.kind === 'embedded' || b.kind === 'embedded') return a.kind === b.kind;
  if (a.kind === 'region' || b.kind === 'region') return a.kind === b.kind && a.region === b.region;
  // An endpoint link without a region reads wherever that endpoint is.
  return sameOrigin(a.endpoint, b.endpoint) && (!b.region || a.region === b.region);
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return a === b;
  }
}

function where(target: LiveLinkTarget): string {
  return target.kind === 'embedded'
    ? 'the embedded local table'
    : target.kind === 'region'
      ? target.region
      : cutText(target.endpoint, 80);
}
