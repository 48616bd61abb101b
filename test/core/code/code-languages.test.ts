import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { CODE_LANGUAGES } from '../../../src/core/code/code-languages.ts';
import { patternRequest, type PatternRequest } from '../../../src/core/code/pattern-request.ts';
import { typescriptCode } from '../../../src/core/code/typescript-code.ts';
import { pythonCode } from '../../../src/core/code/python-code.ts';
import { awsCliCode } from '../../../src/core/code/aws-cli-code.ts';
import { partiqlCode } from '../../../src/core/code/partiql-code.ts';
import type { CodeContext } from '../../../src/core/code/code-context.ts';
import { electroDbCode } from '../../../src/core/code/electrodb-code.ts';
import { toolboxCode } from '../../../src/core/code/toolbox-code.ts';
import { example } from '../../helpers/example.ts';

const gaming = example('gaming');
const analysis = analyzeDesign(gaming);

function gamingRequest(): PatternRequest {
  const r = patternRequest(analysis, gaming.accessPatterns[3]!);
  if (typeof r === 'string') throw new Error(r);
  return r;
}

function gamingContext(): CodeContext {
  return { request: gamingRequest(), design: gaming, analysis, pattern: gaming.accessPatterns[3]! };
}

describe('CODE_LANGUAGES', () => {
  it.each([
    ['ts', typescriptCode(gamingRequest(), 'client')],
    ['ts-document', typescriptCode(gamingRequest(), 'document')],
    ['python', pythonCode(gamingRequest(), 'client')],
    ['python-resource', pythonCode(gamingRequest(), 'resource')],
    ['aws-cli', awsCliCode(gamingRequest())],
    ['partiql', partiqlCode(gamingRequest())],
    ['electrodb', electroDbCode(gamingContext())],
    ['toolbox', toolboxCode(gamingContext())]
  ])('%s writes its generator’s code', (id, code) => {
    expect(typeof code).toBe('string');
    expect(CODE_LANGUAGES.get(id)!.generate(gamingContext())).toBe(code);
  });

  it.each([...CODE_LANGUAGES])('%s has a label, an extension and a line comment', (_, l) => {
    expect(l.label).not.toBe('');
    expect(l.extension).toMatch(/^[a-z]+$/);
    expect(l.lineComment).not.toBe('');
  });

  it('names every language with an id --lang can take', () => {
    for (const id of CODE_LANGUAGES.keys()) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
