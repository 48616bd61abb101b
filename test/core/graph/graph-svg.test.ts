import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from '../../../src/core/analysis/analyze-design.ts';
import { clusterItemGraph } from '../../../src/core/graph/cluster-item-graph.ts';
import { defaultExpanded } from '../../../src/core/graph/default-expanded.ts';
import { edgeBends } from '../../../src/core/graph/edge-bends.ts';
import { edgeGeometry } from '../../../src/core/graph/edge-geometry.ts';
import type { DrawableGraph } from '../../../src/core/graph/drawable-graph.ts';
import { entityGraph } from '../../../src/core/graph/entity-graph.ts';
import { graphSvg } from '../../../src/core/graph/graph-svg.ts';
import { itemGraph } from '../../../src/core/graph/item-graph.ts';
import { layoutRequest } from '../../../src/core/graph/layout-request.ts';
import { runLayout } from '../../../src/core/graph/run-layout.ts';
import { item, makeDesign, makeEntity, makeTable } from '../views/make-design.ts';
import { analysed, viewOf } from './graph-fixtures.ts';

/** XML 1.0's Char production: what a well-formed document may hold at all. */
const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

interface Group {
  '@_class': string;
  '@_data-id': string;
  title: string;
  text?: string | { '#text': string };
}

/** Parse the SVG and return its node and edge groups, as a reader of the file would see them. */
function read(svg: string): { title: string; nodes: Group[]; edges: Group[] } {
  expect(XMLValidator.validate(svg)).toBe(true);
  expect(XML_CHARS.test(svg)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'g',
    parseTagValue: false,
    processEntities: true,
    htmlEntities: false
  }).parse(svg) as { svg: { title: { '#text': string }; g: { '@_class': string; g?: Group[] }[] } };
  const groups = doc.svg.g;
  return {
    title: doc.svg.title['#text'],
    edges: groups.find((g) => g['@_class'] === 'edges')!.g ?? [],
    nodes: groups.find((g) => g['@_class'] === 'nodes')!.g ?? []
  };
}

const textOf = (t: Group['text']): string => (typeof t === 'string' ? t : (t?.['#text'] ?? ''));

function exported(graph: DrawableGraph): string {
  return graphSvg(graph, runLayout(layoutRequest(graph, { algorithm: 'force', seed: 3 })));
}

describe('graphSvg', () => {
  it('exports the gaming entity graph as valid SVG holding the same nodes, with their titles', () => {
    const { design, analysis } = analysed('gaming');
    const graph = entityGraph(design, analysis);
    const svg = exported(graph);
    expect(
      svg.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'
      )
    ).toBe(true);
    const doc = read(svg);
    expect(doc.title).toBe('Entities of Battle royale gaming');
    expect(doc.nodes.map((g) => [g['@_data-id'], g.title, textOf(g.text)])).toEqual(
      graph.nodes.map((n) => [n.id, n.title, n.label])
    );
    expect(doc.edges.map((g) => [g['@_data-id'], g.title])).toEqual(
      graph.edges.map((e) => [e.id, e.title])
    );
    expect(doc.edges.map((g) => g['@_class'])).toEqual(['edge', 'edge', 'edge', 'edge suggested']);
    expect(svg.match(/stroke-dasharray="6 4"/g)).toHaveLength(1);
  });

  it('draws edges joining the same two nodes apart, as the studio does (edgeBends)', () => {
    const { design, analysis } = analysed('gaming');
    const graph = entityGraph(design, analysis);
    const layout = runLayout(layoutRequest(graph, { algorithm: 'force', seed: 3 }));
    const paths = [...graphSvg(graph, layout).matchAll(/<path d="([^"]+)" marker-end/g)].map(
      (m) => m[1]!
    );
    const bends = edgeBends(graph.edges);
    const at = new Map(layout.nodes.map((n) => [n.id, n]));
    expect(paths).toEqual(
      graph.edges.map((e, i) => edgeGeometry(at.get(e.source)!, at.get(e.target)!, bends[i]).d)
    );
    // UserGameMapping → User twice (the reference and the index): two curves, not one line.
    const twice = graph.edges.flatMap((e, i) =>
      e.source === 'UserGameMapping' && e.target === 'User' ? [paths[i]!] : []
    );
    expect(twice).toHaveLength(2);
    expect(new Set(twice).size).toBe(2);
    expect(twice.every((d) => d.includes('Q'))).toBe(true);
  });

  it('marks metadata nodes and clusters in the to-do item graph', () => {
    const { design, analysis } = analysed('todo-graph');
    const g = itemGraph(design, analysis, viewOf(analysis, 'app', null));
    const open = read(exported(clusterItemGraph(g, defaultExpanded(g))));
    expect(
      open.nodes.filter((n) => n['@_class'].includes('metadata')).map((n) => textOf(n.text))
    ).toEqual(['METADATA']);
    const closed = read(exported(clusterItemGraph(g, new Set())));
    expect(closed.nodes.map((n) => n['@_class'])).toEqual([
      'node cluster',
      'node metadata',
      'node cluster',
      'node cluster',
      'node cluster'
    ]);
  });

  it.each([
    ['<script>alert("x")</script>'],
    ['Tom & Jerry'],
    ['it\'s "quoted"'],
    [']]><!-- -->'],
    ['nul\u0000 and \u001b escape'],
    ['lone \uD83D surrogate'],
    ['&lt;already&gt;']
  ])('keeps a hostile entity name %j as text in a valid file', (name) => {
    const d = makeDesign(
      [makeTable({ name: `t&<${name}` })],
      [makeEntity(name, { PK: `${name}#\${id}`, SK: 'META' }, [item({ id: name })], `t&<${name}`)],
      []
    );
    const design = { ...d, name: `design ${name}` };
    const graph = entityGraph(design, analyzeDesign(design));
    const svg = exported(graph);
    expect(svg).not.toContain('<script');
    const doc = read(svg);
    // What XML cannot hold becomes U+FFFD: C0 controls but tab, newline and return; lone surrogates.
    const clean = (s: string) =>
      Array.from(s, (ch) => {
        const c = ch.charCodeAt(0);
        const control = c < 0x20 && !'\t\n\r'.includes(ch);
        return ch.length === 1 && (control || (c >= 0xd800 && c <= 0xdfff)) ? '\uFFFD' : ch;
      }).join('');
    expect(doc.title).toBe(clean(`Entities of design ${name}`));
    expect(doc.nodes.map((n) => [n['@_data-id'], n.title, textOf(n.text)])).toEqual([
      [clean(name), clean(graph.nodes[0]!.title), clean(name)]
    ]);
  });

  it('leaves out nodes the layout lacks, with their edges, and never writes NaN', () => {
    const graph: DrawableGraph = {
      title: 'g',
      nodes: ['a', 'b'].map((id) => ({
        id,
        label: id,
        title: id,
        weight: 1,
        metadata: false,
        cluster: false
      })),
      edges: [
        { id: 'e', source: 'a', target: 'b', label: 'x', title: 'x', dashed: false, weight: 1 }
      ]
    };
    const svg = graphSvg(graph, {
      nodes: [{ id: 'a', x: Number.NaN, y: 0, r: 10 }],
      bounds: { x0: 0, y0: 0, x1: 10, y1: 10 }
    });
    const doc = read(svg);
    expect(doc.nodes.map((n) => n['@_data-id'])).toEqual(['a']);
    expect(doc.edges).toEqual([]);
    expect(svg).not.toMatch(/NaN|Infinity/);
  });

  it('draws a self-loop for items whose two ends fall in one cluster', () => {
    const graph: DrawableGraph = {
      title: 'g',
      nodes: [{ id: 'a', label: 'a', title: 'a', weight: 1, metadata: false, cluster: true }],
      edges: [
        {
          id: 'e',
          source: 'a',
          target: 'a',
          label: 'x ×3',
          title: '3 x items',
          dashed: false,
          weight: 3
        }
      ]
    };
    const svg = exported(graph);
    expect(read(svg).edges).toHaveLength(1);
    expect(svg).toMatch(/<path d="M[^"]+C[^"]+" marker-end="url\(#arrow\)"\/>/);
  });
});
