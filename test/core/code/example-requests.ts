// Every access pattern of every example (public/examples/index.json) as the request code sends,
// for the generators' sweeps.
import { readFileSync } from 'node:fs';
import { analyzeDesign, type DesignAnalysis } from '../../../src/core/analysis/analyze-design.ts';
import { patternRequest, type PatternRequest } from '../../../src/core/code/pattern-request.ts';
import type { AccessPattern, Design } from '../../../src/core/model/design.ts';
import { example } from '../../helpers/example.ts';

export interface ExampleRequest {
  /** `example: pattern name`, unique, for test titles and file names. */
  readonly label: string;
  readonly id: string;
  readonly design: Design;
  readonly analysis: DesignAnalysis;
  readonly pattern: AccessPattern;
  readonly request: PatternRequest;
}

/** The example ids, in the order of the index. */
export const EXAMPLE_IDS: readonly string[] = (
  JSON.parse(readFileSync('public/examples/index.json', 'utf8')) as { id: string }[]
).map((e) => e.id);

/** The requests of one example's patterns (every pattern is one request). */
export function exampleRequests(id: string): ExampleRequest[] {
  const design = example(id);
  const analysis = analyzeDesign(design);
  return design.accessPatterns.map((pattern) => {
    const request = patternRequest(analysis, pattern);
    if (typeof request === 'string') throw new Error(`${id}: ${request}`);
    return { label: `${id}: ${pattern.name}`, id, design, analysis, pattern, request };
  });
}

/** Every example's requests. */
export function allExampleRequests(): ExampleRequest[] {
  return EXAMPLE_IDS.flatMap(exampleRequests);
}
