import type { WorkerReply, WorkerRequest } from './analysis-messages.ts';
import type { ReadBlob } from './design-input.ts';
import { lessonRequest } from './lesson-request.ts';
import { readRequest } from './read-request.ts';

/** The requests a worker of its own answers once, reading one input whole for the page. */
export type ReadingRequest = Extract<WorkerRequest, { kind: 'read' | 'lesson' }>;

/**
 * The reply to a request that reads one input whole for the page: a share link or small design
 * (`readRequest`), or a lesson file (`lessonRequest`). Neither touches the design the host holds.
 *
 * @example
 * host.post(await readReply({ kind: 'lesson', id: 1, file, label: 'mine.json' }, read));
 */
export async function readReply(
  request: ReadingRequest,
  read: ReadBlob | null
): Promise<WorkerReply> {
  const { id, label } = request;
  if (request.kind === 'lesson')
    return { id, kind: 'lesson', result: lessonRequest(request.file, label, read) };
  return { id, kind: 'read', result: await readRequest(request.what, label, read) };
}
