import { describe, expect, it } from "vitest";
import {
  closeDialogSearch,
  DIALOG_PREFIX,
  destinationParam,
  gridKey,
  openDialogSearch,
  planKey,
  planQueryFrom,
  shopQueryFrom,
} from "./params.ts";

const params = (text: string) => new URLSearchParams(text);

describe("eSIM shop URL state", () => {
  it("reads the grid's parameters and falls back to defaults for unknown values", () => {
    expect(shopQueryFrom(params("q=%20turkey%20&sort=plans&category=regional&page=3"))).toEqual({
      q: "turkey",
      sort: "plans",
      category: "regional",
      page: 3,
    });
    expect(shopQueryFrom(params("q=%20%20&sort=price;drop&category=moon&page=-2"))).toEqual({
      q: "",
      sort: "name",
      category: "all",
      page: 1,
    });
    expect(shopQueryFrom(params(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
  });

  it("reads the plan list's parameters with or without the dialog's prefix", () => {
    const search = params("sort=plans&plan_sort=data&plan_data=unlimited&plan_q=sms&data=upto3");
    expect(planQueryFrom(search, DIALOG_PREFIX)).toEqual({ sort: "data", data: "unlimited", q: "sms" });
    expect(planQueryFrom(search, "")).toEqual({ sort: "price", data: "upto3", q: "" });
    expect(planQueryFrom(params("plan_sort=cheapest&plan_data=1gb"), DIALOG_PREFIX)).toEqual({
      sort: "price",
      data: "all",
      q: "",
    });
  });

  it("accepts only slug-shaped destinations", () => {
    expect(destinationParam(params("destination=south-korea"))).toBe("south-korea");
    expect(destinationParam(params("destination=../etc"))).toBeNull();
    expect(destinationParam(params("destination=Turkey"))).toBeNull();
    expect(destinationParam(params(""))).toBeNull();
  });

  it("opens and closes the dialog keeping the grid's state, page included", () => {
    const opened = openDialogSearch("?q=un&category=country&page=2&plan_sort=data", "japan");
    expect(params(opened.slice(1)).get("destination")).toBe("japan");
    expect(params(opened.slice(1)).get("page")).toBe("2");
    expect(params(opened.slice(1)).get("plan_sort")).toBeNull();
    expect(gridKey(opened)).toBe(gridKey("?q=un&category=country&page=2"));
    const closed = closeDialogSearch(`${opened}&plan_data=unlimited&plan_q=x`);
    expect(closed).toBe("?q=un&category=country&page=2");
    expect(closeDialogSearch("?destination=japan")).toBe("?");
    expect(planKey("?destination=japan&plan_sort=data", DIALOG_PREFIX)).not.toBe(
      planKey("?destination=japan", DIALOG_PREFIX),
    );
  });
});
