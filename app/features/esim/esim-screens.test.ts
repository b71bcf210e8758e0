import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createMemoryRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  RouterProvider,
  useLoaderData,
  useRouteError,
} from "react-router";
import { describe, expect, it } from "vitest";
import arEsim from "../../locales/ar/esim.json" with { type: "json" };
import enEsim from "../../locales/en/esim.json" with { type: "json" };
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import * as destinationRoute from "../../routes/esim.tsx";
import * as shopRoute from "../../routes/esim-shop.tsx";

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ""): Set<string> {
  const out = new Set<string>();
  if (typeof value === "string") out.add(prefix.replace(PLURAL, ""));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const leaf of keys(child, prefix ? `${prefix}.${key}` : key)) out.add(leaf);
    }
  }
  return out;
}

describe("the esim namespace", () => {
  it("has the same keys in English and Arabic, and Arabic text for each", () => {
    expect([...keys(arEsim)].sort()).toEqual([...keys(enEsim)].sort());
    const ar = JSON.stringify(arEsim);
    for (const key of keys(arEsim)) {
      const value = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], arEsim);
      if (typeof value === "string") expect(value, key).toMatch(/[\u0600-\u06FF]/);
    }
    expect(ar).not.toContain("TODO");
  });

  it("counts days, plans, minutes and messages with the Arabic plural forms", () => {
    const t = createI18n("ar").t;
    const days = [1, 2, 3, 7, 10, 11, 15, 30, 90, 100].map((count) => t("esim:plans.validity", { count }));
    expect(days).toEqual([
      "يوم واحد",
      "يومان",
      "3 أيام",
      "7 أيام",
      "10 أيام",
      "11 يومًا",
      "15 يومًا",
      "30 يومًا",
      "90 يومًا",
      "100 يوم",
    ]);
    expect([1, 2, 4, 6].map((count) => t("esim:card.plans", { count }))).toEqual([
      "باقة واحدة",
      "باقتان",
      "4 باقات",
      "6 باقات",
    ]);
    expect(t("esim:plans.minutes", { count: 60 })).toBe("60 دقيقة للمكالمات");
    expect(t("esim:plans.sms", { count: 30 })).toBe("30 رسالة نصية");
    expect(t("esim:plans.sms", { count: 5 })).toBe("5 رسائل نصية");
    const en = createI18n("en").t;
    expect([1, 7].map((count) => en("esim:plans.validity", { count }))).toEqual(["1 day", "7 days"]);
  });
});

/** Server-renders a route's error boundary for `error`, as the router shows it after a failed load. */
function renderError(
  route: keyof typeof boundaries,
  path: string,
  url: string,
  error: unknown,
  locale: Locale,
): string {
  const router = createMemoryRouter(
    [
      {
        id: "page",
        path,
        Component: (route === "shop" ? shopRoute.default : destinationRoute.default) as never,
        ErrorBoundary: boundaries[route],
        loader: () => null,
      },
    ],
    { initialEntries: [url], hydrationData: { errors: { page: error } } },
  );
  return renderToString(
    createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
  );
}

/** Framework mode hands loader data and errors to route components as props; a memory router does not. */
function ShopWithLoaderData() {
  return createElement(shopRoute.default as (props: { loaderData: unknown }) => ReactNode, {
    loaderData: useLoaderData(),
  });
}

function ShopBoundary() {
  return createElement(shopRoute.ErrorBoundary as () => ReactNode);
}

function DestinationBoundary() {
  return createElement(destinationRoute.ErrorBoundary as (props: { error: unknown }) => ReactNode, {
    error: useRouteError(),
  });
}

const boundaries = { shop: ShopBoundary, destination: DestinationBoundary };

describe("the empty catalogue", () => {
  it.each([
    ["en", "No countries available, check backend configuration"],
    ["ar", "لا تتوفر أي دول حاليًا، يُرجى التحقق من إعدادات الخادم"],
  ] as const)("says so instead of showing the search (%s)", (locale, message) => {
    const loaderData = {
      query: { q: "", sort: "name", category: "all", page: 1 },
      list: { items: [], total: 0, page: 1, pageSize: 20, totalPages: 1 },
      catalogueEmpty: true,
      dialog: null,
    };
    const router = createMemoryRouter(
      [
        {
          id: "page",
          path: "/esim-shop",
          Component: ShopWithLoaderData,
          loader: () => loaderData,
        },
      ],
      { initialEntries: ["/esim-shop"], hydrationData: { loaderData: { page: loaderData } } },
    );
    const html = renderToString(
      createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
    );
    expect(html).toContain(message);
    expect(html).not.toContain('role="search"');
  });
});

describe("error screens", () => {
  it.each([
    ["en", "Unable to Load Countries", "Failed to load countries", "Try Again"],
    ["ar", "تعذّر تحميل قائمة الدول", "تعذّر تحميل الدول", "حاول مرة أخرى"],
  ] as const)("the grid's failed load offers Try Again (%s)", (locale, title, message, tryAgain) => {
    const html = renderError(
      "shop",
      "/esim-shop",
      "/esim-shop?q=tur&sort=plans",
      new Error("db down"),
      locale,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain(title);
    expect(html).toContain(message);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/esim-shop\\?q=tur&amp;sort=plans"[^>]*>${tryAgain}</a>`));
    expect(html).not.toContain("db down");
  });

  it("a destination page's failed load says so with Retry; an unknown one is the 404 screen", () => {
    const failed = renderError("destination", "/esim/:slug", "/esim/turkey", new Error("db down"), "en");
    expect(failed).toContain("Error loading plans");
    expect(failed).toMatch(/<a[^>]*href="\/esim\/turkey"[^>]*>Retry<\/a>/);
    const missing = renderError(
      "destination",
      "/esim/:slug",
      "/esim/atlantis",
      new ErrorResponseImpl(404, "Not Found", null),
      "ar",
    );
    expect(missing).toContain("404");
    expect(missing).not.toContain("حدث خطأ أثناء تحميل الباقات");
  });
});
