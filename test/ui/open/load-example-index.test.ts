import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadExampleIndex, parseExampleIndex } from '../../../src/ui/open/load-example-index.ts';

const good = [
  { id: 'gaming', title: 'Gaming (AWS workshop)', file: 'gaming.json' },
  { id: 'library-author-only', title: 'Library — author-only', file: 'library-author-only.json' }
];

describe('parseExampleIndex', () => {
  it('returns the entries of a valid index', () => {
    expect(parseExampleIndex(good)).toEqual(good);
  });

  it('accepts the shipped public/examples/index.json', () => {
    const shipped: unknown = JSON.parse(readFileSync('public/examples/index.json', 'utf8'));
    expect(parseExampleIndex(shipped).map((entry) => entry.id)).toEqual([
      'gaming',
      'library',
      'library-author-only',
      'library-language',
      'todo-graph',
      'people-music',
      'tournament',
      'tournament-synthetic'
    ]);
  });

  it('drops properties it does not know', () => {
    expect(parseExampleIndex([{ ...good[0], extra: '<script>' }])).toEqual([good[0]]);
  });

  it('does not modify the value it is given', () => {
    const input = structuredClone(good);
    parseExampleIndex(input);
    expect(input).toEqual(good);
  });

  const bad: { name: string; json: unknown; message: RegExp }[] = [
    { name: 'a non-array', json: { examples: [] }, message: /must be a JSON array/ },
    { name: 'a non-object entry', json: ['gaming'], message: /entry 0 must be an object/ },
    { name: 'a missing id', json: [{ title: 't', file: 'a.json' }], message: /"id"/ },
    {
      name: 'a repeated id',
      json: [good[0], good[0]],
      message: /repeats the id "gaming"/
    },
    { name: 'an empty title', json: [{ id: 'a', title: ' ', file: 'a.json' }], message: /"title"/ },
    {
      name: 'a file path outside the folder',
      json: [{ id: 'a', title: 't', file: '../secret.json' }],
      message: /bare "file" name/
    },
    {
      name: 'a file URL',
      json: [{ id: 'a', title: 't', file: 'https://example.com/a.json' }],
      message: /bare "file" name/
    }
  ];

  it.each(bad)('rejects $name', ({ json, message }) => {
    expect(() => parseExampleIndex(json)).toThrow(message);
  });
});

describe('loadExampleIndex', () => {
  it('fetches and validates the index', async () => {
    const fetchFn = (async () => Response.json(good)) as typeof fetch;
    await expect(loadExampleIndex('examples/index.json', fetchFn)).resolves.toEqual(good);
  });

  it('reports the HTTP status of a failed request', async () => {
    const fetchFn = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await expect(loadExampleIndex('examples/index.json', fetchFn)).rejects.toThrow(
      'Loading examples/index.json failed with HTTP 404.'
    );
  });
});
