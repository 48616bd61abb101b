import type { FieldPart } from '../templates/parse-template.ts';
import type { CodeValue } from './pattern-request.ts';
import { pythonString, type PythonPiece } from './python-string.ts';

/**
 * A key value as a Python expression over the program's parameter variables: the template's
 * literals and fields as one string (an f-string when it reads a field, `variableOf` naming the
 * variable that holds a field, padded already when the template pads it), then typed for boto3.
 * The client takes AttributeValue dicts (`{'S': …}`, `{'N': '103'}` as text, `{'B': bytes}`);
 * the resource takes Python values (`str`, `Decimal`, `bytes`). Binary parameters are base64
 * text, as Keyscope holds them, decoded here.
 *
 * @example
 * pythonValue({ type: 'S', parts: [{ kind: 'literal', text: 'USER#' }, field] }, () => 'username', 'client');
 * // "{'S': f'USER#{username}'}"
 */
export function pythonValue(
  value: CodeValue,
  variableOf: (field: FieldPart) => string,
  style: 'client' | 'resource'
): string {
  const pieces: PythonPiece[] = value.parts.map((p) =>
    p.kind === 'literal' ? p.text : { code: variableOf(p) }
  );
  // One field alone is its variable, not f'{x}'.
  const only = pieces.length === 1 ? pieces[0]! : undefined;
  const text = only !== undefined && typeof only !== 'string' ? only.code : pythonString(pieces);
  const typed =
    value.type === 'N' && style === 'resource'
      ? `Decimal(${text})`
      : value.type === 'B'
        ? `base64.b64decode(${text})`
        : text;
  return style === 'client' ? `{'${value.type}': ${typed}}` : typed;
}
