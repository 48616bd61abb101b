import { buildReadFilter } from '../../core/query/build-read-filter.ts';
import type {
  FilterCondition,
  FilterOperator,
  FilterValueType
} from '../../core/query/filter-condition.ts';
import { parseReadFilter, type WrittenFilter } from '../../core/query/parse-read-filter.ts';
import type { ReadFilter } from '../../core/query/read-filter.ts';

/** One row of the form, as its inputs hold it. */
export interface FilterRow {
  attribute: string;
  operator: FilterOperator;
  type: FilterValueType;
  value: string;
  upper: string;
}

/** The form's filter: none yet, one, or what is wrong and where. */
export type FilterFormResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly filter: ReadFilter }
  | {
      readonly kind: 'error';
      readonly message: string;
      /** The row (from 1) or the written field the problem is in; 0 for the whole filter. */
      readonly where: number | keyof WrittenFilter;
    };

const blank = (): FilterRow => ({
  attribute: '',
  operator: '=',
  type: 'S',
  value: '',
  upper: ''
});

/**
 * A filter being written: rows of fields joined with AND (`buildReadFilter`), or the expression
 * and its placeholders as the AWS CLI takes them (`parseReadFilter`). Rows left blank are not
 * conditions yet, so an untouched form is no filter rather than a mistake.
 */
export class FilterForm {
  mode = $state<'build' | 'write'>('build');
  rows = $state<FilterRow[]>([blank()]);
  expression = $state('');
  names = $state('');
  values = $state('');

  readonly result: FilterFormResult = $derived.by(() => {
    if (this.mode === 'write') {
      if (this.expression.trim() === '') return { kind: 'empty' };
      const r = parseReadFilter({
        expression: this.expression,
        names: this.names,
        values: this.values
      });
      return r.ok
        ? { kind: 'ok', filter: r.filter }
        : { kind: 'error', message: r.message, where: r.field };
    }
    const used = this.rows
      .map((row, i) => ({ row, at: i + 1 }))
      .filter(({ row }) => row.attribute !== '' || row.value !== '');
    if (used.length === 0) return { kind: 'empty' };
    const r = buildReadFilter(used.map(({ row }) => condition(row)));
    if (r.ok) return { kind: 'ok', filter: r.filter };
    return { kind: 'error', message: r.message, where: r.row === 0 ? 0 : used[r.row - 1]!.at };
  });

  add(): void {
    this.rows.push(blank());
  }

  remove(i: number): void {
    this.rows.splice(i, 1);
    if (this.rows.length === 0) this.rows.push(blank());
  }
}

function condition(row: FilterRow): FilterCondition {
  return {
    attribute: row.attribute,
    operator: row.operator,
    type: row.type,
    value: row.value,
    ...(row.operator === 'BETWEEN' ? { upper: row.upper } : {})
  };
}
