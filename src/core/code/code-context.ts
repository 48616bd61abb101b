import type { DesignAnalysis } from '../analysis/analyze-design.ts';
import type { AccessPattern, Design } from '../model/design.ts';
import type { PatternRequest } from './pattern-request.ts';

/**
 * What a language writes an access pattern from: the request every language shares, and the
 * design it comes from, for a language that needs more (the entity libraries import the module
 * `keyscope export` writes of the design, by the names it gives).
 */
export interface CodeContext {
  readonly request: PatternRequest;
  readonly design: Design;
  readonly analysis: DesignAnalysis;
  readonly pattern: AccessPattern;
}

/** Why a language cannot write a pattern, as a sentence that names the way it can be written. */
export interface CodeRefusal {
  readonly why: string;
}
