import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Notice } from "./notice.tsx";

describe("Notice", () => {
  it("announces an error, keeps a warning quiet, and takes the element and shape it is given", () => {
    expect(renderToString(createElement(Notice, { tone: "error", className: "p-4" }, "Failed"))).toBe(
      '<div role="alert" class="border border-red-200 bg-red-50 text-red-800 p-4">Failed</div>',
    );
    expect(renderToString(createElement(Notice, { tone: "warning", as: "p" }, "Careful"))).toBe(
      '<p class="border border-amber-200 bg-amber-50 text-amber-900">Careful</p>',
    );
    expect(
      renderToString(createElement(Notice, { tone: "error", as: "section", "aria-labelledby": "t" }, "x")),
    ).toBe(
      '<section role="alert" aria-labelledby="t" class="border border-red-200 bg-red-50 text-red-800">x</section>',
    );
  });
});
