/** The operators a filter built from fields offers, as DynamoDB's condition grammar names them. */
export type FilterOperator =
  | '='
  | '<>'
  | '<'
  | '<='
  | '>'
  | '>='
  | 'BETWEEN'
  | 'begins_with'
  | 'contains'
  | 'attribute_exists'
  | 'attribute_not_exists';

/** The types a value typed into a field can take. */
export type FilterValueType = 'S' | 'N' | 'BOOL';

/**
 * One row of a filter built from fields: an attribute (a top-level name, written as it is: no
 * placeholder, no path), an operator and its value as typed (BETWEEN's upper bound in `upper`).
 * `buildReadFilter` joins the rows with AND.
 */
export interface FilterCondition {
  readonly attribute: string;
  readonly operator: FilterOperator;
  readonly type: FilterValueType;
  readonly value: string;
  readonly upper?: string;
}

/** Operators that take no value. */
export const VALUELESS: ReadonlySet<FilterOperator> = new Set([
  'attribute_exists',
  'attribute_not_exists'
]);
