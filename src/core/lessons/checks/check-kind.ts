import type { DesignAnalysis } from '../../analysis/analyze-design.ts';
import type { Design } from '../../model/design.ts';

/**
 * What every kind of lesson check provides. A kind is one file in this folder and one entry in
 * `CHECK_KINDS` (check-registry.ts): its parameters (read from a lesson file and offered by the
 * authoring helpers, from the same list), a sentence saying what it asks, and the predicate.
 * @module
 */

/** The learner's design and its analysis, computed once for all of a step's checks. */
export interface CheckContext {
  readonly design: Design;
  readonly analysis: DesignAnalysis;
}

export interface CheckResult {
  readonly pass: boolean;
  /** A sentence for the learner: what the design does, and (failing) what to change. */
  readonly reason: string;
}

/** What a parameter names, so a file is read and an authoring form is filled the same way. */
export type CheckParameterType =
  | 'table'
  | 'index'
  | 'entity'
  | 'entities'
  | 'pattern'
  | 'attribute'
  | 'attributes'
  | 'count'
  | 'boolean'
  /** A key attribute's type: `S`, `N` or `B`. */
  | 'key-type';

export interface CheckParameter {
  readonly name: string;
  readonly type: CheckParameterType;
  readonly required: boolean;
  /** For the authoring form. */
  readonly label: string;
}

export interface CheckKind<C extends { readonly kind: string }> {
  readonly kind: C['kind'];
  /** The kind's name in the authoring menu. */
  readonly label: string;
  readonly parameters: readonly CheckParameter[];
  /** A problem with the parameters together (each alone already read fine), or null. */
  validate?(check: C): string | null;
  /** What the check asks, as a learner reads it in the step's list. */
  describe(check: C): string;
  evaluate(check: C, context: CheckContext): CheckResult;
}
