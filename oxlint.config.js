// The import guard for the whole of src, run by `npm run lint:rooms` (part of `npm test`).
// oxlint reads `.svelte` files' scripts and counts `import type`, which dependency-cruiser (it
// compiles Svelte first, and the compiler drops type imports) cannot. Two rules:
// - no import circle anywhere, type imports included;
// - src/ui's rooms in a fixed order (UI_ROOMS), as .dependency-cruiser.cjs orders src/core's
//   folders: a room imports only rooms on lower lines, never one beside or above it. The views
//   (a line of their own) never import each other: the shell shows them from the list App
//   gives it (src/ui/views.ts).
import { defineConfig } from 'oxlint';

/** src/ui's rooms from the bottom up; the files at src/ui's root (App, views.ts) are the top. */
export const UI_ROOMS = [
  ['kit'],
  ['analysis'],
  ['studio'],
  ['heat-report'],
  ['shell'],
  ['editor', 'findings', 'share'],
  ['library'],
  ['open'],
  ['table', 'graph', 'heat', 'live'],
  ['lessons']
];

const roomRules = UI_ROOMS.flatMap((line, rank) => {
  const above = UI_ROOMS.slice(rank).flat();
  return line.map((room) => ({
    files: [`src/ui/${room}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...above.filter((r) => r !== room).map((r) => `../${r}/*`), '../*.*'],
              message: `src/ui/${room} may import only the rooms below it in UI_ROOMS (oxlint.config.js), never one beside or above it, nor src/ui's root`
            }
          ]
        }
      ]
    }
  }));
});

export default defineConfig({
  plugins: ['import'],
  categories: {
    correctness: 'off',
    suspicious: 'off',
    pedantic: 'off',
    perf: 'off',
    style: 'off',
    restriction: 'off',
    nursery: 'off'
  },
  ignorePatterns: ['dist/**', 'node_modules/**'],
  rules: { 'import/no-cycle': ['error', { ignoreTypes: false }] },
  overrides: roomRules
});
