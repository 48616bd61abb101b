import type {
  Design,
  Entity,
  GlobalSecondaryIndex,
  KeyAttribute,
  LocalSecondaryIndex,
  Projection,
  Table
} from '../model/design.ts';
import { FindingCollector } from '../model/finding-collector.ts';
import { joinPath, type Finding } from '../model/finding.ts';
import { nameProblem } from '../rules/check-name.ts';
import { limitName } from '../rules/limit-name.ts';
import { tableProblems } from '../rules/table-problems.ts';
import { parseTemplate } from '../templates/parse-template.ts';

/** An index as a library model declares it, with where. */
export interface DraftIndex {
  readonly name: string;
  readonly local: boolean;
  /** One attribute each but for a multi-attribute GSI. */
  readonly partition: readonly KeyAttribute[];
  readonly sort: readonly KeyAttribute[];
  readonly projection: Projection;
  readonly path: string;
}

interface DraftTable {
  readonly name: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute | undefined;
  readonly indexes: Map<string, DraftIndex>;
  readonly path: string;
}

/**
 * A design being read from an entity library's model: tables (met once per entity in ElectroDB
 * and the Toolbox, so met again they must agree), their indexes and entities, each problem a
 * finding at its JSON path. `design()` checks the tables by Keyscope's own rules
 * (`tableProblems`) and each template by its parser, and returns what can be kept.
 *
 * @example
 * const draft = new LibraryDraft();
 * draft.table('app', { name: 'pk', type: 'S' }, undefined, '$[0]');
 * draft.design('app (ElectroDB)').tables[0].name; // 'app'
 */
export class LibraryDraft {
  readonly found = new FindingCollector();
  readonly #tables = new Map<string, DraftTable>();
  readonly #entities: { entity: Entity; path: string }[] = [];

  get findings(): Finding[] {
    return this.found.findings;
  }

  /** The tables declared so far, in the order met. */
  get tableNames(): string[] {
    return [...this.#tables.keys()];
  }

  /** Declare a table, or meet it again; false (with an error) when its keys disagree. */
  table(
    name: string,
    partitionKey: KeyAttribute,
    sortKey: KeyAttribute | undefined,
    path: string
  ): boolean {
    const known = this.#tables.get(name);
    if (!known) {
      this.#tables.set(name, { name, partitionKey, sortKey, indexes: new Map(), path });
      return true;
    }
    if (sameKey(known.partitionKey, partitionKey) && sameKey(known.sortKey, sortKey)) return true;
    this.found.error(
      path,
      'library.table-conflict',
      `table "${name}" has the key ${keyText(partitionKey, sortKey)} here but ${keyText(known.partitionKey, known.sortKey)} at ${known.path}; one table has one key, so make them agree`
    );
    return false;
  }

  /** Add an index to a declared table, or meet it again (it must agree). */
  index(table: string, index: DraftIndex): void {
    const t = this.#tables.get(table)!;
    const known = t.indexes.get(index.name);
    if (!known) t.indexes.set(index.name, index);
    else if (
      known.local !== index.local ||
      !sameKeys(known.partition, index.partition) ||
      !sameKeys(known.sort, index.sort)
    )
      this.found.error(
        index.path,
        'library.index-conflict',
        `index "${index.name}" of table "${table}" has other key attributes here than at ${known.path}; one index has one key, so make them agree`
      );
  }

  /** Add an entity; its templates are checked by Keyscope's parser, each at `templatePaths`' path. */
  entity(entity: Entity, path: string, templatePaths: ReadonlyMap<string, string>): void {
    const taken = this.#entities.map((e) => e.entity.name);
    const named = nameProblem('entity', entity.name, taken);
    if (named) this.found.error(joinPath(path, 'name'), named.code, named.message);
    for (const [attribute, template] of Object.entries(entity.keys)) {
      const parsed = parseTemplate(template);
      if (!parsed.ok)
        this.found.error(
          templatePaths.get(attribute) ?? path,
          'template.syntax',
          `the key "${attribute}" becomes the Keyscope template ${parsed.error.message}; rename the attribute so the template can name it`
        );
    }
    this.#entities.push({ entity: { ...entity, name: limitName(entity.name) }, path });
  }

  /** The design read so far, its tables checked by Keyscope's rules. */
  design(name: string): Design {
    const tables: Table[] = [];
    for (const t of this.#tables.values()) {
      const indexes = [...t.indexes.values()];
      const table: Table = {
        name: t.name,
        partitionKey: t.partitionKey,
        ...(t.sortKey ? { sortKey: t.sortKey } : {}),
        globalSecondaryIndexes: indexes.filter((i) => !i.local).map(gsi),
        localSecondaryIndexes: indexes.filter((i) => i.local).map(lsi),
        items: []
      };
      for (const p of tableProblems(table)) this.found.add(p.severity, t.path, p.code, p.message);
      tables.push(table);
    }
    return {
      name: limitName(name),
      tables,
      entities: this.#entities.map((e) => e.entity),
      accessPatterns: []
    };
  }
}

function gsi(i: DraftIndex): GlobalSecondaryIndex {
  const [partitionKey, ...morePartitionKeys] = i.partition as [KeyAttribute, ...KeyAttribute[]];
  const [sortKey, ...moreSortKeys] = i.sort;
  return {
    name: i.name,
    partitionKey,
    ...(morePartitionKeys.length ? { morePartitionKeys } : {}),
    ...(sortKey ? { sortKey } : {}),
    ...(moreSortKeys.length ? { moreSortKeys } : {}),
    projection: i.projection
  };
}

function lsi(i: DraftIndex): LocalSecondaryIndex {
  return { name: i.name, sortKey: i.sort[0]!, projection: i.projection };
}

function sameKey(a: KeyAttribute | undefined, b: KeyAttribute | undefined): boolean {
  return a?.name === b?.name && a?.type === b?.type;
}

function sameKeys(a: readonly KeyAttribute[], b: readonly KeyAttribute[]): boolean {
  return a.length === b.length && a.every((k, i) => sameKey(k, b[i]));
}

function keyText(pk: KeyAttribute, sk: KeyAttribute | undefined): string {
  const one = (k: KeyAttribute): string => `"${k.name}" (${k.type})`;
  return sk ? `${one(pk)} and ${one(sk)}` : one(pk);
}
