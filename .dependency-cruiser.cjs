// Keeps the imports pointing one way (see ARCHITECTURE.md, "Layers", and src/core/README.md):
// no import circles, no layer importing a higher one, and src/core's folders in a fixed order.
// `npm run lint:imports` runs it; `npm test` runs that.

/** src/core's folders from the bottom up. A folder imports only folders on lower lines. */
const CORE_LAYERS = [
  ['limits'],
  ['model', 'random', 'recursion', 'steps', 'credentials', 'iam', 'reading'],
  ['text', 'table-description', 'capacity'],
  ['keys', 'json', 'cost'],
  ['items', 'rules', 'templates', 'attributes'],
  ['views', 'generate', 'workload'],
  ['infer', 'advice', 'libraries'],
  ['analysis', 'inspect', 'rows', 'edits', 'item-form', 'profile'],
  ['overlay'],
  ['query', 'findings', 'navigation'],
  ['formats', 'heat', 'result-sets'],
  ['fixes'],
  ['report', 'export', 'share', 'graph', 'code'],
  ['session'],
  ['lessons']
];

const known = CORE_LAYERS.flat();

/** One rule per core folder: nothing on its own line or above. */
const coreLayerRules = CORE_LAYERS.flatMap((line, rank) => {
  const above = CORE_LAYERS.slice(rank).flat();
  return line.map((folder) => ({
    name: `core-${folder}-layer`,
    comment: `src/core/${folder} may import only the core folders below it in CORE_LAYERS (.dependency-cruiser.cjs)`,
    severity: 'error',
    from: { path: `^src/core/${folder}/` },
    to: { path: `^src/core/(${above.filter((f) => f !== folder).join('|')})/` }
  }));
});

/** Layers of src, each with the layers it must not import. */
const layer = (name, from, forbidden, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: `^src/(${forbidden.join('|')})/` }
});

module.exports = {
  forbidden: [
    ...coreLayerRules,
    {
      name: 'no-circular',
      comment:
        'An import circle: declare shared shapes in a file of their own (see src/core/views/view.ts)',
      severity: 'error',
      from: {},
      to: { circular: true }
    },
    {
      name: 'core-folder-placed',
      comment:
        'A new src/core folder needs a line in CORE_LAYERS (.dependency-cruiser.cjs) and in src/core/README.md',
      severity: 'error',
      from: { path: `^src/core/(?!(${known.join('|')})/)` },
      to: {}
    },
    layer(
      'core-is-pure',
      '^src/core/',
      ['live', 'store', 'ui', 'workers', 'cli'],
      'src/core imports nothing above it: the CLI, the worker and the page all run it'
    ),
    layer(
      'live-on-core',
      '^src/live/',
      ['store', 'ui', 'workers', 'cli'],
      'src/live sits on src/core only'
    ),
    layer(
      'store-on-core',
      '^src/store/',
      ['live', 'ui', 'workers', 'cli'],
      'src/store sits on src/core only'
    ),
    layer(
      'workers-below-ui',
      '^src/workers/',
      ['ui', 'cli', 'store'],
      'the worker is a thin adapter over src/core (and src/live)'
    ),
    layer(
      'cli-not-browser',
      '^src/cli/',
      ['ui', 'workers', 'store'],
      'the CLI runs in Node: no page, worker or IndexedDB'
    ),
    {
      name: 'ui-is-top',
      comment: 'Only src/main.ts mounts the UI; nothing below it imports src/ui',
      severity: 'error',
      from: { path: '^src/(core|live|store|workers|cli)/' },
      to: { path: '^src/ui/' }
    },
    {
      name: 'sdk-only-in-live',
      comment: 'src/live is the only place that talks to DynamoDB',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/live/' },
      to: { path: '@aws-sdk' }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.svelte'] },
    exclude: { path: '(^|/)(node_modules|dist)/' }
  }
};
