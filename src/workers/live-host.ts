import {
  openLiveConnection,
  type ConnectionPlace,
  type LiveConnection
} from '../live/live-connection.ts';
import { errorToWire } from '../live/wire-error.ts';
import { itemsToBlob } from './items-text.ts';
import type { ReadEvent } from '../live/read-events.ts';
import type { LiveReply, LiveRequest } from './live-messages.ts';
import { nextTask } from './next-task.ts';

/** A read under way: its stop, and the page's word that it took the last event. */
interface Reading {
  readonly controller: AbortController;
  taken: (() => void) | null;
  /** The page left the read's loop: nothing more is sent, nor waited for. */
  dropped: boolean;
}

/**
 * The live worker's side of a connection: it holds the read-only client and the credentials
 * (in memory, until the page lets the worker go), answers the page's questions and streams a
 * read's events, each after the page took the one before, so the reader never runs more than a
 * page ahead of the page (as `readItems` itself never runs ahead of its caller). Why a worker:
 * the SDK turns each response into objects in one task, 20–25 ms of CPU for a page of 256 KB,
 * and on two busy cores a task that size on the page's thread took 50–95 ms.
 */
export class LiveHost {
  #connection: LiveConnection | null = null;
  #refused: string | null = null;
  // Work under way by message id: plumbing, not state anything renders.
  #running = new Map<number, Reading>();

  constructor(
    private readonly post: (reply: LiveReply) => void,
    /** The probe, origin or a test's transport the connection is made with. */
    private readonly place: ConnectionPlace = {}
  ) {}

  handle(request: LiveRequest): void {
    switch (request.kind) {
      case 'open':
        try {
          this.#connection = openLiveConnection(request.target, request.credentials, {
            ...this.place,
            ...(request.origin ? { origin: request.origin } : {})
          });
        } catch (e) {
          this.#refused = e instanceof Error ? e.message : String(e);
          this.post({ kind: 'refused', message: this.#refused });
        }
        return;
      case 'close':
        return this.close();
      case 'credentials':
        return this.#connection?.setCredentials(request.credentials);
      case 'take': {
        const reading = this.#running.get(request.id);
        const taken = reading?.taken;
        if (reading) reading.taken = null;
        return taken?.();
      }
      case 'abort':
        return this.#running.get(request.id)?.controller.abort();
      case 'drop': {
        const reading = this.#running.get(request.id);
        if (!reading) return;
        reading.dropped = true;
        reading.controller.abort();
        return reading.taken?.();
      }
    }
    const connection = this.#connection;
    if (!connection) {
      const message = this.#refused ?? 'the live worker has no connection';
      return this.post({
        kind: 'failed',
        id: request.id,
        error: { kind: 'other', name: 'Error', message }
      });
    }
    const controller = new AbortController();
    const reading: Reading = { controller, taken: null, dropped: false };
    this.#running.set(request.id, reading);
    const work =
      request.kind === 'list'
        ? connection.listTables(controller.signal).then((value) => this.#answer(request.id, value))
        : request.kind === 'describe'
          ? connection
              .describe(request.table, controller.signal)
              .then((value) => this.#answer(request.id, value))
          : this.#read(
              request.id,
              // The SDK parses a response in one task and the page is made in the next, so a
              // Stop or a drop that arrived meanwhile takes effect before the page is made.
              connection.read(request.source, {
                ...request.options,
                signal: controller.signal,
                yieldTask: () => new Promise<void>((resolve) => nextTask(resolve))
              }),
              reading
            );
    work
      .catch((e: unknown) => this.post({ kind: 'failed', id: request.id, error: errorToWire(e) }))
      .finally(() => this.#running.delete(request.id));
  }

  /** Let the connection go: its credentials cleared, its client closed, reads stopped. */
  close(): void {
    for (const reading of this.#running.values()) reading.controller.abort();
    this.#connection?.close();
    this.#connection = null;
  }

  #answer(id: number, value: unknown): void {
    this.post({ kind: 'answer', id, value });
  }

  async #read(id: number, events: AsyncGenerator<ReadEvent>, reading: Reading): Promise<void> {
    // After a Stop the reader still sends what it read before it stopped, then its end: the
    // end's cursor counts those pages, so the page takes them all.
    for await (const event of events) {
      if (reading.dropped) return; // leaving the loop stops the reader
      const taken = new Promise<void>((resolve) => (reading.taken = resolve));
      this.post(
        event.kind === 'page'
          ? { kind: 'event', id, event: { ...event, items: [] }, items: itemsToBlob(event.items) }
          : { kind: 'event', id, event }
      );
      if (event.kind !== 'end') await taken;
    }
    if (!reading.dropped) this.post({ kind: 'ended', id });
  }
}
