import { data, redirect } from "react-router";
import { parseSubmission } from "../components/forms/submission.server.ts";
import { JsonLd } from "../components/json-ld.tsx";
import {
  BOOKING_MAX_TRAVELLERS,
  type BookingActionData,
  bookingSchema,
} from "../features/packages/booking.ts";
import { BookingForm } from "../features/packages/booking-form.tsx";
import { sendBookingConfirmation } from "../features/packages/booking-mails.server.ts";
import { PackageDetailView, PackageErrorScreen } from "../features/packages/package-detail.tsx";
import { packageHref } from "../features/packages/package-list-query.ts";
import { getBookingForUser, getPackage, recordBooking } from "../features/packages/packages.server.ts";
import { signedInUser, statusError } from "../platform/auth/guards.server.ts";
import { displayName } from "../platform/auth/session.server.ts";
import { toErrorPayload } from "../platform/http/errors.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { enforceRateLimit } from "../platform/http/rate-limit.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { formatDate } from "../platform/i18n/format.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/package";

export const handle = cachedPage("travel_packages");

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
    prefill: user ? { name: displayName(user), email: user.email } : null,
    today: formatDate(now),
    minTravelDate: formatDate(now + DAY_MS),
    confirmation,
  };
}

/** The price comes from the database; the confirmation goes to the account's own address, and a mail failure is
 * only logged: the booking stays. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, locale } = context.get(appContext);
  const t = translator(locale);
  const form = await request.formData().catch(() => null);
  const travelPackage = await getPackage(services.db, params.slug, locale);
  if (!travelPackage) throw statusError({ context }, 404);
  form?.set("packageId", travelPackage.id);
  const parsed = await parseSubmission(form, bookingSchema(), {
    t,
    honeypot: true,
    messageParams: { max: BOOKING_MAX_TRAVELLERS },
  });

  const user = signedInUser({ context });
  if (form && !user) {
    const formError = t("errors:thrown.userMustBeAuthenticatedToBook");
    const result = parsed.ok ? parsed.reply({ formError }) : { ...parsed.reply, error: { "": [formError] } };
    return data<BookingActionData>({ result, needsLogin: true }, { status: 401 });
  }
  if (!parsed.ok || !user)
    return data<BookingActionData>({ result: parsed.ok ? parsed.reply() : parsed.reply }, { status: 400 });

  let booking: Awaited<ReturnType<typeof recordBooking>>;
  try {
    // Counted once the input is valid, so that typing mistakes do not use up a customer's bookings.
    await enforceRateLimit(services, "booking", user.id);
    booking = await recordBooking(services.db, user.id, parsed.value, locale);
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "booking failed");
    return data<BookingActionData>(
      { result: parsed.reply({ formError: payload.message }) },
      { status: payload.status },
    );
  }

  await sendBookingConfirmation(services, booking, travelPackage.name, locale);
  return redirect(`${packageHref(travelPackage.slug)}?booking=${booking.id}`, 303);
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
