import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { ApplicationList, type ApplicationListItem } from "./application-list.tsx";

const base = {
  status: "pending",
  paymentStatus: "pending",
  amountCents: 0,
  offer: null,
  submittedAt: null,
  updatedAt: new Date("2026-11-20T10:00:00Z"),
  request: null,
} as const;

const ITEMS: ApplicationListItem[] = [
  {
    ...base,
    id: "1",
    kind: "visa",
    trackingId: "VISA-AAAAAAAAA-BBBBBBBBBBBBB",
    step: "upload",
    submitted: false,
  },
  {
    ...base,
    id: "2",
    kind: "international-driving-license",
    trackingId: "IDL-AAAAAAAAA-CCCCCCCCCCCCC",
    step: "payment",
    submitted: false,
    amountCents: 3900,
  },
  {
    ...base,
    id: "3",
    kind: "visa",
    trackingId: "VISA-AAAAAAAAA-DDDDDDDDDDDDD",
    step: "payment",
    submitted: true,
    submittedAt: new Date("2026-11-21T10:00:00Z"),
    status: "processing",
    paymentStatus: "paid",
    amountCents: 13900,
  },
  {
    ...base,
    id: "4",
    kind: "driving-license",
    trackingId: "DRIVING-AAAAAAAAA-EEEEEEEEEEEEE",
    step: "payment",
    submitted: true,
    submittedAt: new Date("2026-11-21T10:00:00Z"),
    status: "action_required",
    paymentStatus: "paid",
    amountCents: 5000,
    request: { note: "The ID copy is cut off.", items: ["id_copy", "phone"], at: "2026-11-22T10:00:00Z" },
  },
];

function render(locale: Locale, items: ApplicationListItem[]) {
  const router = createMemoryRouter([{ path: "/", element: h(ApplicationList, { applications: items }) }]);
  return renderToString(h(I18nextProvider, { i18n: createI18n(locale) }, h(RouterProvider, { router })));
}

describe("the profile's applications", () => {
  it.each(["en", "ar"] as const)("offers Resume, Pay now or Track by where each one is (%s)", (locale) => {
    const t = createI18n(locale).t;
    const html = render(locale, ITEMS);
    const rows = html.split(/<li[\s>]/).slice(1);
    expect(rows).toHaveLength(4 + 2); // the fourth row's request lists its two items
    expect(rows[0]).toContain('href="/visa-application-form"');
    expect(rows[0]).toContain(t("applications:list.resume"));
    expect(rows[1]).toContain('href="/international-driving-license"');
    expect(rows[1]).toContain(t("applications:list.payNow"));
    expect(rows[2]).toContain('href="/application-tracking?type=visa&amp;id=VISA-AAAAAAAAA-DDDDDDDDDDDDD"');
    // The one word for the status that tracking, the back office and the e-mails use too.
    expect(rows[2]).toContain(t("status:application.processing"));
    expect(rows[2]).toContain(t("applications:paymentStatus.paid"));
    expect(rows[2]).toContain("$139.00");
    // Staff asked for something: the note, the items and the way to the same application's form.
    const waiting = html.slice(html.indexOf('data-application="DRIVING-'));
    expect(waiting).toContain(t("status:application.action_required"));
    expect(waiting).toContain("The ID copy is cut off.");
    expect(waiting).toContain(t("applications:documents.id_copy"));
    expect(waiting).toContain(t("applications:fields.phone"));
    expect(waiting).toContain('href="/driving-license-application?resubmit=DRIVING-AAAAAAAAA-EEEEEEEEEEEEE"');
    // Logical layout only: nothing that would not mirror in Arabic.
    expect(html).not.toMatch(/\b(ml|mr|pl|pr|left|right)-/);
  });

  it("invites a first application when there is none", () => {
    const html = render("en", []);
    expect(html).toContain("You have no applications yet.");
    expect(html).toContain('href="/visa-services"');
  });
});
