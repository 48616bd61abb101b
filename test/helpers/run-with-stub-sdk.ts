// Runs a generated TypeScript program in a context of its own, with the AWS SDK replaced by stubs
// that record what the program sends and answer with pages given by the test: the program's
// whole logic (parameters, keys, the paging loop, printing) without a network.
import { runInNewContext } from 'node:vm';
import { NumberValue } from '@aws-sdk/lib-dynamodb';
import ts from 'typescript';

/** What DynamoDB answers to one request: a Query page or a GetItem response. */
export type StubAnswer = Record<string, unknown>;

export interface StubRun {
  /** The configuration each DynamoDBClient was made with. */
  readonly configs: unknown[];
  /** The command name and input of each request, in order. */
  readonly sent: { command: string; input: Record<string, unknown> }[];
  readonly stdout: string[];
  readonly stderr: string[];
  readonly exitCode: number | undefined;
  /** Syntax errors TypeScript finds while transpiling. */
  readonly syntaxErrors: string[];
}

/**
 * Transpile `code` to CommonJS (reporting syntax errors), run it with stubbed SDK modules, and
 * resolve when it has written its last line (the consumed capacity, or the error it caught).
 */
export async function runWithStubSdk(code: string, answers: StubAnswer[]): Promise<StubRun> {
  const out = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    reportDiagnostics: true
  });
  const syntaxErrors = (out.diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n')
  );
  const run = {
    configs: [] as unknown[],
    sent: [] as StubRun['sent'],
    stdout: [] as string[],
    stderr: [] as string[],
    exitCode: undefined as number | undefined,
    syntaxErrors
  };
  const pending = [...answers];
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  class Command {
    constructor(readonly input: Record<string, unknown>) {}
  }
  const command = (name: string) => ({ [name]: class extends Command {} })[name]!;
  class DynamoDBClient {
    constructor(config: unknown) {
      run.configs.push(config);
    }
    async send(c: Command): Promise<StubAnswer> {
      run.sent.push({ command: c.constructor.name, input: c.input });
      const answer = pending.shift();
      if (!answer) throw new Error('the program sent more requests than the test answers');
      return answer;
    }
    destroy(): void {}
  }
  const modules = new Map<string, unknown>([
    [
      '@aws-sdk/client-dynamodb',
      {
        DynamoDBClient,
        QueryCommand: command('QueryCommand'),
        GetItemCommand: command('GetItemCommand')
      }
    ],
    [
      '@aws-sdk/lib-dynamodb',
      {
        DynamoDBDocumentClient: { from: (client: DynamoDBClient) => client },
        QueryCommand: command('DocumentQueryCommand'),
        GetCommand: command('GetCommand'),
        NumberValue
      }
    ]
  ]);
  const require = (name: string): unknown => {
    if (!modules.has(name)) throw new Error(`the program imports ${name}`);
    return modules.get(name);
  };
  const stubConsole = {
    log: (text: unknown) => run.stdout.push(String(text)),
    error: (text: unknown) => {
      run.stderr.push(String(text));
      finish();
    }
  };
  const stubProcess = {
    set exitCode(code: number) {
      run.exitCode = code;
    }
  };
  const module = { exports: {} };
  // Set and Uint8Array are this realm's, so the program's instanceof checks see the test's values.
  runInNewContext(out.outputText, {
    require,
    module,
    exports: module.exports,
    console: stubConsole,
    process: stubProcess,
    Buffer,
    Set,
    Uint8Array
  });
  await finished;
  return run;
}
