/** A change to the library made by some tab, as other tabs hear of it. */
export interface LibraryChange {
  readonly kind: 'created' | 'saved' | 'renamed' | 'deleted' | 'restored' | 'purged';
  readonly id: string;
  /** The entry's revision after the change. */
  readonly revision: number;
  /** Which tab made it (its library instance). */
  readonly tab: string;
}

const KINDS = new Set(['created', 'saved', 'renamed', 'deleted', 'restored', 'purged']);

/** The part of BroadcastChannel the library uses, so tests and old browsers can stand in. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/**
 * Tells the other tabs of this origin what changed in the library (BroadcastChannel), and this
 * tab what they changed. Messages come from other builds too, so each is checked before use.
 * Without BroadcastChannel it stays silent; revisions still catch conflicts when saving.
 *
 * @example
 * const channel = new LibraryChannel('keyscope-library', tabId);
 * channel.listen((c) => c.id === openId && c.revision > myRevision && showConflict());
 */
export class LibraryChannel {
  private readonly channel: ChannelLike | null;
  private readonly listeners = new Set<(change: LibraryChange) => void>();

  constructor(
    name: string,
    readonly tab: string,
    create: (name: string) => ChannelLike | null = (n) =>
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(n) : null
  ) {
    this.channel = create(name);
    if (this.channel)
      this.channel.onmessage = (event) => {
        const change = readChange(event.data);
        if (change && change.tab !== tab) for (const l of this.listeners) l(change);
      };
  }

  post(kind: LibraryChange['kind'], id: string, revision: number): void {
    this.channel?.postMessage({ kind, id, revision, tab: this.tab } satisfies LibraryChange);
  }

  listen(listener: (change: LibraryChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.listeners.clear();
    this.channel?.close();
  }
}

function readChange(data: unknown): LibraryChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, id, revision, tab } = data as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null;
  if (typeof id !== 'string' || typeof tab !== 'string') return null;
  if (typeof revision !== 'number' || !Number.isSafeInteger(revision)) return null;
  return { kind: kind as LibraryChange['kind'], id, revision, tab };
}
