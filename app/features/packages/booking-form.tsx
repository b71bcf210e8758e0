import { CalendarDays, CircleAlert, CircleCheck, Info, ShoppingCart, Users } from "lucide-react";
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../components/ui/cx.ts";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { TextField } from "../../components/ui/text-field.tsx";
import { formatDateLong, formatMoney } from "../../platform/format.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../../platform/validation.ts";
import { AUTH_NOTICES, AuthLink, useAuthDialog } from "../auth/auth-dialog.tsx";
import { useCart } from "../cart/cart-context.tsx";
import {
  BOOKING_FIELDS,
  BOOKING_MAX_TRAVELLERS,
  type BookingActionData,
  type BookingConfirmation,
  type BookingField,
  type BookingValues,
  bookingIssueKeys,
  bookingSchema,
  SPECIAL_REQUESTS_MAX_LENGTH,
} from "./booking.ts";
import { usePageLocale } from "./package-card.tsx";

const BOOKING_NOTICE = "errors:thrown.userMustBeAuthenticatedToBook";

const tones = {
  error: { box: "border-red-200 bg-red-50 text-red-800", Icon: CircleAlert },
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", Icon: Info },
} as const;

function Notice({ tone, id, children }: { tone: keyof typeof tones; id?: string; children: ReactNode }) {
  const { box, Icon } = tones[tone];
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : undefined}
      className={cx("flex items-start gap-2.5 rounded-lg border p-3 text-sm", box)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** A native input with a label and an error (date and number inputs need min/max, which TextField lacks). */
function NativeField({
  label,
  error,
  icon,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; icon: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
        {icon}
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(inputClasses, "h-11", error && "border-red-500")}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface BookingFormProps {
  packageId: string;
  packageName: string;
  priceCents: number;
  imageUrl: string | null;
  /** The signed-in user's name and e-mail, or null for a visitor. */
  prefill: { name: string; email: string } | null;
  /** The server's UTC day (yyyy-MM-dd): travel dates must come after it. */
  today: string;
  /** yyyy-MM-dd, the first date the date input offers. */
  minTravelDate: string;
  /** A submission answered without JavaScript (the page re-rendered with it). */
  actionData?: BookingActionData;
  /** A booking shown after a submission without JavaScript (?booking=<id>). */
  confirmation?: BookingConfirmation | null;
  /** Where "make another booking" leads without JavaScript. */
  pageHref: string;
}

/**
 * The booking form of a package page. Posts to the page's action: with JavaScript through a fetcher
 * (checked first in the browser with the same rule as the server), without it as a normal form. A
 * visitor is asked to log in (the action answers 401). A recorded booking is confirmed in place, with a
 * button that puts it in the cart to pay at checkout.
 */
export function BookingForm(props: BookingFormProps) {
  const { t } = useTranslation("packages");
  const fetcher = useFetcher<BookingActionData>();
  const auth = useAuthDialog();
  const locale = usePageLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [clientErrors, setClientErrors] = useState<Partial<Record<BookingField, string>> | null>(null);
  const [travellers, setTravellers] = useState<number>(() => {
    const typed = Number(props.actionData && !props.actionData.ok ? props.actionData.values.travellers : 1);
    return Number.isInteger(typed) && typed > 0 ? typed : 1;
  });
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => setEnhanced(true), []);

  const answer = fetcher.data ?? props.actionData;
  const failure = answer && !answer.ok ? answer : null;
  const booked = answer?.ok ? answer.booking : (props.confirmation ?? null);

  // The server asked the visitor to log in: open the dialog with the spec's message.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && fetcher.data.needsLogin) {
      auth.open("sign-in", BOOKING_NOTICE);
    }
  }, [fetcher.state, fetcher.data, auth]);

  // Focus the first field the server refused.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.ok) return;
    focusFirstInvalid(formRef.current, fetcher.data.fieldErrors);
  }, [fetcher.state, fetcher.data]);

  if (booked && booked.id !== dismissed) {
    return (
      <BookingConfirmed
        booking={booked}
        imageUrl={props.imageUrl}
        onAnother={enhanced ? () => setDismissed(booked.id) : undefined}
        pageHref={props.pageHref}
      />
    );
  }

  const busy = fetcher.state !== "idle";
  const fieldErrors: Partial<Record<BookingField, string>> =
    clientErrors ?? (failure && fetcher.state === "idle" ? failure.fieldErrors : {});
  const values: BookingValues = failure?.values ?? {};
  const message = clientErrors ? null : failure && fetcher.state === "idle" ? failure.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const input = Object.fromEntries(new FormData(form));
    const result = bookingSchema(props.today).safeParse(input);
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const keys = bookingIssueKeys(result.error);
    const errors: Partial<Record<BookingField, string>> = {};
    for (const field of BOOKING_FIELDS) {
      const key = keys[field];
      if (key) errors[field] = t(key, { max: BOOKING_MAX_TRAVELLERS });
    }
    setClientErrors(errors);
    focusFirstInvalid(form, errors);
  };

  // The address is isolated (LRI…PDI) so that it reads left to right inside an Arabic sentence.
  const contactEmailHint = props.prefill
    ? t("booking.fields.customerEmailHint", { email: `\u2066${props.prefill.email}\u2069` })
    : t("booking.fields.customerEmailHintSignedOut");
  const totalCents = props.priceCents * Math.min(Math.max(travellers, 1), BOOKING_MAX_TRAVELLERS);
  return (
    <div>
      {props.prefill ? null : (
        <Notice tone="info">
          <p>{t("booking.signedOutNotice")}</p>
          <AuthLink variant="text" notice={AUTH_NOTICES.required} className="mt-1 inline-block">
            {t("booking.logIn")}
          </AuthLink>
        </Notice>
      )}
      {message ? (
        <div className="mt-4">
          <Notice tone="error">
            <p>{message}</p>
            {failure?.needsLogin ? (
              <AuthLink variant="text" notice={AUTH_NOTICES.required} className="mt-1 inline-block">
                {t("booking.logIn")}
              </AuthLink>
            ) : null}
          </Notice>
        </div>
      ) : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label={t("booking.title")}
        className="mt-5 flex flex-col gap-4"
      >
        <input type="hidden" name="packageId" value={props.packageId} />
        {enhanced ? <input type="hidden" name="enhanced" value="1" /> : null}
        <TextField
          label={t("booking.fields.customerName")}
          name="customerName"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          defaultValue={values.customerName ?? props.prefill?.name ?? ""}
          errorMessage={fieldErrors.customerName}
          isRequired
          validationBehavior="aria"
        />
        <TextField
          label={t("booking.fields.customerEmail")}
          name="customerEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          inputDir="ltr"
          maxLength={EMAIL_MAX_LENGTH}
          description={fieldErrors.customerEmail ? undefined : contactEmailHint}
          defaultValue={values.customerEmail ?? props.prefill?.email ?? ""}
          errorMessage={fieldErrors.customerEmail}
          isRequired
          validationBehavior="aria"
        />
        <TextField
          label={t("booking.fields.customerPhone")}
          description={fieldErrors.customerPhone ? undefined : t("booking.fields.customerPhoneHint")}
          name="customerPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          inputDir="ltr"
          maxLength={PHONE_MAX_LENGTH}
          defaultValue={values.customerPhone ?? ""}
          errorMessage={fieldErrors.customerPhone}
          validationBehavior="aria"
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <NativeField
            label={t("booking.fields.travelDate")}
            icon={<CalendarDays aria-hidden className="size-4 text-slate-500" />}
            name="travelDate"
            type="date"
            dir="ltr"
            aria-required="true"
            min={props.minTravelDate}
            defaultValue={values.travelDate ?? ""}
            error={fieldErrors.travelDate}
          />
          <NativeField
            label={t("booking.fields.travellers")}
            icon={<Users aria-hidden className="size-4 text-slate-500" />}
            name="travellers"
            type="number"
            inputMode="numeric"
            dir="ltr"
            aria-required="true"
            min={1}
            max={BOOKING_MAX_TRAVELLERS}
            step={1}
            defaultValue={values.travellers ?? "1"}
            onChange={(event) => setTravellers(Number.parseInt(event.target.value, 10) || 1)}
            error={fieldErrors.travellers}
          />
        </div>
        <TextField
          label={t("booking.fields.specialRequests")}
          description={
            fieldErrors.specialRequests
              ? undefined
              : t("booking.fields.specialRequestsHint", { max: SPECIAL_REQUESTS_MAX_LENGTH })
          }
          name="specialRequests"
          multiline
          maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
          defaultValue={values.specialRequests ?? ""}
          errorMessage={fieldErrors.specialRequests}
          validationBehavior="aria"
        />
        <div
          className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3"
          aria-live="polite"
        >
          <span className="text-sm text-slate-600">
            {t("booking.total")}{" "}
            <span className="text-slate-500">
              {t("booking.totalFor", { count: Math.max(travellers, 1) })}
            </span>
          </span>
          <bdi dir="ltr" className="text-xl font-bold text-slate-900">
            {formatMoney(totalCents, locale)}
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
      </fetcher.Form>
    </div>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: Partial<Record<BookingField, string>>) {
  const first = BOOKING_FIELDS.find((field) => errors[field]);
  const element = first ? form?.elements.namedItem(first) : null;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.focus();
}

/** The booking just recorded: reference, summary and "add to cart to pay". */
function BookingConfirmed({
  booking,
  imageUrl,
  onAnother,
  pageHref,
}: {
  booking: BookingConfirmation;
  imageUrl: string | null;
  onAnother: (() => void) | undefined;
  pageHref: string;
}) {
  const { t } = useTranslation("packages");
  const locale = usePageLocale();
  const cart = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const inCart = cart.items.some((item) => item.id === booking.id);
  const date = formatDateLong(booking.travelDate, locale);

  const addToCart = () =>
    cart.add({
      id: booking.id,
      name: t("booking.cartName", { name: booking.packageName, date }),
      price: booking.totalCents / 100,
      image_url: imageUrl ?? booking.imageUrl,
      product_type: "package_booking",
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
      t(`booking.statuses.${booking.status}`, { defaultValue: booking.status }),
    ],
    [
      t("booking.confirmed.payment"),
      t(`booking.paymentStatuses.${booking.paymentStatus}`, { defaultValue: booking.paymentStatus }),
    ],
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
        {onAnother ? (
          <Button variant="ghost" className="w-full" onPress={onAnother}>
            {t("booking.confirmed.another")}
          </Button>
        ) : (
          <a
            href={pageHref}
            className="rounded py-2 text-center text-sm font-medium text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
          >
            {t("booking.confirmed.another")}
          </a>
        )}
      </div>
    </section>
  );
}
