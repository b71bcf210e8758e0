import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../domain/constants.ts";
import {
  booleanFilter,
  dateRangeFilter,
  defineList,
  enumFilter,
  oneOf,
  paged,
  pageHref,
  pageOf,
  pageOffset,
  searchOf,
  sortOf,
  withParam,
  withParams,
} from "./list-query.ts";

const params = (text: string) => new URLSearchParams(text);

const bookings = defineList({
  sorts: ["created", "travelDate", "total"],
  defaultSort: { column: "created", direction: "desc" },
  filters: {
    status: enumFilter(["pending", "confirmed", "cancelled", "completed"]),
    paid: booleanFilter(),
    created: dateRangeFilter(),
  },
});

describe("reading a list's URL", () => {
  it("reads every part of a well-formed URL", () => {
    expect(
      bookings.parse(
        params(
          "page=3&sort=-total&q=%20Ali%20&status=confirmed&paid=0&created_from=2025-01-01&created_to=2025-01-31",
        ),
      ),
    ).toEqual({
      page: 3,
      sort: { column: "total", direction: "desc" },
      q: "Ali",
      filters: { status: "confirmed", paid: false, created: { from: "2025-01-01", to: "2025-01-31" } },
    });
  });

  it("reads the defaults from an empty URL", () => {
    expect(bookings.parse(params(""))).toEqual({
      page: 1,
      sort: { column: "created", direction: "desc" },
      q: "",
      filters: { status: null, paid: null, created: { from: null, to: null } },
    });
  });

  it.each([
    "page=-1",
    "page=0",
    "page=1e309",
    "page=1.5",
    "page=2abc",
    "page=99999999999999999999",
    "page=1000000",
    "page=",
    "page=2&page=3",
    "sort=%3Cscript%3E",
    "sort=--total",
    "sort=-",
    "sort=total&sort=-total",
    "sort=constructor",
    "q=%20%20%20",
    "q=a&q=b",
    "status=PENDING",
    "status=pending&status=paid",
    "status=__proto__",
    "paid=maybe",
    "paid=1&paid=0",
    "created_from=2025-02-30",
    "created_from=2025-1-1",
    "created_to=yesterday",
    "created_from=2025-01-01&created_from=2025-01-02",
    "%E0%A4%A=1",
  ])("never throws and reads junk as the default: %s", (junk) => {
    expect(bookings.parse(params(junk))).toEqual(bookings.parse(params("")));
  });

  it("keeps the search trimmed and at most 200 characters", () => {
    expect(bookings.parse(params(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
    expect(searchOf(params("q=%09Tokyo%0A"))).toBe("Tokyo");
  });

  it("reads yes and no, and swaps date bounds given the wrong way round", () => {
    expect(bookings.parse(params("paid=true")).filters.paid).toBe(true);
    expect(bookings.parse(params("paid=on")).filters.paid).toBe(true);
    expect(bookings.parse(params("paid=false")).filters.paid).toBe(false);
    expect(bookings.parse(params("created_from=2025-03-01&created_to=2025-01-01")).filters.created).toEqual({
      from: "2025-01-01",
      to: "2025-03-01",
    });
    expect(bookings.parse(params("created_to=2024-02-29")).filters.created).toEqual({
      from: null,
      to: "2024-02-29",
    });
  });

  it("pages, sorts and picks values through the small helpers", () => {
    expect(pageOf(params("page=7"))).toBe(7);
    expect(pageOf(params("page=007"))).toBe(7);
    expect(pageOf(params("p=4"), "p")).toBe(4);
    expect(sortOf("-name", ["name"], { column: "name", direction: "asc" })).toEqual({
      column: "name",
      direction: "desc",
    });
    expect(oneOf("price;drop", ["name", "price"], "name")).toBe("name");
    expect(paged(["a"], 41, 3)).toEqual({
      items: ["a"],
      total: 41,
      page: 3,
      pageSize: PAGE_SIZE,
      totalPages: 3,
    });
    expect(paged([], 0, 1).totalPages).toBe(1);
    expect(pageOffset(3)).toBe(2 * PAGE_SIZE);
  });
});

describe("writing a list's URL", () => {
  it("changes one part, keeps the others and the parameters it does not own, and goes back to page 1", () => {
    const search = "?lng=ar&page=4&sort=total&status=pending&q=ali&destination=x";
    const next = params(bookings.href(search, { filters: { paid: true } }).slice(1));
    expect(Object.fromEntries(next)).toEqual({
      lng: "ar",
      sort: "total",
      status: "pending",
      q: "ali",
      destination: "x",
      paid: "1",
    });
  });

  it("leaves the defaults out", () => {
    expect(bookings.href("?sort=total&page=2", { sort: { column: "created", direction: "desc" } })).toBe("?");
    expect(bookings.href("?q=ali", { q: "   " })).toBe("?");
    expect(bookings.href("?status=pending", { filters: { status: null } })).toBe("?");
    expect(bookings.href("?paid=1", { filters: { paid: false } })).toBe("?paid=0");
  });

  it("writes pages, sorts and date ranges", () => {
    expect(bookings.href("?status=pending", { page: 2 })).toBe("?status=pending&page=2");
    expect(bookings.href("?page=2", { page: 1 })).toBe("?");
    expect(bookings.href("?", { sort: { column: "travelDate", direction: "asc" } })).toBe("?sort=travelDate");
    expect(bookings.href("?", { sort: { column: "total", direction: "desc" } })).toBe("?sort=-total");
    expect(bookings.href("?", { filters: { created: { from: "2025-01-01", to: null } } })).toBe(
      "?created_from=2025-01-01",
    );
  });

  it("replaces junk and repeated parameters of its own with clean ones", () => {
    expect(bookings.href("?page=1e309&sort=<script>&status=a&status=b&lng=en", { page: 2 })).toBe(
      "?page=2&lng=en",
    );
  });

  it("round-trips: what it writes reads back the same", () => {
    const query = {
      page: 5,
      sort: { column: "total" as const, direction: "asc" as const },
      q: "دبي",
      filters: {
        status: "cancelled" as const,
        paid: true,
        created: { from: "2025-01-01", to: "2025-12-31" },
      },
    };
    const href = bookings.href("?", query);
    expect(bookings.parse(params(href.slice(1)))).toEqual(query);
  });

  it("knows when the list is narrowed and clears the search and the filters only", () => {
    expect(bookings.isFiltered(bookings.parse(params("sort=total&page=3")))).toBe(false);
    expect(bookings.isFiltered(bookings.parse(params("q=x")))).toBe(true);
    expect(bookings.isFiltered(bookings.parse(params("created_to=2025-01-01")))).toBe(true);
    expect(
      bookings.clearHref("?lng=ar&sort=total&q=x&status=pending&paid=1&created_from=2025-01-01&page=2"),
    ).toBe("?lng=ar&sort=total");
    expect(bookings.keys).toEqual(["page", "sort", "q", "status", "paid", "created_from", "created_to"]);
  });

  it("changes plain parameters for the catalogue's links", () => {
    expect(withParams("?a=1&page=3", { b: "2", a: null })).toBe("?page=3&b=2");
    expect(withParams("?a=1", { a: "" })).toBe("?");
    expect(withParam("?category=x&page=3", "category", "y")).toBe("?category=y");
    expect(withParam("?category=x&page=3", "page", null)).toBe("?category=x");
    expect(pageHref("?q=a&page=2", 1)).toBe("?q=a");
    expect(pageHref("?q=a", 3)).toBe("?q=a&page=3");
  });
});
