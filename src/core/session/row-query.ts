/** Collapsed collections as plain data: all but `toggled`, or only `toggled` (collection ids). */
export interface WireCollapse {
  readonly all: boolean;
  readonly toggled: readonly string[];
}

/** Which rows of which view: a table, one of its views (0 is the table) and what is collapsed. */
export interface RowQuery {
  readonly table: number;
  readonly view: number;
  readonly collapse: WireCollapse;
}
