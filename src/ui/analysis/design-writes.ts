import type { Design } from '../../core/model/design.ts';
import type { ExportRequest } from '../../core/export/export-design.ts';
import type { ShareLinkResult } from '../../core/share/encode-share-link.ts';
import type { WorkerExport, WorkerReply } from '../../workers/analysis-messages.ts';
import type { WorkerChannel } from './worker-channel.ts';

/**
 * What needs every item of a design whose items only the analysis worker may hold — its stored
 * text, an export, a share link — written there. Each fails with the worker's message, or with
 * what was not done when the worker went away first.
 *
 * @example
 * const link = await new DesignWrites(channel).shareLink(design);
 */
export class DesignWrites {
  constructor(private readonly channel: Pick<WorkerChannel, 'askAbout'>) {}

  /** The design's native JSON text, written in the worker (its items may be held only there). */
  async designText(design: Design): Promise<Blob> {
    const reply = await this.channel.askAbout(design, (id, wire) => ({
      kind: 'design-text',
      id,
      wire
    }));
    if (reply?.kind === 'design-text') return reply.text;
    throw new Error(stopped(reply, 'the design was written'));
  }

  /** `exportDesign` run in the worker, its text a Blob. */
  async exportDesign(design: Design, request: ExportRequest): Promise<WorkerExport> {
    const reply = await this.channel.askAbout(design, (id, wire) => ({
      kind: 'export',
      id,
      wire,
      request
    }));
    if (reply?.kind === 'exported') return reply.result;
    throw new Error(stopped(reply, 'the export was written'));
  }

  /** `encodeShareLink` run in the worker. */
  async shareLink(design: Design): Promise<ShareLinkResult> {
    const reply = await this.channel.askAbout(design, (id, wire) => ({
      kind: 'share-link',
      id,
      wire
    }));
    if (reply?.kind === 'share-link') return reply.result;
    throw new Error(stopped(reply, 'the link was made'));
  }
}

function stopped(reply: WorkerReply | null, before: string): string {
  return reply?.kind === 'error' ? reply.message : `the analysis worker stopped before ${before}`;
}
