import { describe, expect, it } from "vitest";
import { stockLevel } from "./stock-levels.ts";

describe("stock levels", () => {
  it.each([
    [-1, "out_of_stock"],
    [0, "out_of_stock"],
    [1, "low"],
    [5, "low"],
    [6, "limited"],
    [20, "limited"],
    [21, "in_stock"],
  ] as const)("%i → %s", (quantity, level) => {
    expect(stockLevel(quantity)).toBe(level);
  });
});
