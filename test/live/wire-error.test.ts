// A failed request crosses between the live worker and the page as data and comes back as the
// same class of error, with every field classifyError reads.
import { describe, expect, it } from 'vitest';
import { LiveRequestError } from '../../src/live/live-request-error.ts';
import { errorFromWire, errorToWire } from '../../src/live/wire-error.ts';
import { WriteRefusedError } from '../../src/live/write-refused-error.ts';

const cases: [string, unknown, new (...args: never[]) => Error, Record<string, unknown>][] = [
  [
    'a request DynamoDB refused',
    new LiveRequestError('AccessDeniedException', 'not authorized', 'Scan', undefined, 400, false),
    LiveRequestError,
    {
      name: 'AccessDeniedException',
      message: 'not authorized',
      operation: 'Scan',
      status: 400,
      aborted: false
    }
  ],
  [
    'a connection that failed',
    new LiveRequestError(
      'TypeError',
      'Failed to fetch',
      'ListTables',
      'ECONNREFUSED',
      undefined,
      false
    ),
    LiveRequestError,
    { name: 'TypeError', operation: 'ListTables', code: 'ECONNREFUSED', status: undefined }
  ],
  [
    'a stopped request',
    new LiveRequestError('AbortError', 'aborted', 'Query', undefined, undefined, true),
    LiveRequestError,
    { name: 'AbortError', aborted: true }
  ],
  [
    'a write refused',
    new WriteRefusedError('PutItem', 'by command name'),
    WriteRefusedError,
    {
      name: 'WriteRefusedError',
      operation: 'PutItem',
      message: expect.stringMatching(/refused to send "PutItem" \(by command name\)/)
    }
  ],
  [
    'any other error',
    new RangeError('segments must be…'),
    Error,
    { name: 'RangeError', message: 'segments must be…' }
  ],
  ['a thrown string', 'odd', Error, { name: 'Error', message: 'odd' }]
];

describe('errorToWire and errorFromWire', () => {
  it.each(cases)('bring back %s as its class, with its fields', (_, error, kind, fields) => {
    const back = errorFromWire(structuredClone(errorToWire(error)));
    expect(back).toBeInstanceOf(kind);
    expect(back).toMatchObject(fields);
  });
});
