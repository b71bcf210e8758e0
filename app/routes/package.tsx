import { data, redirect } from "react-router";
import type * as z from "zod";
import { JsonLd } from "../components/json-ld.tsx";
import { metaTranslator } from "../features/cms/meta.ts";
import {
  BOOKING_FIELDS,
  BOOKING_MAX_TRAVELLERS,
  type BookingActionData,
  type BookingField,
  type BookingValues,
  bookingIssueKeys,
  bookingSchema,
} from "../features/packages/booking.ts";
import { BookingForm } from "../features/packages/booking-form.tsx";
import { PackageDetailView, PackageErrorScreen } from "../features/packages/package-detail.tsx";
import {
  confirmationOf,
  getBookingForUser,
  getPackage,
  recordBooking,
  sendBookingConfirmation,
} from "../features/packages/packages.server.ts";
import { packageHref } from "../features/packages/types.ts";
import { appContext } from "../platform/context.ts";
import { toErrorPayload } from "../platform/errors.ts";
import { formatDate } from "../platform/format.ts";
import { signedInUser, statusError } from "../platform/guards.server.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { enforceRateLimit } from "../platform/rate-limit.server.ts";
import { seoMeta } from "../platform/seo.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/package";

const DAY_MS = 86_400_000;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  const travelPackage = await getPackage(services.db, params.slug, locale);
  if (!travelPackage) throw statusError({ context }, 404);
  const user = signedInUser({ context });
  const bookingId = new URL(request.url).searchParams.get("booking");
  const confirmation =
    user && bookingId ? await getBookingForUser(services.db, bookingId, user.id, locale) : null;
  const now = Date.now();
  return {
    travelPackage,
    prefill: user
      ? { name: user.name || `${user.firstName} ${user.lastName}`.trim(), email: user.email }
      : null,
    today: formatDate(now),
    minTravelDate: formatDate(now + DAY_MS),
    confirmation,
  };
}

/** The typed values, sent back with errors (bounded, so that a huge post is not echoed). */
function typedValues(form: FormData): BookingValues {
  const values: BookingValues = {};
  for (const field of BOOKING_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 2000);
  }
  return values;
}

/** The translated message of each refused field. */
function fieldErrorsOf(error: z.ZodError, t: ReturnType<typeof translator>) {
  const keys = bookingIssueKeys(error);
  const fieldErrors: Partial<Record<BookingField, string>> = {};
  for (const field of BOOKING_FIELDS) {
    const key = keys[field];
    if (key) fieldErrors[field] = t(key, { max: BOOKING_MAX_TRAVELLERS });
  }
  return fieldErrors;
}

/**
 * POST /packages/:slug books the package for the signed-in user (401 for visitors). Bad input → 400
 * with a message per field; more than the user's bookings allowed by the rate limit → 429. Success:
 * the booking is recorded (price from the database), the confirmation e-mail goes to the account's
 * own address (a mail failure is logged, the booking stays), and the page shows it — as data for the
 * page's fetcher, or by a redirect to ?booking=<id> after a post without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { services, locale } = app;
  const t = translator(locale);
  const form = await request.formData().catch(() => null);
  const values = form ? typedValues(form) : {};
  const fail = (
    status: number,
    message: string,
    extra: { fieldErrors?: Partial<Record<BookingField, string>>; needsLogin?: boolean } = {},
  ) => data<BookingActionData>({ ok: false, status, message, fieldErrors: {}, values, ...extra }, { status });
  if (!form) return fail(400, t("errors:codes.VALIDATION_INVALID_FORMAT"));

  const user = signedInUser({ context });
  if (!user) return fail(401, t("errors:thrown.userMustBeAuthenticatedToBook"), { needsLogin: true });

  const travelPackage = await getPackage(services.db, params.slug, locale);
  if (!travelPackage) throw statusError({ context }, 404);

  const checked = bookingSchema().safeParse({ ...values, packageId: travelPackage.id });
  if (!checked.success) {
    const fieldErrors = fieldErrorsOf(checked.error, t);
    const first = BOOKING_FIELDS.find((field) => fieldErrors[field]);
    return fail(400, first ? fieldErrors[first]! : t("errors:codes.VALIDATION_INVALID_FORMAT"), {
      fieldErrors,
    });
  }

  let booking: Awaited<ReturnType<typeof recordBooking>>;
  try {
    // Counted once the input is valid, so that typing mistakes do not use up a customer's bookings.
    await enforceRateLimit(services, "booking", user.id);
    booking = await recordBooking(services.db, user.id, checked.data);
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "booking failed");
    return fail(payload.status, payload.message);
  }

  await sendBookingConfirmation(services, booking, travelPackage.name, locale);
  if (form.get("enhanced") !== "1") {
    return redirect(`${packageHref(travelPackage.slug)}?booking=${booking.id}`, 303);
  }
  return data<BookingActionData>({
    ok: true,
    booking: confirmationOf(booking, travelPackage.name, travelPackage.imageUrl, user.email),
  });
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const item = args.loaderData?.travelPackage;
  if (!item) return [{ title: t("packages:detail.notFoundTitle") }, { name: "robots", content: "noindex" }];
  const description = item.description.length > 160 ? `${item.description.slice(0, 157)}…` : item.description;
  return seoMeta(args, {
    title: t("packages:meta.detailTitle", { name: item.name, destination: item.destination }),
    description,
    type: "product",
    ...(item.imageUrl ? { image: item.imageUrl } : {}),
  });
}

export default function PackagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { travelPackage: item, prefill, today, minTravelDate, confirmation } = loaderData;
  const origin = useRootData()?.origin ?? "";
  const url = `${origin}${packageHref(item.slug)}`;
  const image = item.imageUrl
    ? item.imageUrl.startsWith("http")
      ? item.imageUrl
      : `${origin}${item.imageUrl}`
    : undefined;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Product",
          name: item.name,
          description: item.description,
          sku: item.slug,
          category: "Travel package",
          ...(image ? { image } : {}),
          url,
          offers: {
            "@type": "Offer",
            price: (item.priceCents / 100).toFixed(2),
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
            url,
          },
        }}
      />
      <PackageDetailView
        item={item}
        booking={
          <BookingForm
            key={item.id}
            packageId={item.id}
            packageName={item.name}
            priceCents={item.priceCents}
            imageUrl={item.imageUrl}
            prefill={prefill}
            today={today}
            minTravelDate={minTravelDate}
            actionData={actionData}
            confirmation={confirmation}
            pageHref={packageHref(item.slug)}
          />
        }
      />
    </>
  );
}

export function ErrorBoundary() {
  return <PackageErrorScreen />;
}
