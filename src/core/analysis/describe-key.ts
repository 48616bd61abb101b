import type { KeyValue } from '../model/attribute-value.ts';

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
  if ('S' in v) return JSON.stringify(v.S.length > 80 ? v.S.slice(0, 77) + '…' : v.S);
  if ('N' in v) return v.N;
  return `binary ${v.B.length > 40 ? v.B.slice(0, 37) + '…' : v.B}`;
}
