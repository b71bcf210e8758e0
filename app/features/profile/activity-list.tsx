import { Link } from "react-router";
import { CalendarCheck, FileText, MessagesSquare, Package } from "../../components/ui/icons.tsx";
import { applicationStatusLabel } from "../../platform/domain/status-labels.ts";
import { formatDateLong } from "../../platform/i18n/format.ts";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ActivityItem, ActivitySubject } from "./activity.server.ts";
import { type LabelledSubject, profileLabel } from "./status-labels.ts";

const ICONS: Record<ActivitySubject, typeof Package> = {
  order: Package,
  application: FileText,
  booking: CalendarCheck,
  education_consultation: MessagesSquare,
  business_consultation: MessagesSquare,
};

const LABELLED: Partial<Record<ActivitySubject, LabelledSubject>> = {
  booking: "booking",
  education_consultation: "education",
  business_consultation: "business",
};

const ORDER_STATUSES = new Set(["pending", "paid", "fulfilled", "cancelled", "refunded"]);

function useEventText() {
  const { t } = useTranslation("profile");
  return (item: Pick<ActivityItem, "subject" | "event" | "status">): string => {
    switch (item.event) {
      case "created":
        return t(`activity.events.created.${item.subject}`);
      case "status": {
        const labelled = LABELLED[item.subject];
        const status = labelled
          ? t(`labels.${profileLabel(labelled, item.status)}`)
          : item.subject === "application"
            ? t(applicationStatusLabel(item.status).key)
            : ORDER_STATUSES.has(item.status)
              ? t(`orderStatus.${item.status as "paid"}`)
              : item.status;
        return t("activity.events.status", { status });
      }
      default:
        return t(`activity.events.${item.event}`);
    }
  };
}

export function ActivityList({ items }: { items: readonly ActivityItem[] }) {
  const { t } = useTranslation("profile");
  const locale = useLocale();
  const eventText = useEventText();
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-slate-600">
        {t("activity.empty")}
      </p>
    );
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => {
        const Icon = ICONS[item.subject] ?? Package;
        return (
          <li
            key={item.id}
            data-activity={item.subject}
            data-event={item.event}
            className="flex items-start gap-3 px-4 py-3.5 sm:px-5"
          >
            <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600">
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{eventText(item)}</p>
              <p className="mt-0.5 text-sm text-slate-600">
                {t(`activity.subject.${item.subject}`)}
                {item.reference ? (
                  <>
                    {" · "}
                    <bdi
                      dir={item.subject === "booking" ? undefined : "ltr"}
                      className={
                        item.subject === "booking"
                          ? "text-slate-800"
                          : "font-mono whitespace-nowrap text-slate-800"
                      }
                    >
                      {item.reference}
                    </bdi>
                  </>
                ) : null}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1 text-end">
              <time dateTime={new Date(item.at).toISOString()} className="text-sm text-slate-500">
                {formatDateLong(item.at, locale)}
              </time>
              {item.href ? (
                <Link
                  to={item.href}
                  className="text-sm font-medium text-brand-strong underline-offset-4 hover:underline"
                  aria-label={`${t("activity.view")}: ${t(`activity.subject.${item.subject}`)} ${item.reference}`}
                >
                  {t("activity.view")}
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
