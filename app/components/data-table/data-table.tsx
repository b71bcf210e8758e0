import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  useReactTable,
} from "@tanstack/react-table";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { Filters, ListDefinition, Paged } from "../../platform/lists/list-query.ts";
import { Pagination } from "../lists/pagination.tsx";
import { useListLoading } from "../lists/use-list-loading.ts";
import { Button } from "../ui/button.tsx";
import { cx } from "../ui/cx.ts";
import { ArrowDown, ArrowUp, ArrowUpDown } from "../ui/icons.tsx";
import { Spinner } from "../ui/spinner.tsx";
import {
  ariaSortOf,
  nextSort,
  type Selection,
  selectedIds,
  selectionOf,
  sortingOf,
  updateSelection,
} from "./table-state.ts";
import { TableToolbar } from "./table-toolbar.tsx";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    numeric?: boolean;
    /** Cells stay on one line otherwise, and the table scrolls. */
    wrap?: boolean;
  }
}

const checkboxClasses =
  "size-4 cursor-pointer rounded border-slate-400 accent-[var(--color-brand)] outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2";

/** Buttons (type="submit", name="intent") of the form that posts `ids`. */
export interface BulkActionsProps {
  ids: string[];
  clear: () => void;
}

export interface DataTableProps<Row, C extends string, F extends Filters> {
  list: ListDefinition<C, F>;
  result: Paged<Row>;
  /** A column whose id is one of `list.sorts` sorts the list from its header. */
  // biome-ignore lint/suspicious/noExplicitAny: each column has a value type of its own
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  caption: string;
  showCaption?: boolean;
  searchLabel?: string;
  filters?: ReactNode;
  empty?: ReactNode;
  /** Turns on row selection. */
  bulkActions?: (selection: BulkActionsProps) => ReactNode;
  /** For the row checkbox's accessible label ("Select Lina Haddad"). */
  rowLabel?: (row: Row) => string;
  stickyFirstColumn?: boolean;
}

/** Server-paged and sorted from the URL (`defineList`); headers, pages and filters are links and GET forms, so
 * the table works before hydration. */
export function DataTable<Row, C extends string, F extends Filters>(props: DataTableProps<Row, C, F>) {
  const { list, result, getRowId, bulkActions, stickyFirstColumn } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const loading = useListLoading();
  const captionId = useId();
  const query = list.parse(new URLSearchParams(location.search));
  const [selection, setSelection] = useState<Selection>({ of: result, rows: {} });
  const rowSelection = selectionOf(selection, result);
  const selectable = bulkActions !== undefined;

  const table = useReactTable({
    data: result.items,
    columns: props.columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: result.totalPages,
    enableRowSelection: selectable,
    state: {
      sorting: sortingOf(query.sort),
      pagination: { pageIndex: result.page - 1, pageSize: result.pageSize },
      rowSelection,
    },
    onRowSelectionChange: (updater) => setSelection((current) => updateSelection(current, result, updater)),
  });

  const ids = selectedIds(
    rowSelection,
    table.getRowModel().rows.map((row) => row.id),
  );
  const clear = () => setSelection({ of: result, rows: {} });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columnCount = headers.length + (selectable ? 1 : 0);
  const first = (result.page - 1) * result.pageSize + 1;
  const sticky = (index: number) =>
    stickyFirstColumn && index === 0 ? cx("sticky z-10", selectable ? "start-12" : "start-0") : undefined;

  const sortLink = (header: Header<Row, unknown>) => {
    const id = header.column.id as C;
    const next = nextSort(query.sort, id, header.column.columnDef.sortDescFirst);
    return (
      <Link
        to={`${location.pathname}${list.href(location.search, { sort: next })}`}
        preventScrollReset
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand"
      >
        {flexRender(header.column.columnDef.header, header.getContext())}
        {query.sort.column !== id ? (
          <ArrowUpDown aria-hidden className="size-3.5 text-slate-400" />
        ) : query.sort.direction === "asc" ? (
          <ArrowUp aria-hidden className="size-3.5" />
        ) : (
          <ArrowDown aria-hidden className="size-3.5" />
        )}
      </Link>
    );
  };

  return (
    <div className="space-y-4">
      <TableToolbar list={list} query={query} filters={props.filters} searchLabel={props.searchLabel} />

      <div className="flex min-h-6 flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <p role="status">
          {result.total > 0 && result.items.length > 0
            ? t("table.showing", { from: first, to: first + result.items.length - 1, total: result.total })
            : t("table.results", { count: result.total })}
        </p>
        {loading ? <Spinner label={t("table.loading")} className="text-brand" /> : null}
      </div>

      {selectable ? (
        <>
          <p role="status" className="sr-only">
            {ids.length > 0 ? t("table.selected", { count: ids.length }) : ""}
          </p>
          {ids.length > 0 ? (
            <Form
              method="post"
              aria-label={t("table.bulkActions")}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-brand/30 bg-brand/5 px-3 py-2"
            >
              {ids.map((id) => (
                <input key={id} type="hidden" name="ids" value={id} />
              ))}
              <span aria-hidden className="text-sm font-medium text-slate-900">
                {t("table.selected", { count: ids.length })}
              </span>
              {bulkActions({ ids, clear })}
              <Button variant="ghost" size="sm" onPress={clear} className="ms-auto">
                {t("table.clearSelection")}
              </Button>
            </Form>
          ) : null}
        </>
      ) : null}

      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll a table wider than the screen
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand"
      >
        <table aria-busy={loading || undefined} className="w-full min-w-max border-collapse text-sm">
          <caption id={captionId} className={props.showCaption ? "p-3 text-start font-semibold" : "sr-only"}>
            {props.caption}
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              {selectable ? (
                <th scope="col" className="sticky start-0 z-10 w-12 bg-slate-50 px-4 py-3 text-start">
                  <SelectAll
                    checked={table.getIsAllPageRowsSelected()}
                    indeterminate={table.getIsSomePageRowsSelected()}
                    disabled={result.items.length === 0}
                    label={t("table.selectAll")}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                  />
                </th>
              ) : null}
              {headers.map((header, index) => {
                const sortable = (list.sorts as readonly string[]).includes(header.column.id);
                const meta = header.column.columnDef.meta;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? ariaSortOf(query.sort, header.column.id) : undefined}
                    className={cx(
                      "bg-slate-50 px-4 py-3 whitespace-nowrap",
                      meta?.numeric ? "text-end" : "text-start",
                      sticky(index),
                    )}
                  >
                    {header.isPlaceholder
                      ? null
                      : sortable
                        ? sortLink(header)
                        : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={cx("divide-y divide-slate-100 transition-opacity", loading && "opacity-50")}>
            {table.getRowModel().rows.map((row) => (
              // Opaque row colours: the sticky cells take theirs, and the scrolled cells pass underneath.
              <tr
                key={row.id}
                className={row.getIsSelected() ? "bg-brand-soft" : "bg-white hover:bg-slate-50"}
              >
                {selectable ? (
                  <td className="sticky start-0 z-10 w-12 bg-inherit px-4 py-3">
                    <input
                      type="checkbox"
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                      aria-label={t("table.selectRow", {
                        row: props.rowLabel?.(row.original) ?? String(first + row.index),
                      })}
                      className={checkboxClasses}
                    />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell, index) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cx(
                        "px-4 py-3 text-slate-800",
                        !meta?.wrap && "whitespace-nowrap",
                        meta?.numeric && "text-end tabular-nums",
                        sticky(index) && cx(sticky(index), "bg-inherit"),
                      )}
                    >
                      {meta?.wrap ? (
                        // A capped width is what lets the text wrap in a table sized to its content.
                        <div className="min-w-40 max-w-80">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </div>
                      ) : (
                        flexRender(cell.column.columnDef.cell, cell.getContext())
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            {result.items.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-12 text-center text-slate-600">
                  <EmptyState
                    pastTheEnd={result.total > 0}
                    filtered={list.isFiltered(query)}
                    clearHref={`${location.pathname}${list.clearHref(location.search)}`}
                    firstPageHref={`${location.pathname}${list.href(location.search, {})}`}
                    empty={props.empty}
                  />
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>

      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        className="justify-center sm:justify-end"
      />
    </div>
  );
}

function SelectAll({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={onChange}
      className={checkboxClasses}
    />
  );
}

function EmptyState({
  pastTheEnd,
  filtered,
  clearHref,
  firstPageHref,
  empty,
}: {
  pastTheEnd: boolean;
  filtered: boolean;
  clearHref: string;
  firstPageHref: string;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const link =
    "mt-3 inline-block rounded font-medium text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand";
  if (pastTheEnd) {
    return (
      <>
        <p>{t("table.pastTheEnd")}</p>
        <Link to={firstPageHref} className={link}>
          {t("table.firstPage")}
        </Link>
      </>
    );
  }
  if (filtered) {
    return (
      <>
        <p>{t("table.noMatches")}</p>
        <Link to={clearHref} className={link}>
          {t("table.clearFilters")}
        </Link>
      </>
    );
  }
  return <>{empty ?? <p>{t("table.empty")}</p>}</>;
}
