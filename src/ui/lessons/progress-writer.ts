import type { LessonProgress } from '../../core/lessons/progress/lesson-progress.ts';

/** The part of `LessonProgressStore` a lesson session writes through (a fake in unit tests). */
export interface ProgressWriter {
  visit(lessonId: string, stepId: string): Promise<LessonProgress>;
  pass(lessonId: string, stepId: string, stepIds: readonly string[]): Promise<LessonProgress>;
  draft(lessonId: string, stepId: string, text: string | null): Promise<LessonProgress>;
  reset(lessonId: string): Promise<void>;
}
