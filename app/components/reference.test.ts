import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Reference, referenceParts } from "./reference.tsx";

describe("Reference", () => {
  it("offers a line break only at a reference's separators", () => {
    expect(referenceParts("ORD-20260101-ABC12345")).toEqual(["ORD-", "20260101-", "ABC12345"]);
    expect(referenceParts("lina.haddad@travel-services.example")).toEqual([
      "lina",
      ".haddad",
      "@travel-",
      "services",
      ".example",
    ]);
    expect(referenceParts("LPA:1$smdp.example.com$A1B2")).toEqual([
      "LPA:",
      "1$",
      "smdp",
      ".example",
      ".com$",
      "A1B2",
    ]);
  });

  it("keeps the whole text, left to right, with <wbr> between the parts", () => {
    const html = renderToString(createElement(Reference, { value: "BK-3F9A12C0" }));
    expect(html).toBe('<bdi dir="ltr" class="break-words">BK-<wbr/>3F9A12C0</bdi>');
  });
});
