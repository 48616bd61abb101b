// The SDK input a PatternRequest stands for, built the plain way from its fields: the oracle the
// generated AWS CLI command and Python programs are held to (the TypeScript generator is written
// apart; this does not use any generator's code).
import type { CodeValue, PatternRequest } from '../../../src/core/code/pattern-request.ts';
import type {
  CliKeyValue,
  ParsedCliCommand
} from '../../../src/core/code/parse-aws-cli-command.ts';

/** A key value's text: the literals and the parameters' values, a sized field padded on the left. */
export function referenceText(value: CodeValue, parameters: ReadonlyMap<string, string>): string {
  let out = '';
  for (const part of value.parts) {
    if (part.kind === 'literal') out += part.text;
    else {
      const v = parameters.get(part.name);
      if (v === undefined) throw new Error(`no parameter ${part.name}`);
      // Keyscope's rule (renderWithParameters): the pad repeated up to the size, in UTF-16 units.
      out +=
        part.size !== undefined && v.length < part.size
          ? (part.pad ?? '0').repeat(part.size - v.length) + v
          : v;
    }
  }
  return out;
}

function keyValue(value: CodeValue, parameters: ReadonlyMap<string, string>): CliKeyValue {
  const text = referenceText(value, parameters);
  if (value.type === 'B') return { B: new Uint8Array(Buffer.from(text, 'base64')) };
  return value.type === 'N' ? { N: text } : { S: text };
}

/** The QueryCommand or GetItemCommand input of a request, with the parameters' values. */
export function referenceInput(
  request: PatternRequest,
  parameters: ReadonlyMap<string, string> = new Map(
    request.parameters.map((p) => [p.name, p.example])
  )
): ParsedCliCommand {
  if (request.operation === 'GetItem') {
    const key: Record<string, CliKeyValue> = {};
    for (const c of request.conditions) key[c.attribute] = keyValue(c.values[0]!, parameters);
    return {
      operation: 'GetItem',
      input: {
        TableName: request.table,
        Key: key,
        ...(request.consistentRead ? { ConsistentRead: true } : {}),
        ReturnConsumedCapacity: 'TOTAL'
      }
    };
  }
  const values: Record<string, CliKeyValue> = {};
  for (const c of request.conditions)
    c.placeholders.forEach((p, i) => (values[p] = keyValue(c.values[i]!, parameters)));
  return {
    operation: 'Query',
    input: {
      TableName: request.table,
      ...(request.index !== null ? { IndexName: request.index } : {}),
      KeyConditionExpression: request.expression,
      ...(request.names.size > 0
        ? { ExpressionAttributeNames: Object.fromEntries(request.names) }
        : {}),
      ExpressionAttributeValues: values,
      ...(request.scanIndexForward ? {} : { ScanIndexForward: false }),
      ...(request.consistentRead ? { ConsistentRead: true } : {}),
      ...(request.limit !== undefined ? { Limit: request.limit } : {}),
      ReturnConsumedCapacity: 'TOTAL'
    }
  };
}
