import { awsCliCode } from './aws-cli-code.ts';
import type { CodeContext, CodeRefusal } from './code-context.ts';
import { electroDbCode } from './electrodb-code.ts';
import { partiqlCode } from './partiql-code.ts';
import { pythonCode } from './python-code.ts';
import { toolboxCode } from './toolbox-code.ts';
import { typescriptCode } from './typescript-code.ts';

/** A language `keyscope code --lang` and the studio write an access pattern in. */
export interface CodeLanguage {
  /** What the language and its library are, for a list to pick from. */
  readonly label: string;
  /** The file name extension, without the dot, for a file to save the code in. */
  readonly extension: string;
  /** What starts a line comment in it: the header `keyscope code --all` puts before each pattern. */
  readonly lineComment: string;
  /**
   * The pattern as code, from its request (and, for a language that needs them, the design and
   * its analysis), or why the language cannot write it.
   */
  readonly generate: (context: CodeContext) => string | CodeRefusal;
}

/**
 * Every language an access pattern can be written in, by the id `--lang` takes, in the order
 * they are offered. A new language is one line here.
 *
 * @example
 * CODE_LANGUAGES.get('ts')!.generate({ request, design, analysis, pattern }); // "// Keyscope access pattern: …"
 */
export const CODE_LANGUAGES: ReadonlyMap<string, CodeLanguage> = new Map<string, CodeLanguage>([
  [
    'ts',
    {
      label: 'TypeScript, @aws-sdk/client-dynamodb',
      extension: 'ts',
      lineComment: '//',
      generate: ({ request }) => typescriptCode(request, 'client')
    }
  ],
  [
    'ts-document',
    {
      label: 'TypeScript, @aws-sdk/lib-dynamodb document client',
      extension: 'ts',
      lineComment: '//',
      generate: ({ request }) => typescriptCode(request, 'document')
    }
  ],
  [
    'python',
    {
      label: 'Python, boto3 client',
      extension: 'py',
      lineComment: '#',
      generate: ({ request }) => pythonCode(request, 'client')
    }
  ],
  [
    'python-resource',
    {
      label: 'Python, boto3 resource (Table)',
      extension: 'py',
      lineComment: '#',
      generate: ({ request }) => pythonCode(request, 'resource')
    }
  ],
  [
    'aws-cli',
    {
      label: 'AWS CLI',
      extension: 'sh',
      lineComment: '#',
      generate: ({ request }) => awsCliCode(request)
    }
  ],
  [
    'partiql',
    {
      label: 'PartiQL SELECT',
      extension: 'sql',
      lineComment: '--',
      generate: ({ request }) => partiqlCode(request)
    }
  ],
  [
    'electrodb',
    {
      label: 'TypeScript, ElectroDB entities (keyscope export --to electrodb)',
      extension: 'ts',
      lineComment: '//',
      generate: electroDbCode
    }
  ],
  [
    'toolbox',
    {
      label: 'TypeScript, DynamoDB-Toolbox entities (keyscope export --to toolbox)',
      extension: 'ts',
      lineComment: '//',
      generate: toolboxCode
    }
  ]
]);
