import { describe, expect, it } from 'vitest';
import { storedJson } from '../../src/store/stored-json.ts';

const json = (v: unknown) => JSON.stringify(storedJson(v));

describe('storedJson', () => {
  it.each([
    [{ name: 'x', n: 1, ok: true, gone: null }, '{"name":"x","n":1,"ok":true,"gone":null}'],
    [{ n: Number.NaN, m: -Infinity }, '{"n":"NaN","m":"-Infinity"}'],
    [{ big: 12n }, '{"big":"12n"}'],
    [{ at: new Date(0) }, '{"at":"1970-01-01T00:00:00.000Z"}'],
    [{ at: new Date(Number.NaN) }, '{"at":"an invalid date"}'],
    [{ text: new Blob(['abc']) }, '{"text":"(a Blob of 3 bytes)"}'],
    [{ bytes: new Uint8Array(4) }, '{"bytes":"(binary data, 4 bytes)"}'],
    [{ m: new Map([['k', 1]]) }, '{"m":[["k",1]]}'],
    [{ s: new Set([1, 2]) }, '{"s":[1,2]}'],
    [{ r: /a+/g }, '{"r":"/a+/g"}'],
    [{ list: [1, undefined] }, '{"list":[1,null]}'],
    [[1, [2, { a: 3 }]], '[1,[2,{"a":3}]]']
  ])('writes %o as %s', (value, text) => {
    expect(json(value)).toBe(text);
  });

  it('keeps a field named __proto__ as a field', () => {
    const raw = JSON.parse('{"__proto__": {"x": 1}, "name": "n"}') as unknown;
    expect(json(raw)).toBe('{"__proto__":{"x":1},"name":"n"}');
  });

  it('names a cycle instead of throwing', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a['self'] = a;
    expect(json(a)).toBe('{"name":"a","self":"(the record refers back to itself here)"}');
  });

  it('writes a value met twice (not a cycle) both times', () => {
    const shared = { n: 1 };
    expect(json({ a: shared, b: shared })).toBe('{"a":{"n":1},"b":{"n":1}}');
  });

  it('names what is nested past 64 levels', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100; i++) deep = [deep];
    const text = json(deep);
    expect(text).toContain('(nested too deeply to write out)');
    expect(text).not.toContain('bottom');
    expect(text.match(/\[/g)?.length).toBe(64);
  });

  it('does not change the value it reads', () => {
    const raw = { at: new Date(0), m: new Map([['k', [1]]]) };
    const before = structuredClone(raw);
    storedJson(raw);
    expect(raw).toEqual(before);
  });
});
