import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolboxLink } from '../../../src/core/libraries/toolbox-link.ts';
import {
  emptyMap,
  type AttributeType,
  type KeyType
} from '../../../src/core/model/attribute-value.ts';
import { parseTemplate } from '../../../src/core/templates/parse-template.ts';
import { renderTemplate } from '../../../src/core/templates/render-template.ts';
import { HOSTILE_TEXT } from '../../helpers/library-check.ts';

function slot(source: string, type: KeyType = 'S') {
  const parsed = parseTemplate(source);
  if (!parsed.ok) throw parsed.error;
  return { attribute: { name: 'K', type }, template: parsed.template };
}

const types = new Map<string, AttributeType>([
  ['n', 'N'],
  ['s', 'S']
]);

/** Runs the link body as the Toolbox would, over plain values. */
function run(code: string, values: Record<string, unknown>): unknown {
  return new Function('values', `return ${code};`)(values);
}

describe('toolboxLink', () => {
  it.each([
    [
      'text and fields',
      'A#${s}#${n}',
      'S',
      false,
      '"A#" + String(values["s"]) + "#" + String(values["n"])'
    ],
    ['a padded field', '${n:4:_}', 'S', false, 'String(values["n"]).padStart(4, "_")'],
    ['a literal key', 'META', 'S', true, '"META"'],
    ['a number key from a number', '${n}', 'N', false, 'values["n"]'],
    ['a number key from text', '${s}', 'N', false, 'Number(values["s"])'],
    ['a literal number key, as text made a number', '5', 'N', false, 'Number("5")'],
    [
      'sparse: no value without every field',
      'G#${s}',
      'S',
      true,
      'values["s"] === undefined ? undefined : "G#" + String(values["s"])'
    ]
  ] as const)('%s', (_, source, type, sparse, code) => {
    expect(toolboxLink(slot(source, type), types, sparse)).toBe(code);
  });

  it('computes the key Keyscope renders, for any text and padding', () => {
    fc.assert(
      fc.property(
        HOSTILE_TEXT.map((t) => t.replaceAll('${', '')),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 1, max: 8 }),
        (literal, value, size) => {
          const source = `${literal}\${s:${size}:*}${literal}`;
          const parsed = parseTemplate(source);
          fc.pre(parsed.ok);
          const item = emptyMap();
          item['s'] = { S: value };
          const rendered = parsed.ok ? renderTemplate(parsed.template, item, 'S') : undefined;
          expect(rendered).toEqual({
            ok: true,
            value: { S: run(toolboxLink(slot(source), types, true), { s: value }) }
          });
        }
      )
    );
  });
});
