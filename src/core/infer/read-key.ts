import type { AttributeMap, KeyType } from '../model/attribute-value.ts';
import { getAttr } from '../model/attribute-value.ts';
import { valueText } from '../templates/render-template.ts';

/** The separators single-table designs put between a key's parts (`USER#alice`, `a|b`). */
export const SEPARATORS = /([#|])/;

/** One part of a key value between separators. */
export interface TokenReading {
  readonly text: string;
  /**
   * Looks like a fixed word of the design rather than a value: empty (`#METADATA` starts with
   * one) or an upper-case identifier such as `USER`, `GAME`, `METADATA`, `GSI1`.
   */
  readonly literal: boolean;
  /** Non-key attributes of the item whose value renders to this text (`username` for `alice`). */
  readonly candidates: readonly Candidate[];
}

/** An attribute a token may come from; `size` when the token is its value left-padded with 0s. */
export interface Candidate {
  readonly attribute: string;
  readonly size?: number;
}

/** How one key attribute of one item reads. */
export type KeyReading =
  | { readonly kind: 'absent' }
  | { readonly kind: 'scalar'; readonly type: KeyType; readonly candidates: readonly Candidate[] }
  | {
      readonly kind: 'string';
      readonly tokens: readonly TokenReading[];
      readonly separators: readonly string[];
    };

const WORD = /^[A-Z][A-Z0-9_]*$/;

/**
 * Read an item's key attributes as literal words, separators and values that other attributes of
 * the item explain: `GAME#c6f38a6a` with `gameId: "c6f38a6a"` reads as the word `GAME`, `#`,
 * and a value `gameId` may give.
 */
export function readKeys(
  item: AttributeMap,
  keyAttributes: readonly { readonly name: string; readonly type: KeyType }[],
  keyNames: ReadonlySet<string>
): KeyReading[] {
  const byText = new Map<string, string[]>();
  for (const name in item) {
    if (keyNames.has(name)) continue;
    const text = valueText(item[name]!);
    if (text === null || text === '') continue;
    const list = byText.get(text);
    if (list) list.push(name);
    else byText.set(text, [name]);
  }
  const candidates = (text: string): Candidate[] => {
    const out: Candidate[] = (byText.get(text) ?? []).map((attribute) => ({ attribute }));
    // `000042` may be `${score:6}` over score = 42.
    if (/^0+\d+$/.test(text))
      for (const attribute of byText.get(text.replace(/^0+(?=\d)/, '')) ?? [])
        out.push({ attribute, size: text.length });
    return out;
  };
  return keyAttributes.map((k): KeyReading => {
    const v = getAttr(item, k.name);
    if (v === undefined) return { kind: 'absent' };
    if (!('S' in v)) {
      const text = valueText(v);
      return {
        kind: 'scalar',
        type: 'N' in v ? 'N' : 'B',
        candidates: text === null ? [] : candidates(text)
      };
    }
    const parts = v.S.split(SEPARATORS);
    const tokens: TokenReading[] = [];
    const separators: string[] = [];
    parts.forEach((p, i) => {
      if (i % 2 === 1) separators.push(p);
      else
        tokens.push({
          text: p,
          // A literal cannot hold "${": templates have no escape for it.
          literal: (p === '' || WORD.test(p)) && !p.includes('${'),
          candidates: p === '' ? [] : candidates(p)
        });
    });
    return { kind: 'string', tokens, separators };
  });
}
