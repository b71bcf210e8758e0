import { ApplicationList } from "../features/applications/application-list.tsx";
import { listApplications } from "../features/applications/drafts.server.ts";
import { recentOrders } from "../features/checkout/checkout.server.ts";
import { OrderList } from "../features/checkout/order-list.tsx";
import { getProfileOverview } from "../features/profile/profile.server.ts";
import { appContext } from "../platform/context.ts";
import { formatDateLong } from "../platform/format.ts";
import { requireUser, statusError } from "../platform/guards.server.ts";
import { createI18n } from "../platform/i18n/i18n.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { seoMeta } from "../platform/seo.ts";
import type { Route } from "./+types/profile";

export async function loader(args: Route.LoaderArgs) {
  const app = args.context.get(appContext);
  // Spec: an authentication failure sends the browser to /; the sign-in dialog opens there.
  const user = requireUser(args);
  const overview = await getProfileOverview(app.services.db, user.id);
  if (!overview) throw statusError(args, 404);
  const t = createI18n(app.locale).t;
  return {
    orders: await recentOrders(app.services, user.id),
    applications: (await listApplications(app.services.db, user.id, app.locale)).map(
      ({ details: _details, documents: _documents, ...item }) => item,
    ),
    overview: { ...overview, memberSince: formatDateLong(overview.createdAt, app.locale) },
    meta: { title: t("profile.title"), description: t("profile.description") },
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...seoMeta(args, args.loaderData.meta), { name: "robots", content: "noindex" }] : [];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { overview } = loaderData;
  const rows = [
    [t("profile.name"), `${overview.firstName} ${overview.lastName}`.trim()],
    [t("profile.email"), overview.email],
    [t("profile.phone"), overview.phone ?? "—"],
    [t("profile.memberSince"), overview.memberSince],
  ] as const;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("profile.title")}</h1>
      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="sm:col-span-2">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <ApplicationList applications={loaderData.applications} />
      <OrderList orders={loaderData.orders} />
    </div>
  );
}
