import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests follow the code: every src/core module has its mirror test (src/core/x/y.ts →
 * test/core/x/y.test.ts), or is listed below with the named test that exercises it through
 * the modules that call it. Modules that declare only types need no test.
 */
const EXERCISED_BY: ReadonlyMap<string, string> = new Map([
  // Each edit kind's module is reached through editDesign, the one entry point of edits.
  ['src/core/edits/edit-entities.ts', 'test/core/edits/edit-design.test.ts'],
  ['src/core/edits/edit-indexes.ts', 'test/core/edits/edit-design.test.ts'],
  ['src/core/edits/edit-items.ts', 'test/core/edits/edit-design.test.ts'],
  ['src/core/edits/edit-patterns.ts', 'test/core/edits/edit-design.test.ts'],
  ['src/core/edits/edit-tables.ts', 'test/core/edits/edit-design.test.ts'],
  ['src/core/edits/replace-table.ts', 'test/core/edits/edit-design.test.ts'],
  ['src/core/edits/refuse.ts', 'test/core/edits/edit-design.test.ts'],
  // The native format's readers are reached through loadDesign.
  // The separator is what keyTupleText joins with.
  ['src/core/text/tuple-separator.ts', 'test/core/text/key-tuple-text.test.ts'],
  ['src/core/formats/json-reader.ts', 'test/core/formats/load-design.test.ts'],
  ['src/core/formats/read-entities.ts', 'test/core/formats/load-design.test.ts'],
  ['src/core/formats/read-key-only.ts', 'test/core/formats/load-design.test.ts'],
  ['src/core/formats/read-key.ts', 'test/core/formats/load-design.test.ts'],
  ['src/core/formats/read-key-object.ts', 'test/core/formats/load-design.test.ts'],
  ['src/core/formats/read-tables.ts', 'test/core/formats/load-design.test.ts'],
  // The Workbench importer's parts are reached through importWorkbench.
  ['src/core/formats/workbench/billing.ts', 'test/core/formats/import-workbench.test.ts'],
  ['src/core/formats/workbench/facet.ts', 'test/core/formats/import-workbench.test.ts'],
  ['src/core/formats/workbench/facet-keys.ts', 'test/core/formats/import-workbench.test.ts'],
  ['src/core/formats/workbench/keyscope-field.ts', 'test/core/formats/import-workbench.test.ts'],
  ['src/core/formats/workbench/indexes.ts', 'test/core/formats/import-workbench.test.ts'],
  ['src/core/formats/workbench/items.ts', 'test/core/formats/import-workbench.test.ts'],
  ['src/core/formats/workbench/keys.ts', 'test/core/formats/import-workbench.test.ts'],
  ['src/core/formats/workbench/shared.ts', 'test/core/formats/import-workbench.test.ts'],
  ['src/core/formats/workbench/table.ts', 'test/core/formats/import-workbench.test.ts'],
  // The entity library exports' parts are reached through their modules, checked by the real
  // libraries; the importers' parts through their importers.
  ['src/core/libraries/electrodb-entity.ts', 'test/core/libraries/electrodb-module.test.ts'],
  ['src/core/libraries/electrodb-index.ts', 'test/core/libraries/electrodb-module.test.ts'],
  ['src/core/libraries/toolbox-entity.ts', 'test/core/libraries/toolbox-module.test.ts'],
  ['src/core/libraries/onetable-model.ts', 'test/core/libraries/onetable-module.test.ts'],
  ['src/core/libraries/electrodb-attributes.ts', 'test/core/libraries/import-electrodb.test.ts'],
  ['src/core/libraries/electrodb-key-reader.ts', 'test/core/libraries/import-electrodb.test.ts'],
  ['src/core/libraries/electrodb-key-template.ts', 'test/core/libraries/import-electrodb.test.ts'],
  ['src/core/libraries/toolbox-table-dto.ts', 'test/core/libraries/import-toolbox.test.ts'],
  ['src/core/libraries/onetable-fields.ts', 'test/core/libraries/import-onetable.test.ts'],
  ['src/core/libraries/electrodb-declarations.ts', 'test/core/libraries/electrodb-module.test.ts'],
  ['src/core/libraries/toolbox-declarations.ts', 'test/core/libraries/toolbox-module.test.ts'],
  // The entity libraries' code is reached through its generators, whose refusals are tested
  // there, and whose programs the real libraries run in library-programs.test.ts.
  ['src/core/code/code-context.ts', 'test/core/code/code-languages.test.ts'],
  ['src/core/code/electrodb-query.ts', 'test/core/code/electrodb-code.test.ts'],
  ['src/core/code/electrodb-sort.ts', 'test/core/code/electrodb-code.test.ts'],
  ['src/core/code/library-key-condition.ts', 'test/core/code/electrodb-code.test.ts'],
  ['src/core/code/library-reads-same.ts', 'test/core/code/electrodb-code.test.ts'],
  ['src/core/code/pattern-entity.ts', 'test/core/code/electrodb-code.test.ts'],
  ['src/core/code/slot-template.ts', 'test/core/code/electrodb-code.test.ts'],
  ['src/core/code/library-program.ts', 'test/core/code/library-programs.test.ts'],
  ['src/core/code/toolbox-query.ts', 'test/core/code/toolbox-code.test.ts'],
  // The Workbench exporter's parts are reached through workbenchModel.
  ['src/core/export/workbench-extension.ts', 'test/core/export/workbench-model.test.ts'],
  ['src/core/export/workbench-notes.ts', 'test/core/export/workbench-model.test.ts'],
  // The key condition's parts are reached through parseKeyCondition.
  ['src/core/query/collect-key-conditions.ts', 'test/core/query/parse-key-condition.test.ts'],
  ['src/core/query/matches-sort-key.ts', 'test/core/query/evaluate-query.test.ts'],
  // An access pattern's key values are rendered through runAccessPattern.
  ['src/core/query/pattern-key-value.ts', 'test/core/query/run-access-pattern.test.ts'],
  ['src/core/query/pattern-multi-key-condition.ts', 'test/core/formats/multi-key-patterns.test.ts'],
  // The analysis's stages are reached through analyzeDesign.
  ['src/core/analysis/analyze-design.ts', 'test/core/analysis/findings.test.ts'],
  ['src/core/analysis/describe-key.ts', 'test/core/analysis/findings.test.ts'],
  ['src/core/analysis/item-findings.ts', 'test/core/analysis/findings.test.ts'],
  ['src/core/analysis/partition-findings.ts', 'test/core/analysis/findings.test.ts'],
  ['src/core/analysis/find-collisions.ts', 'test/core/views/build-view.test.ts'],
  // The columns behind a resolved table and its views are reached through them.
  ['src/core/views/found-values.ts', 'test/core/views/segment-keys.test.ts'],
  // A multi-attribute index's view is built and read through buildTupleView's oracle test.
  ['src/core/views/tuple-view.ts', 'test/core/views/build-tuple-view.test.ts'],
  ['src/core/views/source-column.ts', 'test/core/views/keyed-table.test.ts'],
  ['src/core/views/merge-ranks.ts', 'test/core/views/keyed-table.test.ts'],
  ['src/core/views/item-rejections.ts', 'test/core/views/resolve-items.test.ts'],
  ['src/core/views/view-projection.ts', 'test/core/views/entry-holds-text.test.ts'],
  ['src/core/views/made-item.ts', 'test/core/views/resolve-items.test.ts'],
  ['src/core/views/sorted-view.ts', 'test/core/views/build-view.test.ts'],
  ['src/core/views/view-collection.ts', 'test/core/views/build-view.test.ts'],
  ['src/core/templates/describe-render-problem.ts', 'test/core/views/resolve-items.test.ts'],
  // Small helpers, reached through the module that uses them.
  ['src/core/query/filter-condition.ts', 'test/core/query/build-read-filter.test.ts'],
  ['src/core/text/capitalize.ts', 'test/core/rules/check-name.test.ts'],
  ['src/core/generate/infer-generators.ts', 'test/core/generate/generate-design-items.test.ts'],
  ['src/core/random/create-lcg.ts', 'test/core/generate/generate-items.test.ts'],
  ['src/core/items/count-items.ts', 'test/ui/studio/studio-state.test.ts'],
  ['src/core/items/item-address.ts', 'test/core/edits/edit-design.test.ts'],
  ['src/core/model/attribute-value.ts', 'test/core/attributes/parse-attribute-map.test.ts'],
  ['src/core/model/finding.ts', 'test/core/formats/load-design.test.ts'],
  ['src/core/formats/json-error-offset.ts', 'test/core/formats/load-design.test.ts'],
  ['src/core/query/check-expression-tree.ts', 'test/core/query/parse-filter-expression.test.ts'],
  ['src/core/rows/find-collection.ts', 'test/core/rows/locate-row.test.ts'],
  ['src/core/rows/find-entry.ts', 'test/core/rows/locate-row.test.ts'],
  ['src/core/rows/rank-by-order.ts', 'test/ui/studio/studio-state.test.ts'],
  ['src/core/rows/scaled-scroll.ts', 'test/core/rows/view-rows.test.ts'],
  // Share links are tested as a round trip: encode and decode in one file.
  ['src/core/share/encode-share-link.ts', 'test/core/share/share-link.test.ts'],
  ['src/core/share/decode-share-link.ts', 'test/core/share/share-link.test.ts'],
  ['src/core/share/share-link-format.ts', 'test/core/share/share-link.test.ts'],
  // Live links likewise.
  ['src/core/result-sets/encode-live-link.ts', 'test/core/result-sets/live-link.test.ts'],
  ['src/core/result-sets/decode-live-link.ts', 'test/core/result-sets/live-link.test.ts'],
  ['src/core/result-sets/encode-saved-reads.ts', 'test/core/result-sets/saved-reads.test.ts'],
  ['src/core/result-sets/decode-saved-reads.ts', 'test/core/result-sets/saved-reads.test.ts'],
  ['src/core/result-sets/saved-read.ts', 'test/core/result-sets/saved-reads.test.ts'],
  ['src/core/export/export-targets.ts', 'test/core/export/export-design.test.ts'],
  ['src/core/generate/generated-count.ts', 'test/core/generate/replay-generation.test.ts'],
  // Constants, read by the function they parametrise.
  ['src/core/reading/read-limits.ts', 'test/core/reading/default-read-budget.test.ts'],

  ['src/core/session/summarize-analysis.ts', 'test/core/session/analysis-session.test.ts'],
  // The session's row and item questions are answered by these collaborators.
  ['src/core/session/row-layouts.ts', 'test/core/session/analysis-session.test.ts'],
  ['src/core/session/item-lookup.ts', 'test/core/session/analysis-session.test.ts'],
  ['src/core/session/not-questions.ts', 'test/core/session/questions.test.ts'],
  // Each check kind and its helpers, table-driven through the registry.
  ...[
    'and-list',
    'find-view',
    'key-fields',
    'get-item-by',
    'index-exists',
    'inverted-index',
    'low-cardinality',
    'no-collisions',
    'no-hot-partition',
    'no-set-key',
    'overwrite-shown',
    'partition-key-cardinality',
    'pattern-one-query',
    'sort-key-includes',
    'table-key',
    'items-written',
    'patterns-return-items',
    'rejected-items',
    'index-key',
    'not-written'
  ].map((m): [string, string] => [
    `src/core/lessons/checks/${m}.ts`,
    'test/core/lessons/checks/check-registry.test.ts'
  ]),
  ['src/core/lessons/checks/describe-check.ts', 'test/core/lessons/checks/evaluate-checks.test.ts'],
  // The lesson format's readers are reached through loadLesson.
  ['src/core/lessons/checks/read-check.ts', 'test/core/lessons/load-lesson.test.ts'],
  ['src/core/lessons/lesson-format.ts', 'test/core/lessons/load-lesson.test.ts'],
  ['src/core/lessons/lesson-reader.ts', 'test/core/lessons/load-lesson.test.ts'],
  ['src/core/lessons/read-lesson-design.ts', 'test/core/lessons/load-lesson.test.ts'],
  ['src/core/lessons/read-lesson-step.ts', 'test/core/lessons/load-lesson.test.ts'],
  // Lesson links are tested as a round trip, as share links are.
  ['src/core/lessons/encode-lesson-link.ts', 'test/core/lessons/lesson-links.test.ts'],
  ['src/core/lessons/decode-lesson-link.ts', 'test/core/lessons/lesson-links.test.ts'],
  ['src/core/lessons/progress/visit-step.ts', 'test/core/lessons/progress/pass-step.test.ts'],
  // Heat's stages are reached through heatReport, checked against evaluateQuery and by sums.
  ['src/core/heat/kept-query-bytes.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/add-table-loads.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/build-heat-view.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/entity-heat.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/key-hashes.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/collection-bytes.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/entity-writes.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/heat-findings.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/pattern-reads.ts', 'test/core/heat/heat-report.test.ts'],
  ['src/core/heat/view-columns.ts', 'test/core/heat/heat-report.test.ts'],
  // Each kind of fix is reached through suggestFixes, applied and heated again.
  ['src/core/fixes/fix.ts', 'test/core/fixes/suggest-fixes.test.ts'],
  ['src/core/fixes/fix-context.ts', 'test/core/fixes/suggest-fixes.test.ts'],
  ['src/core/fixes/shard-fixes.ts', 'test/core/fixes/suggest-fixes.test.ts'],
  ['src/core/fixes/key-attribute-fix.ts', 'test/core/fixes/suggest-fixes.test.ts'],
  ['src/core/fixes/index-fix.ts', 'test/core/fixes/suggest-fixes.test.ts']
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Relative import specifiers of a file, resolved to repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) =>
    relative('.', resolve(dirname(file), m[1]!))
  );
}

/** True when `module` is among what `from` imports, directly or through src modules. */
function reaches(from: string, module: string): boolean {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length) {
    for (const next of importsOf(todo.pop()!)) {
      if (next === module) return true;
      if (next.startsWith('src/') && existsSync(next) && !seen.has(next)) {
        seen.add(next);
        todo.push(next);
      }
    }
  }
  return false;
}

/** True when the module declares only types (nothing that runs, so nothing to test). */
function typesOnly(file: string): boolean {
  return !/^export (?:async )?(?:function|class|const|let)\b/m.test(readFileSync(file, 'utf8'));
}

const modules = files('src/core').sort();
const mirror = (m: string) => m.replace(/^src\//, 'test/').replace(/\.ts$/, '.test.ts');

describe('tests follow the code', () => {
  it('finds the core modules', () => {
    expect(modules).toContain('src/core/session/analysis-session.ts');
  });

  it('every core module has its mirror test or a named test that exercises it', () => {
    const missing = modules.filter(
      (m) => !typesOnly(m) && !existsSync(mirror(m)) && !EXERCISED_BY.has(m)
    );
    expect(missing).toEqual([]);
  });

  it('each named test exists and reaches the module through what it imports', () => {
    const wrong = [...EXERCISED_BY].filter(
      ([module, test]) => !existsSync(module) || !existsSync(test) || !reaches(test, module)
    );
    expect(wrong).toEqual([]);
  });

  it('lists no module twice over: one with a mirror test needs no entry', () => {
    expect([...EXERCISED_BY.keys()].filter((m) => existsSync(mirror(m)))).toEqual([]);
  });
});
