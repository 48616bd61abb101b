// Python for the tests, without boto3 (CI may not have it, and the project adds no Python
// dependency): python3 compiles the generated programs, and runs them against a stand-in boto3
// written here that records each request and answers with canned pages. One python3 process
// per call, for any number of programs.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** python3's verdict on each file: null when it compiles, else the error it printed. */
export async function compilePython(files: readonly string[]): Promise<Map<string, string | null>> {
  const script = [
    'import json, py_compile, sys',
    'out = {}',
    'for f in sys.argv[1:]:',
    '    try:',
    '        py_compile.compile(f, cfile=f + "c", doraise=True)',
    '        out[f] = None',
    '    except py_compile.PyCompileError as e:',
    '        out[f] = str(e)',
    'print(json.dumps(out))'
  ].join('\n');
  const { stdout } = await run('python3', ['-c', script, ...files], { maxBuffer: 64 << 20 });
  return new Map(Object.entries(JSON.parse(stdout) as Record<string, string | null>));
}

/** Python values in JSON: bytes as {$bytes: base64}, Decimal as {$decimal: text}, Key conditions as lists. */
export type PyJson = unknown;

export interface PythonRun {
  /** What the program asked of boto3: [kind, table or null, method, keyword arguments]. */
  readonly calls: readonly [string, string | null, string, Record<string, PyJson>][];
  readonly stdout: string;
  readonly stderr: string;
  readonly error?: string;
}

const FAKE_BOTO3 = `
import base64
from decimal import Decimal
from boto3.dynamodb.types import Binary

CALLS = []
# Query answers two pages, the first with a LastEvaluatedKey, so a loop has to follow it.
PAGES = 2


def _client_item(n):
    return {'n': {'N': str(n)}, 'b': {'B': bytes([0, n])}}


def _resource_item(n):
    return {'n': Decimal(n), 'f': Decimal('1.5'), 'b': Binary(bytes([0, n])), 's': {'y', 'x'}}


class _Reader:
    def __init__(self, kind, table):
        self.kind = kind
        self.table = table

    def _item(self, n):
        return _client_item(n) if self.kind == 'client' else _resource_item(n)

    def query(self, **kwargs):
        CALLS.append((self.kind, self.table, 'query', kwargs))
        n = sum(1 for c in CALLS if c[2] == 'query')
        page = {'Items': [self._item(n)], 'Count': 1, 'ConsumedCapacity': {'CapacityUnits': 0.5}}
        if n < PAGES:
            page['LastEvaluatedKey'] = {'k': {'S': str(n)}}
        return page

    def get_item(self, **kwargs):
        CALLS.append((self.kind, self.table, 'get_item', kwargs))
        return {'Item': self._item(7), 'ConsumedCapacity': {'CapacityUnits': 0.5}}


class _Resource:
    def Table(self, name):
        return _Reader('resource', name)


def client(name, **kwargs):
    if name != 'dynamodb' or kwargs:
        raise ValueError(f'client({name!r}, {kwargs!r}): only boto3.client("dynamodb")')
    return _Reader('client', None)


def resource(name, **kwargs):
    if name != 'dynamodb' or kwargs:
        raise ValueError(f'resource({name!r}, {kwargs!r}): only boto3.resource("dynamodb")')
    return _Resource()
`;

const FAKE_CONDITIONS = `
class _Condition:
    def __init__(self, parts):
        self.parts = parts

    def __and__(self, other):
        return _Condition(self.parts + other.parts)


class Key:
    def __init__(self, name):
        self.name = name

    def _c(self, op, *values):
        return _Condition([[op, self.name, list(values)]])

    def eq(self, v):
        return self._c('=', v)

    def lt(self, v):
        return self._c('<', v)

    def lte(self, v):
        return self._c('<=', v)

    def gt(self, v):
        return self._c('>', v)

    def gte(self, v):
        return self._c('>=', v)

    def begins_with(self, v):
        return self._c('begins_with', v)

    def between(self, a, b):
        return self._c('BETWEEN', a, b)
`;

const FAKE_TYPES = `
class Binary:
    def __init__(self, value):
        self.value = value
`;

const DRIVER = `
import base64, contextlib, io, json, runpy, sys
from decimal import Decimal
sys.path.insert(0, sys.argv[1])
import boto3
from boto3.dynamodb.conditions import _Condition


def encode(v):
    if isinstance(v, (bytes, bytearray)):
        return {'$bytes': base64.b64encode(v).decode('ascii')}
    if isinstance(v, Decimal):
        return {'$decimal': str(v)}
    if isinstance(v, _Condition):
        return [encode(p) for p in v.parts]
    if isinstance(v, dict):
        return {k: encode(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [encode(x) for x in v]
    return v


out = {}
for path in sys.argv[2:]:
    boto3.CALLS.clear()
    stdout, stderr = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            runpy.run_path(path, run_name='__main__')
        error = None
    except BaseException as e:
        error = repr(e)
    out[path] = {'calls': encode(boto3.CALLS), 'stdout': stdout.getvalue(),
                 'stderr': stderr.getvalue(), **({'error': error} if error else {})}
print(json.dumps(out))
`;

/** Run each program with the stand-in boto3 (laid out under `dir`), in one python3 process. */
export async function runWithFakeBoto3(
  dir: string,
  files: readonly string[]
): Promise<Map<string, PythonRun>> {
  const root = join(dir, 'fake-boto3');
  mkdirSync(join(root, 'boto3', 'dynamodb'), { recursive: true });
  writeFileSync(join(root, 'boto3', '__init__.py'), FAKE_BOTO3);
  writeFileSync(join(root, 'boto3', 'dynamodb', '__init__.py'), '');
  writeFileSync(join(root, 'boto3', 'dynamodb', 'conditions.py'), FAKE_CONDITIONS);
  writeFileSync(join(root, 'boto3', 'dynamodb', 'types.py'), FAKE_TYPES);
  const { stdout } = await run('python3', ['-c', DRIVER, root, ...files], {
    maxBuffer: 64 << 20
  });
  return new Map(Object.entries(JSON.parse(stdout) as Record<string, PythonRun>));
}

const EVALUATE = `
import base64, json, sys
from decimal import Decimal


def encode(v):
    if isinstance(v, (bytes, bytearray)):
        return {'$bytes': base64.b64encode(v).decode('ascii')}
    if isinstance(v, Decimal):
        return {'$decimal': str(v)}
    if isinstance(v, dict):
        return {k: encode(x) for k, x in v.items()}
    return v


out = []
for case in json.load(sys.stdin):
    scope = {'Decimal': Decimal, 'base64': base64, **case['vars']}
    try:
        out.append({'value': encode(eval(case['expr'], scope))})
    except Exception as e:
        out.append({'error': repr(e)})
print(json.dumps(out))
`;

/** Each Python expression's value (bytes and Decimal tagged as in `runWithFakeBoto3`), in one process. */
export async function evaluatePython(
  cases: readonly { expr: string; vars: Record<string, string> }[]
): Promise<{ value?: unknown; error?: string }[]> {
  const child = execFile('python3', ['-c', EVALUATE], { maxBuffer: 64 << 20 });
  const done = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: string) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`python3 exited ${code}`))
    );
  });
  child.stdin!.end(JSON.stringify(cases));
  return JSON.parse(await done) as { value?: unknown; error?: string }[];
}
