import type { PatternRequest } from './pattern-request.ts';
import { awsCliCode } from './aws-cli-code.ts';
import { partiqlCode } from './partiql-code.ts';
import { pythonCode } from './python-code.ts';
import { typescriptCode } from './typescript-code.ts';

/** A language `keyscope code --lang` and the studio write an access pattern in. */
export interface CodeLanguage {
  /** What the language and its library are, for a list to pick from. */
  readonly label: string;
  /** The file name extension, without the dot, for a file to save the code in. */
  readonly extension: string;
  /** What starts a line comment in it: the header `keyscope code --all` puts before each pattern. */
  readonly lineComment: string;
  readonly generate: (request: PatternRequest) => string;
}

/**
 * Every language an access pattern can be written in, by the id `--lang` takes, in the order
 * they are offered. A new language is one line here.
 *
 * @example
 * CODE_LANGUAGES.get('ts')!.generate(request); // "// Keyscope access pattern: …"
 */
export const CODE_LANGUAGES: ReadonlyMap<string, CodeLanguage> = new Map<string, CodeLanguage>([
  [
    'ts',
    {
      label: 'TypeScript, @aws-sdk/client-dynamodb',
      extension: 'ts',
      lineComment: '//',
      generate: (r) => typescriptCode(r, 'client')
    }
  ],
  [
    'ts-document',
    {
      label: 'TypeScript, @aws-sdk/lib-dynamodb document client',
      extension: 'ts',
      lineComment: '//',
      generate: (r) => typescriptCode(r, 'document')
    }
  ],
  [
    'python',
    {
      label: 'Python, boto3 client',
      extension: 'py',
      lineComment: '#',
      generate: (r) => pythonCode(r, 'client')
    }
  ],
  [
    'python-resource',
    {
      label: 'Python, boto3 resource (Table)',
      extension: 'py',
      lineComment: '#',
      generate: (r) => pythonCode(r, 'resource')
    }
  ],
  ['aws-cli', { label: 'AWS CLI', extension: 'sh', lineComment: '#', generate: awsCliCode }],
  [
    'partiql',
    { label: 'PartiQL SELECT', extension: 'sql', lineComment: '--', generate: partiqlCode }
  ]
]);
