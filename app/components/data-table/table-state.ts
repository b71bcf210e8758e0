// A row selection belongs to one page of one result: a new page, sort, filter or reload starts it afresh.
import type { RowSelectionState, SortingState, Updater } from "@tanstack/react-table";
import type { ListSort } from "../../platform/lists/list-query.ts";

export function sortingOf(sort: ListSort): SortingState {
  return [{ id: sort.column, desc: sort.direction === "desc" }];
}

/** Another column starts ascending, or descending when that is its natural first order (newest first). */
export function nextSort<C extends string>(current: ListSort<C>, column: C, descFirst = false): ListSort<C> {
  if (current.column === column) {
    return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  }
  return { column, direction: descFirst ? "desc" : "asc" };
}

export function ariaSortOf(current: ListSort, column: string): "ascending" | "descending" | "none" {
  if (current.column !== column) return "none";
  return current.direction === "asc" ? "ascending" : "descending";
}

export interface Selection {
  of: unknown;
  rows: RowSelectionState;
}

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

export function selectedIds(rows: RowSelectionState, pageIds: readonly string[]): string[] {
  return pageIds.filter((id) => rows[id] === true);
}
