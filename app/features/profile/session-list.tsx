import { Form, useNavigation } from "react-router";
import { FormNotice } from "../../components/forms/form-error.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Laptop, LogOut, Smartphone } from "../../components/ui/icons.tsx";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { DeviceSession } from "./account.server.ts";
import { SIGN_OUT_OTHERS } from "./settings-schema.ts";

export function SessionList({
  sessions,
  result,
}: {
  sessions: readonly DeviceSession[];
  result: { ok: true; count: number } | { ok: false; message: string } | undefined;
}) {
  const { t } = useTranslation("profile");
  // The time of day too: two sessions of one day differ by it.
  const dates = useDates();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === SIGN_OUT_OTHERS;
  const others = sessions.filter((item) => !item.current).length;
  return (
    <div>
      {result ? (
        <FormNotice tone={result.ok ? "success" : "error"} className="mb-4">
          {result.ok ? t("sessions.signedOutOthers", { count: result.count }) : result.message}
        </FormNotice>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {sessions.map((item) => {
          const Icon = item.mobile ? Smartphone : Laptop;
          const device = item.browser
            ? item.os
              ? t("sessions.browserOn", { browser: item.browser, os: item.os })
              : item.browser
            : t("sessions.unknownBrowser");
          return (
            <li
              key={item.id}
              data-session={item.current ? "current" : "other"}
              className="flex flex-wrap items-start gap-3 px-4 py-4 sm:px-5"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-600">
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <bdi>{device}</bdi>
                  {item.current ? <Badge tone="success">{t("sessions.thisDevice")}</Badge> : null}
                </p>
                <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-slate-600 sm:grid-cols-3">
                  <div>
                    <dt className="inline">{t("sessions.ip")}: </dt>
                    <dd className="inline">
                      <bdi dir="ltr" className="font-mono">
                        {item.ipAddress || t("sessions.unknownIp")}
                      </bdi>
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">{t("sessions.lastActive")}: </dt>
                    <dd className="inline">
                      <bdi>{dates.dateTime(item.lastActiveAt)}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">{t("sessions.signedIn")}: </dt>
                    <dd className="inline">
                      <bdi>{dates.dateTime(item.signedInAt)}</bdi>
                    </dd>
                  </div>
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <Form method="post" className="mt-5">
          <button
            type="submit"
            name="intent"
            value={SIGN_OUT_OTHERS}
            disabled={busy}
            className={buttonClasses("secondary", "md")}
          >
            <LogOut aria-hidden className="size-4 flip-rtl" />
            {t("sessions.signOutOthers")}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t("sessions.onlyThis")}</p>
      )}
    </div>
  );
}
