import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { esimInstallOf, type InstallDevice } from "../../platform/esim/install-links.ts";
import type { EsimUsageSnapshot } from "../../platform/esim/provider.ts";
import { formatDateLong, formatDateTimeLong } from "../../platform/i18n/format.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { EsimList } from "./esim-list.tsx";
import type { EsimUsageView, ProfileEsim } from "./esims.server.ts";

const CODE = "LPA:1$smdp.example.com$A1-B2";
const DEVICE: InstallDevice = { platform: "other", apple: true, android: true };
const ACTIVE: EsimUsageSnapshot = {
  status: "active",
  remainingMb: 2150,
  totalMb: 5120,
  unlimited: false,
  expiresAt: "2026-12-24T09:30:00.000Z",
};
const CHECKED = "2026-11-27T18:00:00.000Z";

function esim(usage: EsimUsageView | null, id = "esim-1"): ProfileEsim {
  return {
    id,
    status: "ready",
    planName: "Türkiye · 5 GB",
    destination: "Türkiye",
    validityDays: 30,
    orderId: "order-1",
    orderNumber: "ORD-20261127-ABC12345",
    createdAt: "2026-11-27T10:00:00.000Z",
    install: { ...esimInstallOf(CODE, null)!, qrSvg: "<svg></svg>" },
    usage,
  };
}

function render(locale: Locale, esims: ProfileEsim[]): string {
  const router = createMemoryRouter(
    [{ path: "/profile/esims", element: createElement(EsimList, { esims, device: DEVICE }) }],
    { initialEntries: ["/profile/esims"] },
  );
  return renderToString(
    createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
  ).replaceAll("&amp;", "&");
}

describe.each(["en", "ar"] as const)("the profile's eSIMs (%s)", (locale) => {
  const t = createI18n(locale).t;

  it("shows the data left as words and a bar, the validity date, the top-up link, and folds an installed card", () => {
    const html = render(locale, [esim({ snapshot: ACTIVE, checkedAt: CHECKED, current: true })]);
    expect(html).toContain(
      t("esim:usage.left", {
        left: t("esim:plans.gb", { amount: 2.1 }),
        total: t("esim:plans.gb", { amount: 5 }),
      }),
    );
    expect(html).toContain(locale === "en" ? "2.1 GB of 5 GB left" : "متبقٍ 2.1 جيجابايت من 5 جيجابايت");
    expect(html).toMatch(/data-usage-bar="true"><div class="[^"]*" style="width:42%"/);
    expect(html).toContain(t("esim:usage.validUntil", { date: formatDateLong(ACTIVE.expiresAt!, locale) }));
    expect(html).toContain('href="/profile/esims/esim-1/top-up"');
    expect(html).toContain('href="/orders/order-1"');
    // Installed (the provider has seen it connect): the install card is folded.
    expect(html).toMatch(/<details class="[^"]*" data-esim-install="true">/);
  });

  it("keeps the card open before installation and says when usage cannot be read", () => {
    const html = render(locale, [
      esim({ snapshot: { ...ACTIVE, status: "not_active" }, checkedAt: CHECKED, current: true }, "fresh"),
      esim({ snapshot: ACTIVE, checkedAt: CHECKED, current: false }, "stale"),
      esim({ snapshot: null, checkedAt: null, current: false }, "none"),
      esim(null, "manual"),
    ]);
    expect(html).toMatch(/<details open="" class="[^"]*" data-esim-install="true">/);
    expect(html).toContain(t("esim:usage.notActive"));
    expect(html).toContain(t("esim:usage.lastKnown", { time: formatDateTimeLong(CHECKED, locale) }));
    expect(html).toContain(t("esim:usage.unavailable"));
    // A code staff typed: no usage, no top-up.
    const manual = html.slice(html.indexOf('data-esim="manual"'));
    expect(manual).not.toContain("data-usage");
    expect(manual).not.toContain("data-top-up");
  });
});
