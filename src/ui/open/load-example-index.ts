/** One entry of `public/examples/index.json`. */
export interface ExampleEntry {
  /** Stable kebab-case id, e.g. `library`. */
  id: string;
  /** Human-readable title shown in the example list. */
  title: string;
  /** File name of the design next to index.json, e.g. `library.json`. */
  file: string;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A bare file name only: no directories, no URLs, so an index can never point elsewhere.
const FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.json$/;

/**
 * Validates the parsed contents of `examples/index.json`. Throws an Error naming the
 * first bad entry and what is wrong with it.
 *
 * @example
 * parseExampleIndex([{ id: 'library', title: 'Library catalogue', file: 'library.json' }]);
 */
export function parseExampleIndex(json: unknown): ExampleEntry[] {
  if (!Array.isArray(json)) {
    throw new Error(`The example index must be a JSON array; got ${typeof json}.`);
  }
  const seen = new Set<string>();
  return json.map((entry: unknown, index): ExampleEntry => {
    const where = `Example index entry ${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new Error(`${where} must be an object with id, title and file.`);
    }
    const { id, title, file } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !ID.test(id)) {
      throw new Error(`${where} needs a kebab-case string "id" such as "library".`);
    }
    if (seen.has(id)) throw new Error(`${where} repeats the id "${id}"; ids must be unique.`);
    seen.add(id);
    if (typeof title !== 'string' || title.trim() === '') {
      throw new Error(`${where} ("${id}") needs a non-empty string "title".`);
    }
    if (typeof file !== 'string' || !FILE.test(file)) {
      throw new Error(`${where} ("${id}") needs a bare "file" name such as "library.json".`);
    }
    return { id, title, file };
  });
}

/**
 * Fetches and validates the example index.
 *
 * @param url - URL of index.json, relative to the page (the build uses `base: './'`).
 * @param fetchFn - injected for tests; called as a plain function.
 */
export async function loadExampleIndex(
  url: string,
  fetchFn: typeof fetch,
  signal?: AbortSignal
): Promise<ExampleEntry[]> {
  const response = await fetchFn(url, signal ? { signal } : {});
  if (!response.ok) {
    throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
  }
  return parseExampleIndex(await response.json());
}
