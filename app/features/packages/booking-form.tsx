import { getFormProps } from "@conform-to/react";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AuthLink, useAuthDialog } from "../../components/auth-dialog-link.tsx";
import { useCart } from "../../components/cart/cart-context.tsx";
import { Field, TextareaField } from "../../components/forms/field.tsx";
import { FormError, FormNotice } from "../../components/forms/form-error.tsx";
import { Honeypot } from "../../components/forms/honeypot.tsx";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { useStatusText } from "../../components/status-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CalendarDays, CircleCheck, ShoppingCart, Users } from "../../components/ui/icons.tsx";
import { LOGIN_NOTICES as AUTH_NOTICES } from "../../platform/auth/login-url.ts";
import { bookingShownAs } from "../../platform/domain/status-labels.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../../platform/domain/validation.ts";
import { formatMoney } from "../../platform/i18n/format.ts";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  BOOKING_MAX_TRAVELLERS,
  type BookingActionData,
  type BookingConfirmation,
  bookingSchema,
  SPECIAL_REQUESTS_MAX_LENGTH,
} from "./booking.ts";

const BOOKING_NOTICE = "errors:thrown.userMustBeAuthenticatedToBook";

export interface BookingFormProps {
  packageId: string;
  packageName: string;
  priceCents: number;
  imageUrl: string | null;
  prefill: { name: string; email: string } | null;
  /** The server's UTC day: the browser's clock may differ. */
  today: string;
  minTravelDate: string;
  actionData?: BookingActionData;
  confirmation?: BookingConfirmation | null;
  pageHref: string;
}

/** Works without JavaScript; with it, the server's schema checks first. A visitor gets a 401 and a login. */
export function BookingForm(props: BookingFormProps) {
  const { t } = useTranslation("packages");
  const auth = useAuthDialog();
  const locale = useLocale();
  const navigation = useNavigation();
  const schema = useMemo(() => bookingSchema(props.today), [props.today]);
  const [form, fields] = useSchemaForm(schema, {
    id: "booking",
    lastResult: props.actionData?.result,
    messageParams: { max: BOOKING_MAX_TRAVELLERS },
    defaultValue: {
      customerName: props.prefill?.name ?? "",
      customerEmail: props.prefill?.email ?? "",
      travellers: "1",
    },
  });

  useEffect(() => {
    if (props.actionData?.needsLogin) auth.open("sign-in", BOOKING_NOTICE);
  }, [props.actionData, auth]);

  if (props.confirmation) {
    return (
      <BookingConfirmed booking={props.confirmation} imageUrl={props.imageUrl} pageHref={props.pageHref} />
    );
  }

  const busy = navigation.formMethod === "POST";
  const travellers = Math.min(
    Math.max(Number.parseInt(String(fields.travellers.value ?? ""), 10) || 1, 1),
    BOOKING_MAX_TRAVELLERS,
  );
  // The address is isolated (LRI…PDI) so that it reads left to right inside an Arabic sentence.
  const contactEmailHint = props.prefill
    ? t("booking.fields.customerEmailHint", { email: `\u2066${props.prefill.email}\u2069` })
    : t("booking.fields.customerEmailHintSignedOut");
  const logIn = (
    <AuthLink variant="text" notice={AUTH_NOTICES.required} className="mt-1 inline-block">
      {t("booking.logIn")}
    </AuthLink>
  );
  return (
    <div>
      {props.prefill ? null : (
        <FormNotice tone="info">
          <p>{t("booking.signedOutNotice")}</p>
          {logIn}
        </FormNotice>
      )}
      {busy ? null : (
        <FormError form={form} summary className="mt-4">
          {props.actionData?.needsLogin ? logIn : null}
        </FormError>
      )}
      <Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        aria-label={t("booking.title")}
        className="mt-5 flex flex-col gap-4"
      >
        <input type="hidden" name="packageId" value={props.packageId} />
        <Honeypot />
        <Field
          meta={fields.customerName}
          label={t("booking.fields.customerName")}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          aria-required
        />
        <Field
          meta={fields.customerEmail}
          label={t("booking.fields.customerEmail")}
          description={contactEmailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          maxLength={EMAIL_MAX_LENGTH}
          aria-required
        />
        <Field
          meta={fields.customerPhone}
          label={t("booking.fields.customerPhone")}
          description={t("booking.fields.customerPhoneHint")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={PHONE_MAX_LENGTH}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <Field
            meta={fields.travelDate}
            label={
              <>
                <CalendarDays aria-hidden className="size-4 text-slate-500" />
                {t("booking.fields.travelDate")}
              </>
            }
            type="date"
            dir="ltr"
            min={props.minTravelDate}
            inputClassName="h-11"
            aria-required
          />
          <Field
            meta={fields.travellers}
            label={
              <>
                <Users aria-hidden className="size-4 text-slate-500" />
                {t("booking.fields.travellers")}
              </>
            }
            type="number"
            inputMode="numeric"
            dir="ltr"
            min={1}
            max={BOOKING_MAX_TRAVELLERS}
            step={1}
            inputClassName="h-11"
            aria-required
          />
        </div>
        <TextareaField
          meta={fields.specialRequests}
          label={t("booking.fields.specialRequests")}
          description={t("booking.fields.specialRequestsHint", { max: SPECIAL_REQUESTS_MAX_LENGTH })}
          maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
        />
        <div
          className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3"
          aria-live="polite"
        >
          <span className="text-sm text-slate-600">
            {t("booking.total")}{" "}
            <span className="text-slate-500">{t("booking.totalFor", { count: travellers })}</span>
          </span>
          <bdi dir="ltr" className="text-xl font-bold text-slate-900">
            {formatMoney(props.priceCents * travellers, locale)}
          </bdi>
        </div>
        <Button type="submit" size="lg" isDisabled={busy} className="w-full">
          {busy ? (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
            />
          ) : null}
          {busy ? t("booking.submitting") : t("booking.submit")}
        </Button>
        <p className="text-center text-xs text-slate-500">{t("booking.payLater")}</p>
      </Form>
    </div>
  );
}

function BookingConfirmed({
  booking,
  imageUrl,
  pageHref,
}: {
  booking: BookingConfirmation;
  imageUrl: string | null;
  pageHref: string;
}) {
  const { t } = useTranslation("packages");
  const statusText = useStatusText();
  const locale = useLocale();
  const dates = useDates();
  const cart = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const inCart = cart.items.some((item) => item.id === booking.id);
  const date = dates.long(booking.travelDate);

  const addToCart = () =>
    cart.add({
      id: booking.id,
      name: t("booking.cartName", { name: booking.packageName, date }),
      price: booking.totalCents / 100,
      image_url: imageUrl ?? booking.imageUrl,
      product_type: "package_booking",
      // One booking is paid once.
      max_quantity: 1,
    });

  const rows: [string, ReactNode][] = [
    [t("booking.confirmed.package"), booking.packageName],
    [t("booking.confirmed.travelDate"), date],
    [
      t("booking.confirmed.travellers"),
      <bdi key="n" dir="ltr">
        {booking.travellers}
      </bdi>,
    ],
    [
      t("booking.confirmed.status"),
      statusText("booking", bookingShownAs(booking.status, booking.paymentStatus)),
    ],
    [t("booking.confirmed.payment"), statusText("payment", booking.paymentStatus)],
  ];

  return (
    <section aria-labelledby="booking-confirmed" data-booking={booking.id}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CircleCheck aria-hidden className="size-6" />
        </span>
        <div>
          <h2
            id="booking-confirmed"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            {t("booking.confirmed.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("booking.confirmed.body")}{" "}
            <bdi dir="ltr" className="font-medium break-all text-slate-800">
              {booking.accountEmail}
            </bdi>
          </p>
        </div>
      </div>
      <div className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3">
        <p className="text-xs font-medium tracking-wide text-emerald-800 uppercase">
          {t("booking.confirmed.reference")}
        </p>
        <p className="mt-0.5 font-mono text-lg font-bold text-emerald-950">
          <bdi dir="ltr">{booking.reference}</bdi>
        </p>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="font-semibold text-slate-900">{t("booking.confirmed.total")}</dt>
          <dd>
            <bdi dir="ltr" className="text-xl font-bold text-slate-900">
              {formatMoney(booking.totalCents, locale)}
            </bdi>
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-600">{t("booking.confirmed.payHint")}</p>
      <div className="mt-4 flex flex-col gap-2">
        {inCart ? (
          <Button size="lg" variant="secondary" className="w-full" onPress={cart.open}>
            <ShoppingCart aria-hidden className="size-4" />
            {t("booking.confirmed.inCart")}
          </Button>
        ) : (
          <Button size="lg" className="w-full" onPress={addToCart}>
            <ShoppingCart aria-hidden className="size-4" />
            {t("booking.confirmed.addToCart")}
          </Button>
        )}
        <Link
          to={pageHref}
          preventScrollReset
          className="rounded py-2 text-center text-sm font-medium text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
        >
          {t("booking.confirmed.another")}
        </Link>
      </div>
    </section>
  );
}
