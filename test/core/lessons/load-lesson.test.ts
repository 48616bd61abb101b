// The lesson format: the kept fixtures of version 1 and the built-in lessons load; every way
// of breaking a file is refused whole, at the path of what is wrong, in words that say the fix.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLesson, loadLessonText } from '../../../src/core/lessons/load-lesson.ts';
import { LESSON_FORMAT } from '../../../src/core/lessons/lesson-format.ts';

type Json = Record<string, unknown>;
const read = (path: string) => readFileSync(path, 'utf8');
const FIXTURES = readdirSync('test/fixtures/lessons').filter((f) => f.endsWith('.json'));
const BUILT_IN = readdirSync('public/lessons').filter((f) => f !== 'index.json');

/** The minimal fixture with three copies of its step; each case breaks one thing. */
function base(): Json {
  const lesson = JSON.parse(read('test/fixtures/lessons/v1-minimal.json')) as Json;
  const step = (lesson['steps'] as Json[])[0]!;
  lesson['steps'] = ['one', 'two', 'three'].map((id) => ({ ...structuredClone(step), id }));
  return lesson;
}
const step = (l: Json, i = 0) => (l['steps'] as Json[])[i]!;
const check = (l: Json, s = 0, c = 0) => (step(l, s)['checks'] as Json[])[c]!;

describe('loading lessons', () => {
  it.each(FIXTURES)('loads the kept fixture %s', (file) => {
    const r = loadLessonText(read(`test/fixtures/lessons/${file}`));
    expect(r.findings).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('reads every field of the every-check fixture', () => {
    const r = loadLessonText(read('test/fixtures/lessons/v1-every-check.json'));
    if (!r.ok) throw new Error('did not load');
    const { lesson } = r;
    expect(lesson.source).toMatch(/kept forever/);
    expect(lesson.summary).toMatch(/\*every\*/);
    expect(lesson.steps.map((s) => s.id)).toEqual(['every-kind', 'inline']);
    expect(lesson.steps[0]!.checks.map((c) => c.kind)).toEqual([
      'pattern-one-query',
      'no-collisions',
      'sort-key-includes',
      'get-item-by',
      'partition-key-cardinality',
      'low-cardinality',
      'index-exists',
      'inverted-index',
      'no-set-key',
      'overwrite-shown'
    ]);
    expect(lesson.steps[0]!.checks[0]).toEqual({
      kind: 'pattern-one-query',
      pattern: 'All editions of a title',
      entities: ['Book'],
      count: 3
    });
    expect(lesson.steps[0]!.hint).toBe('A *hint*.');
    expect(lesson.steps[0]!.start).toEqual({ kind: 'example', example: 'library-author-only' });
    const inline = lesson.steps[1]!.start;
    expect(inline.kind === 'inline' && inline.design.tables[0]!.items.length).toBe(2);
    expect(lesson.steps[1]!.solution).toBeUndefined();
  });

  it.each(BUILT_IN)('loads the built-in lesson %s', (file) => {
    const r = loadLessonText(read(`public/lessons/${file}`));
    expect(r.findings).toEqual([]);
    expect(r.ok && r.lesson.id).toBe(file.replace(/\.json$/, ''));
  });

  it('keeps the design rules a step breaks with the step, at paths inside the lesson', () => {
    const l = base();
    const design = JSON.parse(read('public/examples/library.json')) as Json;
    (design['entities'] as Json[])[0]!['table'] = 'Bookz';
    step(l, 1)['start'] = { design };
    const r = loadLesson(l);
    expect(r.findings).toEqual([]);
    const start = r.ok ? r.lesson.steps[1]!.start : null;
    expect(start?.kind === 'inline' && start.findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'entity.unknown-table',
        path: '$.steps[1].start.design.entities[0].table'
      })
    ]);
  });

  it('reads the view a step is about, and none where the step names none', () => {
    const lesson = base();
    step(lesson, 1)['view'] = 'graph';
    const r = loadLesson(lesson);
    if (!r.ok) throw new Error(JSON.stringify(r.findings));
    expect(r.lesson.steps.map((s) => s.view)).toEqual([undefined, 'graph', undefined]);
    expect('view' in r.lesson.steps[0]!).toBe(false);
  });

  it('reads a version 1 file as version 2 without covers', () => {
    const v1 = loadLessonText(read('test/fixtures/lessons/v1-minimal.json'));
    const l = JSON.parse(read('test/fixtures/lessons/v1-minimal.json')) as Json;
    l['version'] = 2;
    const v2 = loadLesson(l);
    expect(v1.ok && v1.lesson).toEqual(v2.ok && v2.lesson);
  });

  it('reads covers in a version 2 file', () => {
    const l = base();
    l['version'] = 2;
    step(l)['task'] = '- one\n- two';
    check(l)['covers'] = [2, 1];
    const r = loadLesson(l);
    expect(r.findings).toEqual([]);
    expect(r.ok && r.lesson.steps[0]!.checks[0]!.covers).toEqual([2, 1]);
  });

  it('drops a byte-order mark, as editors on Windows write one', () => {
    expect(loadLessonText('\ufeff' + read('test/fixtures/lessons/v1-minimal.json')).ok).toBe(true);
  });

  const huge = 'x'.repeat(5 * 1024 * 1024);
  const deep = JSON.parse('['.repeat(10_000) + ']'.repeat(10_000)) as unknown;
  type Case = [string, (l: Json) => void, string, string, RegExp];
  const CASES: Case[] = [
    [
      'a newer version',
      (l) => (l['version'] = 3),
      '$.version',
      'format.version',
      /format version 3, newer than this build of Keyscope reads \(2\); open it with a newer Keyscope/
    ],
    [
      'a version as text',
      (l) => (l['version'] = '1'),
      '$.version',
      'format.version',
      /"version" must be 1 or 2, got the string "1"/
    ],
    [
      'covers in a version 1 file',
      (l) => (check(l)['covers'] = [1]),
      '$.steps[0].checks[0].covers',
      'format.version',
      /^"covers" is format version 2; make the lesson's "version" 2 to use it$/
    ],
    [
      'covers past the last bullet',
      (l) => {
        l['version'] = 2;
        step(l)['task'] = '- one\n- two';
        check(l)['covers'] = [1, 3];
      },
      '$.steps[0].checks[0].covers',
      'lesson.no-such-bullet',
      /^"covers" names bullet 3, but the task has 2 bullets \(its list items; a task without a list is one\)$/
    ],
    [
      'covers that are not bullet numbers',
      (l) => {
        l['version'] = 2;
        check(l)['covers'] = [0];
      },
      '$.steps[0].checks[0].covers',
      'format.value',
      /^"covers" is the list of the task's bullets this check checks, counted from 1/
    ],
    [
      'a key type that is not one',
      (l) => {
        (step(l)['checks'] as Json[])[0] = {
          kind: 'table-key',
          table: 'Books',
          sortKey: 'A',
          sortKeyType: 'SS'
        };
      },
      '$.steps[0].checks[0].sortKeyType',
      'format.value',
      /^"sortKeyType" must be "S", "N" or "B" \(a key attribute is a string, number or binary\), got "SS"$/
    ],
    ['no id', (l) => delete l['id'], '$.id', 'format.missing', /"id" is required/],
    [
      'an id with spaces',
      (l) => (l['id'] = 'Gaming Keys'),
      '$.id',
      'format.bad-id',
      /lower-case letters, digits and single hyphens .* got the string "Gaming Keys"/
    ],
    [
      'a 5 MB title',
      (l) => (l['title'] = huge),
      '$.title',
      'format.too-long',
      /^"title" is 5242880 characters long; it may have at most 200$/
    ],
    [
      'a title of the wrong type',
      (l) => (l['title'] = { text: 'x' }),
      '$.title',
      'format.wrong-type',
      /"title" must be a string, got an object/
    ],
    ['a blank title', (l) => (l['title'] = '   '), '$.title', 'format.empty', /"title" is empty/],
    [
      'an unknown field',
      (l) => (l['author'] = 'me'),
      '$.author',
      'format.unknown-field',
      /a lesson has no field "author"; its fields are "format", "version", "id", "title", "source", "summary", "steps"/
    ],
    [
      'no steps',
      (l) => (l['steps'] = []),
      '$.steps',
      'format.count',
      /a lesson has 1 to 100 steps, got 0/
    ],
    [
      'too many steps',
      (l) => (l['steps'] = Array.from({ length: 101 }, (_, i) => ({ ...step(l), id: `s${i}` }))),
      '$.steps',
      'format.count',
      /got 101/
    ],
    [
      'steps of the wrong type',
      (l) => (l['steps'] = 'all of them'),
      '$.steps',
      'format.wrong-type',
      /"steps" must be an array/
    ],
    [
      'a step that is a number',
      (l) => ((l['steps'] as unknown[])[1] = 7),
      '$.steps[1]',
      'format.wrong-type',
      /a step must be an object, got number 7/
    ],
    [
      'a step without a start',
      (l) => delete step(l, 1)['start'],
      '$.steps[1].start',
      'format.missing',
      /"start" is required/
    ],
    [
      'a start with both',
      (l) => (step(l)['start'] = { example: 'library', design: {} }),
      '$.steps[0].start',
      'format.ambiguous',
      /either "example" .* or "design" .*, not both/
    ],
    [
      'a start with neither',
      (l) => (step(l)['start'] = {}),
      '$.steps[0].start',
      'format.missing',
      /give either "example"/
    ],
    [
      'an example id that cannot be one',
      (l) => (step(l)['start'] = { example: '../../etc/passwd' }),
      '$.steps[0].start.example',
      'format.bad-id',
      /got the string "..\/..\/etc\/passwd"/
    ],
    [
      'a malformed inline design',
      (l) =>
        (step(l)['start'] = {
          design: { format: 'keyscope.design', version: 1, name: 'x', tables: [{ name: 'T' }] }
        }),
      '$.steps[0].start.design.tables[0].partitionKey',
      'format.missing',
      /"partitionKey" is required/
    ],
    [
      'an inline design that is not one',
      (l) => (step(l, 2)['solution'] = { design: { name: 'x' } }),
      '$.steps[2].solution.design',
      'format.unknown',
      /not a design/
    ],
    [
      'a Workbench model inline',
      (l) => (step(l)['start'] = { design: { ModelName: 'm', DataModel: [] } }),
      '$.steps[0].start.design',
      'lesson.not-native',
      /must be a Keyscope design/
    ],
    [
      'no checks',
      (l) => (step(l)['checks'] = []),
      '$.steps[0].checks',
      'format.count',
      /a step has 1 to 20 checks, got 0/
    ],
    [
      'too many checks',
      (l) => (step(l)['checks'] = Array.from({ length: 21 }, () => check(l))),
      '$.steps[0].checks',
      'format.count',
      /got 21/
    ],
    [
      'an unknown check kind',
      (l) => (check(l)['kind'] = 'no-heat'),
      '$.steps[0].checks[0].kind',
      'check.unknown-kind',
      /"kind" must be one of "pattern-one-query", .*; there is no check kind "no-heat"/
    ],
    [
      'a check without its kind',
      (l) => delete check(l)['kind'],
      '$.steps[0].checks[0].kind',
      'format.missing',
      /"kind" must be one of/
    ],
    [
      'a missing parameter',
      (l) => delete check(l)['table'],
      '$.steps[0].checks[0].table',
      'format.missing',
      /"table" is required \(Table\)/
    ],
    [
      'a pattern check without its pattern',
      (l) =>
        ((step(l, 2)['checks'] as unknown[])[0] = {
          kind: 'pattern-one-query',
          entities: ['Book']
        }),
      '$.steps[2].checks[0].pattern',
      'format.missing',
      /"pattern" is required \(Access pattern\)/
    ],
    [
      'a parameter of the wrong type',
      (l) => (check(l)['table'] = 42),
      '$.steps[0].checks[0].table',
      'format.wrong-type',
      /"table" must be a string, got number 42/
    ],
    [
      'a misspelled parameter',
      (l) => (check(l)['tabel'] = 'Books'),
      '$.steps[0].checks[0].tabel',
      'format.unknown-field',
      /a "no-collisions" check has no field "tabel"; its fields are "kind", "table"/
    ],
    [
      'no entities',
      (l) =>
        ((step(l)['checks'] as unknown[])[0] = {
          kind: 'pattern-one-query',
          pattern: 'p',
          entities: []
        }),
      '$.steps[0].checks[0].entities',
      'format.wrong-type',
      /a list of 1 to 50 names, got 0 of them/
    ],
    [
      'an entity listed twice',
      (l) =>
        ((step(l)['checks'] as unknown[])[0] = {
          kind: 'pattern-one-query',
          pattern: 'p',
          entities: ['Book', 'Book']
        }),
      '$.steps[0].checks[0].entities[1]',
      'format.duplicate',
      /"Book" is listed twice/
    ],
    [
      'a negative count',
      (l) =>
        ((step(l)['checks'] as unknown[])[0] = {
          kind: 'pattern-one-query',
          pattern: 'p',
          entities: ['Book'],
          count: -1
        }),
      '$.steps[0].checks[0].count',
      'format.wrong-type',
      /whole number ≥ 0, got number -1/
    ],
    [
      'a boolean as text',
      (l) =>
        ((step(l)['checks'] as unknown[])[0] = {
          kind: 'low-cardinality',
          table: 'Books',
          present: 'no'
        }),
      '$.steps[0].checks[0].present',
      'format.wrong-type',
      /true or false/
    ],
    [
      'a cardinality without bounds',
      (l) =>
        ((step(l)['checks'] as unknown[])[0] = {
          kind: 'partition-key-cardinality',
          table: 'Books'
        }),
      '$.steps[0].checks[0]',
      'check.invalid',
      /give "atLeast", "atMost" or both/
    ],
    [
      'bounds the wrong way round',
      (l) =>
        ((step(l)['checks'] as unknown[])[0] = {
          kind: 'partition-key-cardinality',
          table: 'Books',
          atLeast: 5,
          atMost: 2
        }),
      '$.steps[0].checks[0]',
      'check.invalid',
      /"atLeast" \(5\) is more than "atMost" \(2\)/
    ],
    [
      'two steps with one id',
      (l) => (step(l, 1)['id'] = 'one'),
      '$.steps[1].id',
      'format.duplicate',
      /step id "one" is also step 1's/
    ],
    [
      'a 20,001-character explanation',
      (l) => (step(l)['explanation'] = 'a'.repeat(20_001)),
      '$.steps[0].explanation',
      'format.too-long',
      /at most 20000/
    ],
    [
      'a view that is no view',
      (l) => (step(l)['view'] = 'slides'),
      '$.steps[0].view',
      'format.wrong-type',
      /^"view" must be one of "task", "table", "graph", "templates", "heat", got the string "slides": the view presenter mode shows beside the task$/
    ],
    [
      'a hint nested 10,000 deep',
      (l) => (step(l)['hint'] = deep),
      '$.steps[0].hint',
      'format.wrong-type',
      /"hint" must be a string, got an array/
    ],
    [
      'a check nested 10,000 deep',
      (l) => ((step(l)['checks'] as unknown[])[0] = deep),
      '$.steps[0].checks[0]',
      'format.wrong-type',
      /a check must be an object, got an array/
    ]
  ];

  it.each(CASES)('refuses %s, at %s', (_name, breakIt, path, code, message) => {
    const lesson = base();
    breakIt(lesson);
    const r = loadLesson(lesson);
    expect(r.ok).toBe(false);
    const f = r.findings.find((x) => x.path === path && x.code === code);
    expect(
      f,
      JSON.stringify(r.findings.map((x) => `${x.path} ${x.code} ${x.message.slice(0, 200)}`))
    ).toBeDefined();
    expect(f!.message).toMatch(message);
    for (const x of r.findings) expect(x.message.length).toBeLessThan(1000);
  });

  it('refuses __proto__ as an unknown field and pollutes nothing', () => {
    const text = read('test/fixtures/lessons/v1-minimal.json').replace(
      '"format"',
      '"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "format"'
    );
    const r = loadLessonText(text);
    expect(r.ok).toBe(false);
    expect(r.findings.map((f) => [f.path, f.code])).toEqual([
      ['$.__proto__', 'format.unknown-field'],
      ['$.constructor', 'format.unknown-field']
    ]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses __proto__ inside a step and a check', () => {
    const l = base();
    Object.defineProperty(step(l), '__proto__', { value: { id: 'x' }, enumerable: true });
    Object.defineProperty(check(l), '__proto__', { value: 'Books', enumerable: true });
    const r = loadLesson(l);
    expect(r.findings.map((f) => f.path)).toEqual([
      '$.steps[0].__proto__',
      '$.steps[0].checks[0].__proto__'
    ]);
  });

  it('reports every problem at once', () => {
    const l = base();
    delete l['title'];
    check(l, 1)['table'] = 7;
    step(l, 2)['id'] = 'Three';
    expect(loadLesson(l).findings.map((f) => f.path)).toEqual([
      '$.title',
      '$.steps[1].checks[0].table',
      '$.steps[2].id'
    ]);
  });

  it.each([
    ['{', 'json.syntax', /not valid JSON at line 1, column 2/],
    ['', 'json.syntax', /not valid JSON/],
    ['[]', 'format.unknown', /not a lesson: expected "format": "keyscope.lesson", got an array/],
    ['{"format": "keyscope.design"}', 'format.unknown', /got format the string "keyscope.design"/],
    ['{}', 'format.unknown', /got an object without "format"/],
    [
      '"<script>alert(1)</script>"',
      'format.unknown',
      /got the string "<script>alert\(1\)<\/script>"/
    ]
  ])('refuses %j as no lesson', (text, code, message) => {
    const r = loadLessonText(text);
    expect(r.ok).toBe(false);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ path: '$', code });
    expect(r.findings[0]!.message).toMatch(message);
  });

  it('refuses a lesson with a key written twice, at its path, line and column, as a design file is', () => {
    const text = read('test/fixtures/lessons/v1-minimal.json').replace(
      /"title": /,
      '"title": "Shadowed", "title": '
    );
    expect(JSON.parse(text)).toBeTruthy();
    const r = loadLessonText(text);
    expect(r.ok).toBe(false);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ code: 'json.duplicate-key', path: '$.title' });
    expect(r.findings[0]!.message).toMatch(
      /^"title" is written twice in one object \(again at line \d+, column \d+\)/
    );
  });

  it('refuses a file over the size cap before parsing it', () => {
    const text = ' '.repeat(LESSON_FORMAT.limits.fileBytes + 1);
    const r = loadLessonText(text);
    expect(r.findings[0]).toMatchObject({ code: 'lesson.too-large', path: '$' });
  });

  it('does not change the parsed JSON it reads', () => {
    const l = base();
    const before = JSON.stringify(l);
    loadLesson(l);
    expect(JSON.stringify(l)).toBe(before);
  });
});
