import { readFileSync } from "node:fs";
import {
  type ColumnDef,
  createColumnHelper,
  createTable,
  getCoreRowModel,
  type TableState,
} from "@tanstack/react-table";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import arCommon from "../../locales/ar/common.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { booleanFilter, defineList, enumFilter, type Paged, paged } from "../../platform/lists/list-query.ts";
import { DataTable } from "./data-table.tsx";
import { FilterSelect } from "./filter-fields.tsx";
import {
  ariaSortOf,
  nextSort,
  type Selection,
  selectedIds,
  selectionOf,
  sortingOf,
  updateSelection,
} from "./table-state.ts";

interface Booking {
  id: string;
  customer: string;
  status: string;
  total: number;
}

const bookingList = defineList({
  sorts: ["customer", "total", "created"],
  defaultSort: { column: "created", direction: "desc" },
  filters: { status: enumFilter(["pending", "confirmed"]), paid: booleanFilter() },
});

const helper = createColumnHelper<Booking>();
const columns = [
  helper.accessor("customer", { header: "Customer" }),
  helper.accessor("status", { header: "Status" }),
  helper.accessor("total", { header: "Total", sortDescFirst: true, meta: { numeric: true } }),
] as ColumnDef<Booking, unknown>[];

const rows: Booking[] = [
  { id: "b1", customer: "Lina Haddad", status: "pending", total: 120 },
  { id: "b2", customer: "محمد علي", status: "confirmed", total: 80 },
  { id: "b3", customer: "Sara Tan", status: "pending", total: 300 },
];

describe("sorting from the headers", () => {
  const current = { column: "created", direction: "desc" } as const;

  it("turns the sorted column round and starts another ascending, or descending when it says so", () => {
    expect(nextSort(current, "created")).toEqual({ column: "created", direction: "asc" });
    expect(nextSort({ column: "created", direction: "asc" }, "created")).toEqual({
      column: "created",
      direction: "desc",
    });
    expect(nextSort(current, "customer")).toEqual({ column: "customer", direction: "asc" });
    expect(nextSort(current, "total", true)).toEqual({ column: "total", direction: "desc" });
  });

  it("writes the click into the URL, keeping the filters and the search, back on page 1", () => {
    const search = "?lng=ar&status=pending&q=lina&page=3";
    const href = bookingList.href(search, { sort: nextSort(current, "customer") });
    expect(Object.fromEntries(new URLSearchParams(href))).toEqual({
      lng: "ar",
      status: "pending",
      q: "lina",
      sort: "customer",
    });
    const back = bookingList.href(href, {
      sort: nextSort({ column: "customer", direction: "asc" }, "customer"),
    });
    expect(new URLSearchParams(back).get("sort")).toBe("-customer");
  });

  it("tells TanStack and assistive technology which column is sorted", () => {
    expect(sortingOf({ column: "total", direction: "asc" })).toEqual([{ id: "total", desc: false }]);
    expect(ariaSortOf(current, "created")).toBe("descending");
    expect(ariaSortOf({ column: "total", direction: "asc" }, "total")).toBe("ascending");
    expect(ariaSortOf(current, "customer")).toBe("none");
  });
});

describe("row selection", () => {
  /** A TanStack table over `data` whose selection lives in `selection`, as DataTable keeps it. */
  function tableOver(data: Booking[], result: unknown, box: { selection: Selection }) {
    const state: Partial<TableState> = { rowSelection: selectionOf(box.selection, result) };
    const table = createTable<Booking>({
      data,
      columns: columns as ColumnDef<Booking, unknown>[],
      getRowId: (row) => row.id,
      getCoreRowModel: getCoreRowModel(),
      enableRowSelection: true,
      state,
      onStateChange: () => {},
      onRowSelectionChange: (updater) => {
        box.selection = updateSelection(box.selection, result, updater);
        state.rowSelection = selectionOf(box.selection, result);
      },
      renderFallbackValue: null,
    });
    table.setOptions((options) => ({ ...options, state }));
    return table;
  }

  it("selects rows one by one and all on the page, in the page's order", () => {
    const result = paged(rows, 3, 1);
    const box = { selection: { of: result, rows: {} } as Selection };
    const table = tableOver(rows, result, box);
    table.getRow("b3").toggleSelected(true);
    table.getRow("b1").toggleSelected(true);
    const ids = () => selectedIds(selectionOf(box.selection, result), ["b1", "b2", "b3"]);
    expect(ids()).toEqual(["b1", "b3"]);
    expect(table.getIsSomePageRowsSelected()).toBe(true);
    expect(table.getIsAllPageRowsSelected()).toBe(false);

    table.toggleAllPageRowsSelected(true);
    expect(ids()).toEqual(["b1", "b2", "b3"]);
    expect(table.getIsAllPageRowsSelected()).toBe(true);

    table.getRow("b2").toggleSelected(false);
    expect(ids()).toEqual(["b1", "b3"]);
    table.toggleAllPageRowsSelected(false);
    expect(ids()).toEqual([]);
  });

  it("starts afresh on another result (a new page, sort or filter, or a reload after an action)", () => {
    const first = paged(rows, 3, 1);
    const box = { selection: { of: first, rows: {} } as Selection };
    tableOver(rows, first, box).getRow("b1").toggleSelected(true);
    expect(selectedIds(selectionOf(box.selection, first), ["b1"])).toEqual(["b1"]);

    const reloaded = paged(rows, 3, 1);
    expect(selectionOf(box.selection, reloaded)).toEqual({});
    const table = tableOver(rows, reloaded, box);
    expect(table.getIsSomePageRowsSelected()).toBe(false);
    table.getRow("b2").toggleSelected(true);
    expect(box.selection).toEqual({ of: reloaded, rows: { b2: true } });
  });

  it("never reports a selected id that is not on the page", () => {
    expect(selectedIds({ gone: true, b1: true, b2: false }, ["b1", "b2"])).toEqual(["b1"]);
  });
});

/** The example page: the loader hands over one page of bookings and whether rows can be selected. */
function Page() {
  const { result, withSelection } = useLoaderData() as { result: Paged<Booking>; withSelection: boolean };
  return createElement(DataTable<Booking, "customer" | "total" | "created", typeof bookingList.filters>, {
    list: bookingList,
    result,
    columns,
    getRowId: (row) => row.id,
    caption: "Bookings",
    rowLabel: (row) => row.customer,
    filters: createElement(FilterSelect, {
      name: "status",
      label: "Status",
      value: "",
      options: [{ value: "pending", label: "Pending" }],
    }),
    bulkActions: withSelection ? () => null : undefined,
  });
}

function render(url: string, result: Paged<Booking>, locale: Locale, withSelection = false) {
  const data = { result, withSelection };
  const router = createMemoryRouter(
    [{ id: "page", path: "/admin/bookings", Component: Page, loader: () => data }],
    {
      initialEntries: [url],
      hydrationData: { loaderData: { page: data } },
    },
  );
  return renderToString(
    createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
  );
}

describe("DataTable, rendered on the server", () => {
  it("is a real table with a caption, sortable headers marked with aria-sort and links that keep the URL", () => {
    const html = render("/admin/bookings?status=pending&sort=total&lng=en", paged(rows, 45, 1), "en");
    expect(html).toMatch(/<table[^>]*>.*<caption[^>]*>Bookings<\/caption>/s);
    expect(html).toContain('<th scope="col" aria-sort="ascending"');
    expect(html).toMatch(
      /aria-sort="none"[^>]*><a[^>]*href="\/admin\/bookings\?status=pending&amp;sort=customer&amp;lng=en"/,
    );
    expect(html).toMatch(
      /aria-sort="ascending"[^>]*><a[^>]*href="\/admin\/bookings\?status=pending&amp;sort=-total&amp;lng=en"/,
    );
    // Status is not one of the list's sorts: a plain header.
    expect(html).toMatch(/<th scope="col" class="[^"]*">Status<\/th>/);
    expect(html).toContain("Showing 1–3 of 45");
    expect(html).toContain('href="/admin/bookings?status=pending&amp;sort=total&amp;lng=en&amp;page=2"');
    expect(html).toContain('role="search"');
    expect(html).toContain('<input type="hidden" name="sort" value="total"/>');
    expect(html).toContain('<input type="hidden" name="lng" value="en"/>');
    expect(html).not.toContain('type="hidden" name="status"');
    expect(html).not.toContain('type="checkbox"');
  });

  it("offers row checkboxes named after each row when bulk actions are given, in Arabic", () => {
    const html = render("/admin/bookings", paged(rows, 3, 1), "ar", true);
    expect(html).toContain('aria-label="تحديد كل الصفوف في هذه الصفحة"');
    expect(html).toContain('aria-label="تحديد محمد علي"');
    expect(html).toContain("عرض 1–3 من 3");
    expect(html).not.toContain("صف واحد محدد");
  });

  it("says when nothing matches the filters, and offers to clear them", () => {
    const html = render("/admin/bookings?q=zzz&sort=customer", paged<Booking>([], 0, 1), "en");
    expect(html).toContain("Nothing matches your search or filters.");
    expect(html).toContain('href="/admin/bookings?sort=customer"');
    expect(html).toMatch(/<td colSpan="3"/);
  });

  it("tells an empty list and a page past the end apart", () => {
    expect(render("/admin/bookings", paged<Booking>([], 0, 1), "en")).toContain("Nothing here yet.");
    const past = render("/admin/bookings?page=9&sort=total", paged<Booking>([], 45, 9), "ar");
    expect(past).toContain("هذه الصفحة فارغة");
    expect(past).toContain('href="/admin/bookings?sort=total"');
  });
});

describe("the table's strings and layout", () => {
  it("has every English key in Arabic, in Arabic script", () => {
    const keys = (table: Record<string, string>) =>
      [
        ...new Set(Object.keys(table).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ""))),
      ].sort();
    expect(keys(arCommon.table)).toEqual(keys(enCommon.table));
    for (const value of Object.values(arCommon.table)) expect(value).toMatch(/[\u0600-\u06FF]/);
  });

  it("uses logical CSS only (start/end), so right-to-left pages mirror", () => {
    for (const file of ["data-table.tsx", "table-toolbar.tsx", "filter-fields.tsx"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(source, file).not.toMatch(
        /\b(ml|mr|pl|pr|left|right|text-left|text-right|border-l|border-r|rounded-l|rounded-r)-/,
      );
    }
  });
});
