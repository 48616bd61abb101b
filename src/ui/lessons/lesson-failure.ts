import type { Finding } from '../../core/model/finding.ts';

/** A lesson that could not be opened, and why, finding by finding. */
export interface LessonFailure {
  readonly label: string;
  readonly findings: readonly Finding[];
}
