// The page's messages to the live worker and its replies (live.worker.ts, live-host.ts).
import type { AwsCredentials } from '../core/credentials/aws-credentials.ts';
import type { LiveTarget } from '../live/live-target.ts';
import type { ReadEvent, ReadOptions, ReadSource } from '../live/read-events.ts';
import type { WireError } from '../live/wire-error.ts';

/** What of `ReadOptions` crosses to the worker: data only (its signal is `abort`, below). */
export type WireReadOptions = Pick<
  ReadOptions,
  'consistentRead' | 'limits' | 'budget' | 'pageSize' | 'pageBytes' | 'resume'
>;

export type LiveRequest =
  | {
      readonly kind: 'open';
      readonly target: LiveTarget;
      readonly credentials: AwsCredentials | 'emulator';
      readonly origin?: string;
    }
  | { readonly kind: 'credentials'; readonly credentials: AwsCredentials }
  | { readonly kind: 'list'; readonly id: number }
  | { readonly kind: 'describe'; readonly id: number; readonly table: string }
  | {
      readonly kind: 'read';
      readonly id: number;
      readonly source: ReadSource;
      readonly options: WireReadOptions;
    }
  /** The page took the read's last event: the reader may go on (it runs one page ahead at most). */
  | { readonly kind: 'take'; readonly id: number }
  /** Stop a list, a description or a read (its signal aborted): a read still sends its end. */
  | { readonly kind: 'abort'; readonly id: number }
  /** The page left a read's loop early: stop it and send nothing more. */
  | { readonly kind: 'drop'; readonly id: number }
  /** Disconnect: reads stop (each still sends its end), the credentials are cleared. */
  | { readonly kind: 'close' };

export type LiveReply =
  | { readonly kind: 'answer'; readonly id: number; readonly value: unknown }
  | { readonly kind: 'failed'; readonly id: number; readonly error: WireError }
  /** A read's event; a page's items come as `items`, a Blob of their text (itemsToBlob), not in it. */
  | {
      readonly kind: 'event';
      readonly id: number;
      readonly event: ReadEvent;
      readonly items?: Blob;
    }
  /** A read's events are all sent. */
  | { readonly kind: 'ended'; readonly id: number }
  /** The connection could not be made (the target refused): every question fails with it. */
  | { readonly kind: 'refused'; readonly message: string };
