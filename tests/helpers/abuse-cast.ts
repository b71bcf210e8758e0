// The authorization matrix's cast (tests/e2e/abuse/authz*.spec.ts): a visitor, customers A and B and the admin,
// and real data of A's made through the site, with what of it must never reach anyone else.
import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { formatDate } from "../../app/platform/i18n/format.ts";
import { admin, customer, type Identity, visitor } from "./abuse-identities.ts";

const DAY_MS = 86_400_000;
const letters = (n: number) => Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");

export interface AData {
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  idempotencyKey: string;
  planId: string;
  bookingId: string;
  bookingNumber: string;
  packageSlug: string;
  fileKey: string;
  fileMarker: string;
  trackingId: string;
  documentId: string;
  addressMarker: string;
}

export interface Cast {
  base: string;
  origin: string;
  ids: { visitor: Identity; a: Identity; b: Identity; admin: Identity };
  aData: AData;
}

export async function orderStatusOf(a: Identity, orderId: string): Promise<string | null> {
  const response = await a.request.get(`/orders/${orderId}`, { headers: { accept: "text/html" } });
  const html = await response.text();
  return /data-order-status="([^"]+)"/.exec(html)?.[1] ?? /data-status="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** Customer A's order, booking and visa application draft (with a private document), made through the site. */
export async function castWithA(base: string): Promise<Cast> {
  const origin = new URL(base).origin;
  const suffix = letters(6);
  const ids = {
    visitor: await visitor(base),
    a: await customer(base, "customer A", { firstName: `Aalia${suffix}`, lastName: `Qoranzi${suffix}` }),
    b: await customer(
      base,
      "customer B",
      { firstName: `Bashir${letters(6)}`, lastName: `Yunusov${letters(6)}` },
      "ar",
    ),
    admin: await admin(base),
  };

  // A's order: one Türkiye eSIM plan, paid with the sandbox provider (left unpaid on the sandbox page).
  const shop = await (await ids.a.request.get("/esim/turkey", { headers: { accept: "text/html" } })).text();
  const planId = /data-plan-id="([^"]+)"/.exec(shop)?.[1];
  expect(planId, "a plan id on /esim/turkey").toBeTruthy();
  const idempotencyKey = `abuse-${randomBytes(12).toString("hex")}`;
  const pay = await ids.a.request.post("/api/checkout", {
    headers: { origin },
    data: {
      intent: "pay",
      lines: [{ id: planId, productType: "esim", quantity: 1 }],
      provider: "sandbox",
      idempotencyKey,
    },
  });
  const payBody = await pay.text();
  expect(pay.status(), `A's order: ${payBody}`).toBe(200);
  const orderId = /\/checkout\/sandbox\/([0-9a-f-]{36})/.exec(JSON.parse(payBody).redirectUrl)?.[1];
  expect(orderId, `the sandbox page of A's order in ${payBody}`).toBeTruthy();
  const orderPage = await (
    await ids.a.request.get(`/orders/${orderId}`, { headers: { accept: "text/html" } })
  ).text();
  const orderNumber = /ORD-\d{8}-[0-9A-Z]{8}/.exec(orderPage)?.[0];
  expect(orderNumber, "A's order page shows its number").toBeTruthy();

  // A's booking, through the booking form as posted without JavaScript (303 to ?booking=<id>).
  const packageSlug = "jordan-petra-and-wadi-rum";
  const booking = await ids.a.request.post(`/packages/${packageSlug}`, {
    headers: { origin },
    form: {
      customerName: `${ids.a.firstName} ${ids.a.lastName}`,
      customerEmail: ids.a.email!,
      customerPhone: "+971 50 123 4567",
      travelDate: formatDate(Date.now() + 40 * DAY_MS),
      travellers: "2",
      specialRequests: `Quiet room for ${ids.a.lastName}`,
    },
    maxRedirects: 0,
  });
  const bookingId = /[?&]booking=([0-9a-f-]{36})/.exec(booking.headers().location ?? "")?.[1];
  expect(
    bookingId,
    `A's booking (${booking.status()} ${booking.headers().location ?? (await booking.text()).slice(0, 300)})`,
  ).toBeTruthy();

  // A's visa application (a draft): a private document through the upload route, and details with a marker.
  const fileMarker = `A-PRIVATE-${randomBytes(8).toString("hex")}`;
  const pdf = Buffer.from(
    `%PDF-1.4\n% ${fileMarker}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n` +
      "2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );
  const upload = await ids.a.request.post("/applications/upload?kind=visa&document=additional", {
    headers: { origin, accept: "application/json" },
    multipart: { additional: { name: "bank-statement.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  const uploadBody = await upload.text();
  expect(upload.status(), `A's document: ${uploadBody}`).toBe(200);
  const stored = (JSON.parse(uploadBody) as { files: { id: string; key: string }[] }).files[0]!;
  const fileKey = stored.key;
  const trackingId = fileKey.split("/")[1]!;
  expect(trackingId, `the tracking id folder of ${fileKey}`).toMatch(/^VISA-/);
  const addressMarker = `${letters(10)} Street ${letters(6)}`;
  const saved = await ids.a.request.post("/visa-application-form?offer=turkey-e-visa", {
    headers: { origin },
    multipart: { intent: "save", address: addressMarker, nationality: "Jordanian" },
    maxRedirects: 0,
  });
  expect(saved.status(), `A's draft saved: ${(await saved.text()).slice(0, 300)}`).toBeLessThan(400);

  const aData: AData = {
    orderId: orderId!,
    orderNumber: orderNumber!,
    orderStatus: "",
    idempotencyKey,
    planId: planId!,
    bookingId: bookingId!,
    bookingNumber: `BK-${bookingId!.replace(/-/g, "").slice(0, 8).toUpperCase()}`,
    packageSlug,
    fileKey,
    fileMarker,
    trackingId,
    documentId: stored.id,
    addressMarker,
  };
  aData.orderStatus = (await orderStatusOf(ids.a, aData.orderId)) ?? "";
  expect(aData.orderStatus, "A's order page shows its status").not.toBe("");
  return { base, origin, ids, aData };
}

/**
 * What of A must never reach the visitor or B. Values the request itself carried (in its URL or body) are
 * left out: an echo of what the requester sent is no leak.
 */
function secretsOfA({ ids, aData }: Cast, sent: string): [string, string][] {
  let decoded = sent;
  try {
    decoded = decodeURIComponent(sent);
  } catch {}
  const all: [string, string][] = [
    ["A's e-mail", ids.a.email!],
    ["A's first name", ids.a.firstName!],
    ["A's last name", ids.a.lastName!],
    ["A's user id", ids.a.userId!],
    ["A's order id", aData.orderId],
    ["A's order number", aData.orderNumber],
    ["A's booking id", aData.bookingId],
    ["A's booking number", aData.bookingNumber],
    ["A's private file", aData.fileMarker],
    ["A's application tracking id", aData.trackingId],
    ["A's application document id", aData.documentId],
    ["A's address in A's application", aData.addressMarker],
  ];
  return all.filter(([, value]) => !sent.includes(value) && !decoded.includes(value));
}

/** The pieces of A's data in an answer, each with a little of the text around it. */
export function leaksOfA(cast: Cast, answer: string, sent: string): string[] {
  const lower = answer.toLowerCase();
  return secretsOfA(cast, sent).flatMap(([what, value]) => {
    const at = lower.indexOf(value.toLowerCase());
    if (at === -1) return [];
    const around = answer.slice(Math.max(0, at - 60), at + value.length + 60).replace(/\s+/g, " ");
    return [`${what} (…${around}…)`];
  });
}

export async function disposeCast(cast: Cast | undefined) {
  for (const identity of Object.values(cast?.ids ?? {})) await identity.request.dispose();
}
