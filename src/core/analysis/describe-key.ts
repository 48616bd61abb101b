import type { KeyValue } from '../model/attribute-value.ts';
import { cutText } from '../text/cut-text.ts';

/** `PK = "GAME#1", SK = "#METADATA#1"`: a key as a person reads it. */
export function describeKey(key: {
  readonly partitionKey: { readonly name: string; readonly value: KeyValue };
  readonly sortKey?: { readonly name: string; readonly value: KeyValue };
}): string {
  const part = (k: { name: string; value: KeyValue }): string =>
    `${k.name} = ${describeKeyValue(k.value)}`;
  return key.sortKey ? `${part(key.partitionKey)}, ${part(key.sortKey)}` : part(key.partitionKey);
}

export function describeKeyValue(v: KeyValue): string {
  if ('S' in v) return JSON.stringify(cutText(v.S, 80));
  if ('N' in v) return v.N;
  return `binary ${cutText(v.B, 40)}`;
}
