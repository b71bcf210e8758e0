import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CartProvider } from "../../components/cart/cart-context.tsx";
import { Reference } from "../../components/reference.tsx";
import { esimInstallOf, type InstallDevice, installDeviceOf } from "../../platform/esim/install-links.ts";
import { formatMoney } from "../../platform/i18n/format.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { OrderPage } from "./order-page.tsx";
import type { OrderStatus, OrderView } from "./order-types.ts";
import { LineQuantity } from "./order-view.tsx";
import { SuccessView } from "./success-view.tsx";

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
const CODE = "LPA:1$smdp.example.com$A1-B2";
const INSTALL = { ...esimInstallOf(CODE, null)!, qrSvg: QR_SVG };
const ANY_PHONE: InstallDevice = { platform: "other", apple: true, android: true };

const order: OrderView = {
  id: "5f0c3f5e-8d2b-4c1e-9a57-1f2e3d4c5b6a",
  number: "ORD-20260101-ABC12345",
  status: "paid",
  provider: "sandbox",
  currency: "USD",
  subtotalCents: 3499 + 2 * 450,
  shippingCents: 0,
  totalCents: 3499 + 2 * 450,
  shippingAddress: {
    fullName: "Nadia Traveller",
    line1: "12 King Fahd Road",
    city: "Riyadh",
    country: "Saudi Arabia",
    phone: "+966501234567",
  },
  createdAt: "2026-01-01T10:00:00.000Z",
  paidAt: "2026-01-01T10:05:00.000Z",
  shipment: null,
  lines: [
    {
      id: "line-esim",
      productType: "esim",
      name: "Türkiye · 1 GB",
      unitPriceCents: 450,
      quantity: 2,
      lineTotalCents: 900,
      travellers: null,
      activations: [
        { id: "act-ready", status: "ready", activationCode: CODE, install: INSTALL, issuing: false },
        { id: "act-waiting", status: "preparing", activationCode: null, install: null, issuing: false },
      ],
      topUps: [],
      application: null,
      reference: null,
    },
    {
      id: "line-pillow",
      productType: "accessory",
      name: "Memory Foam Neck Pillow",
      unitPriceCents: 3499,
      quantity: 1,
      lineTotalCents: 3499,
      travellers: null,
      activations: [],
      topUps: [],
      application: null,
      reference: null,
    },
  ],
};

function render(
  locale: Locale,
  isAdmin: boolean,
  shown: OrderView = order,
  device: InstallDevice = ANY_PHONE,
): string {
  const router = createMemoryRouter(
    [{ path: "/orders/:id", element: createElement(OrderPage, { order: shown, isAdmin, device }) }],
    { initialEntries: [`/orders/${order.id}`] },
  );
  return renderToString(
    createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
  );
}

const decode = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&#x27;", "'");

describe.each(["en", "ar"] as const)("the order page (%s)", (locale) => {
  const t = createI18n(locale).t;

  it("shows a ready eSIM's install card, the other one as being prepared", () => {
    const html = decode(render(locale, false));
    const base64 = Buffer.from(QR_SVG).toString("base64");
    expect(html).toContain(`src="data:image/svg+xml;base64,${base64}"`);
    expect(html).toContain(`alt="${t("esim:install.qrAlt", { name: "Türkiye · 1 GB" })}"`);
    const inputs = html.match(/<input[^>]*readOnly=""[^>]*>/g) ?? [];
    expect(inputs.map((input) => input.match(/value="([^"]*)"/)?.[1])).toEqual([
      "smdp.example.com",
      "A1-B2",
      CODE,
    ]);
    for (const input of inputs) expect(input).toContain('dir="ltr"');
    expect(html).toContain(
      `href="https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(CODE)}"`,
    );
    expect(html).toContain(`href="${CODE}"`);
    expect(html).toContain(t("esim:install.steps.iphone.title"));
    expect(html).toContain(t("esim:install.steps.android.title"));
    expect(html).toContain(t("status:esim.ready"));
    expect(html).toContain(t("status:esim.preparing"));
    expect(html).toContain('data-activation="act-ready" data-activation-status="ready"');
    expect(html).toContain('data-activation="act-waiting" data-activation-status="preparing"');
    expect(html).toContain(t("checkout:esim.preparingBody"));
    expect(html).toContain(t("checkout:esim.title", { index: 2, total: 2 }));
  });

  it("offers the one-tap link of the reader's phone only, its steps open", () => {
    const iphone = decode(
      render(locale, false, order, installDeviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)")),
    );
    expect(iphone).toContain('data-install-link="apple"');
    expect(iphone).not.toContain('data-install-link="android"');
    expect(iphone).toMatch(/<details open=""[^>]*data-install-steps="iphone"/);
    const android = decode(
      render(locale, false, order, installDeviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile")),
    );
    expect(android).toContain('data-install-link="android"');
    expect(android).not.toContain('data-install-link="apple"');
    expect(android).toMatch(/<details open=""[^>]*data-install-steps="android"/);
    const oldIphone = decode(
      render(locale, false, order, installDeviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X)")),
    );
    expect(oldIphone).not.toContain("data-install-link");
    expect(oldIphone).toContain(t("esim:install.manualTitle"));
  });

  it("keeps numbers, prices and the phone left to right inside the page", () => {
    const html = render(locale, false);
    // Left to right in Arabic, wrapping only at its hyphens (components/reference.tsx).
    expect(html).toContain(
      renderToString(createElement(Reference, { value: order.number, className: "font-mono" })),
    );
    expect(html).toContain(
      `<bdi dir="ltr" class="text-xl font-bold text-slate-900">${formatMoney(order.totalCents, locale)}</bdi>`,
    );
    expect(html).toContain('<bdi dir="ltr">+966501234567</bdi>');
    expect(html).toContain(t("status:order.paid"));
  });

  it("sends admins to the back office's order, and has no form of its own", () => {
    expect(render(locale, false)).not.toContain(`href="/admin/orders/${order.id}"`);
    const admin = render(locale, true);
    expect(admin).toContain(`href="/admin/orders/${order.id}"`);
    expect(decode(admin)).toContain(t("checkout:admin.manage"));
    expect(admin).not.toContain("<form");
  });

  it("shows the shipment's carrier and tracking number once shipped", () => {
    expect(render(locale, false)).not.toContain("data-shipment");
    const shipped = render(locale, false, {
      ...order,
      status: "fulfilled",
      shipment: {
        carrier: "DHL Express",
        trackingNumber: "JD0146 0000",
        shippedAt: "2026-01-02T09:00:00.000Z",
      },
    });
    expect(shipped).toContain("data-shipment");
    expect(shipped).toContain('<bdi dir="ltr">JD0146 0000</bdi>');
    expect(shipped).toContain("DHL Express");
    expect(decode(shipped)).toContain(t("checkout:shipment.trackingNumber"));
  });
});

const TRACKING_ID = "VISA-01JZ8K3QX-7M2Q4X8Z1KD0P";

function applicationOrder(status: OrderStatus): OrderView {
  return {
    ...order,
    status,
    shippingAddress: null,
    shippingCents: 0,
    lines: [
      {
        id: "line-visa",
        productType: "application",
        name: `Visa application · Malaysia tourist visa · ${TRACKING_ID}`,
        unitPriceCents: 8900,
        quantity: 1,
        lineTotalCents: 8900,
        travellers: null,
        activations: [],
        topUps: [],
        application: { kind: "visa", trackingId: TRACKING_ID },
        reference: null,
      },
    ],
  };
}

function renderSuccess(locale: Locale, view: OrderView): string {
  const router = createMemoryRouter(
    [
      {
        path: "/checkout/success",
        element: createElement(SuccessView, { order: view, device: installDeviceOf(null) }),
      },
    ],
    { initialEntries: [`/checkout/success?order=${view.id}`] },
  );
  return decode(
    renderToString(
      createElement(
        I18nextProvider,
        { i18n: createI18n(locale) },
        createElement(CartProvider, null, createElement(RouterProvider, { router })),
      ),
    ),
  );
}

describe.each(["en", "ar"] as const)("an application's order (%s)", (locale) => {
  const t = createI18n(locale).t;
  const submittedHref = `href="/visa-application-form?submitted=${TRACKING_ID}"`;

  it("leads from the success page to the application's confirmation once paid", () => {
    const html = renderSuccess(locale, applicationOrder("paid"));
    expect(html).toContain(t("checkout:application.paidTitle"));
    expect(html).toContain(t("checkout:types.application"));
    expect(html).toContain(renderToString(createElement(Reference, { value: TRACKING_ID })));
    const link = html.match(new RegExp(`<a[^>]*${submittedHref.replace("?", "\\?")}[^>]*>([^<]*)</a>`));
    expect(link?.[1]).toBe(t("checkout:application.view"));
    expect(html).not.toContain(t("checkout:success.continue"));
  });

  it("leads back to the form after a cancelled payment, and nowhere while it waits", () => {
    const cancelled = renderSuccess(locale, applicationOrder("cancelled"));
    expect(cancelled).toContain('href="/visa-application-form"');
    expect(cancelled).toContain(t("checkout:application.back"));
    expect(cancelled).not.toContain(submittedHref);
    const pending = renderSuccess(locale, applicationOrder("pending"));
    expect(pending).not.toContain("/visa-application-form");
  });

  it("links the order page's application line to the application once paid", () => {
    const router = createMemoryRouter(
      [
        {
          path: "/orders/:id",
          element: createElement(OrderPage, {
            order: applicationOrder("paid"),
            isAdmin: false,
            device: ANY_PHONE,
          }),
        },
      ],
      { initialEntries: [`/orders/${order.id}`] },
    );
    const html = decode(
      renderToString(
        createElement(
          I18nextProvider,
          { i18n: createI18n(locale) },
          createElement(RouterProvider, { router }),
        ),
      ),
    );
    expect(html).toContain(submittedHref);
    expect(html).toContain(t("checkout:application.view"));
  });
});

describe("LineQuantity", () => {
  const text = (locale: Locale, line: Parameters<typeof LineQuantity>[0]["line"]) =>
    renderToString(
      createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(LineQuantity, { line })),
    )
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'");

  it("reads a booking as its travellers times the price of one, pluralised in both languages", () => {
    const booking = {
      productType: "package_booking",
      quantity: 1,
      unitPriceCents: 37800,
      travellers: 2,
    } as const;
    expect(text("en", booking)).toBe("2 travellers × $189.00");
    expect(text("ar", booking)).toBe("مسافران × $189.00");
    expect(text("en", { ...booking, travellers: 1, unitPriceCents: 18900 })).toBe("1 traveller × $189.00");
    expect(text("ar", { ...booking, travellers: 3, unitPriceCents: 56700 })).toBe("3 مسافرين × $189.00");
  });

  it("prices an application fee per person and goods per item", () => {
    const fee = { productType: "application", quantity: 1, unitPriceCents: 6900, travellers: null } as const;
    expect(text("ar", fee)).toBe("$69.00 للشخص");
    const goods = { productType: "accessory", quantity: 2, unitPriceCents: 450, travellers: null } as const;
    expect(text("en", goods)).toBe("Quantity: 2 · $4.50 each");
  });
});
