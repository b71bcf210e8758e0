/**
 * The data table's state that is not markup: the sort a header click leads to, and the row selection, which
 * belongs to one page of one result (a new page, sort, filter or a reload after an action starts it afresh).
 */
import type { RowSelectionState, SortingState, Updater } from "@tanstack/react-table";
import type { ListSort } from "../../platform/lists/list-query.ts";

/** The list's sort as TanStack's controlled sorting state. */
export function sortingOf(sort: ListSort): SortingState {
  return [{ id: sort.column, desc: sort.direction === "desc" }];
}

/**
 * The sort after a click on a column's header: the sorted column turns round; another column starts ascending,
 * or descending when that is its natural first order (newest first, largest first).
 */
export function nextSort<C extends string>(current: ListSort<C>, column: C, descFirst = false): ListSort<C> {
  if (current.column === column) {
    return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  }
  return { column, direction: descFirst ? "desc" : "asc" };
}

/** aria-sort of a sortable header. */
export function ariaSortOf(current: ListSort, column: string): "ascending" | "descending" | "none" {
  if (current.column !== column) return "none";
  return current.direction === "asc" ? "ascending" : "descending";
}

/** A row selection and the result it was made on. */
export interface Selection {
  of: unknown;
  rows: RowSelectionState;
}

/** The rows selected on `result`; none when the selection was made on another result. */
export function selectionOf(selection: Selection, result: unknown): RowSelectionState {
  return selection.of === result ? selection.rows : {};
}

export function updateSelection(
  selection: Selection,
  result: unknown,
  updater: Updater<RowSelectionState>,
): Selection {
  const current = selectionOf(selection, result);
  return { of: result, rows: typeof updater === "function" ? updater(current) : updater };
}

/** The ids of the selected rows, in the order of the page. */
export function selectedIds(rows: RowSelectionState, pageIds: readonly string[]): string[] {
  return pageIds.filter((id) => rows[id] === true);
}
