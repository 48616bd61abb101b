import type { LessonLoadResult } from '../../core/lessons/load-lesson.ts';
import { openDeadlineFinding } from '../analysis/open-deadline.ts';
import { WorkerJob } from '../analysis/worker-job.ts';

/** A lesson file being read: its result (null when cancelled), and how to stop it. */
export interface LessonRead {
  readonly result: Promise<LessonLoadResult | null>;
  cancel(): void;
}

/** Reads a lesson file somewhere other than the page's main thread. */
export type ReadLesson = (file: Blob, label: string) => LessonRead;

/**
 * Read lesson files in a worker of their own each (`lessonRequest`), with Cancel and the open
 * deadline (`WorkerJob`): a hostile lesson file never holds the page, as a design file never
 * does. A lesson is read whole and sent back; its examples are fetched and loaded on the page
 * (`resolveLesson`), since they are the app's own.
 *
 * @example
 * const read = readLessonInWorker(createAnalysisWorker)(file, file.name);
 * const loaded = await read.result; // null when cancelled
 */
export function readLessonInWorker(factory: () => Worker): ReadLesson {
  return (file, label) =>
    new WorkerJob<LessonLoadResult>(
      factory,
      { kind: 'lesson', id: 1, file, label },
      {
        answer: (reply) => (reply.kind === 'lesson' ? reply.result : undefined),
        failed: (why) => ({
          ok: false,
          findings: [
            {
              severity: 'error',
              code: 'lesson.load',
              path: '$',
              message: `${label} could not be read: ${why || 'the worker reading it stopped'}; nothing was opened — try again`
            }
          ]
        }),
        late: () => ({
          ok: false,
          findings: [
            openDeadlineFinding(
              label,
              'check it with the command line (keyscope lesson), or ask for the lesson again'
            )
          ]
        })
      }
    );
}
