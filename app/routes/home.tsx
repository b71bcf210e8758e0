import { useTranslation } from "react-i18next";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { loadHomeHighlights } from "../features/home/home.server.ts";
import { appContext } from "../platform/context.ts";
import { formatMoney } from "../platform/format.ts";
import { createI18n } from "../platform/i18n/i18n.ts";
import type { Locale } from "../platform/i18n/localized.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  const highlights = await loadHomeHighlights(services.db, locale);
  const t = createI18n(locale).t;
  return { highlights, meta: { title: t("home:home.metaTitle"), description: t("home:home.metaDescription") } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.meta.title }, { name: "description", content: loaderData?.meta.description }];
}

const services = ["esim", "accessories", "packages", "visa", "idl", "business", "education", "tracking"] as const;

function LanguageSwitch({ locale }: { locale: Locale }) {
  const location = useLocation();
  const target: Locale = locale === "ar" ? "en" : "ar";
  const params = new URLSearchParams(location.search);
  params.set("lng", target);
  return (
    <a
      href={`${location.pathname}?${params}`}
      hrefLang={target}
      lang={target}
      className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium hover:bg-slate-50"
    >
      {target === "ar" ? "العربية" : "English"}
    </a>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const locale = root?.locale ?? "en";
  const { highlights } = loaderData;
  const sections = [
    { key: "esim", items: highlights.esim, fromPrice: true },
    { key: "packages", items: highlights.packages, fromPrice: false },
    { key: "accessories", items: highlights.accessories, fromPrice: false },
  ] as const;
  return (
    <div>
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <Link to="/" className="text-xl font-bold text-brand">
            {root?.chrome.siteName}
          </Link>
          <div className="flex items-center gap-3">
            {root?.user ? (
              <span className="text-sm text-slate-600">{root.user.name || root.user.email}</span>
            ) : null}
            <LanguageSwitch locale={locale} />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10">
        <section className="text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("home.title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">{t("home.subtitle")}</p>
        </section>
        <section aria-labelledby="services-heading" className="mt-12">
          <h2 id="services-heading" className="text-2xl font-semibold">
            {t("home.servicesHeading")}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <li key={service} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold">{t(`services.${service}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`services.${service}.summary`)}</p>
              </li>
            ))}
          </ul>
        </section>
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`${section.key}-heading`} className="mt-12">
            <h2 id={`${section.key}-heading`} className="text-2xl font-semibold">
              {t(`home.highlights.${section.key}`)}
            </h2>
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {section.items.map((item) => (
                <li key={item.id} className="overflow-hidden rounded-xl border border-slate-200">
                  {item.imageUrl ? (
                    <img src={item.imageUrl} alt="" className="h-32 w-full object-cover" loading="lazy" />
                  ) : null}
                  <div className="p-4">
                    <h3 className="font-semibold">{item.name}</h3>
                    {item.detail ? <p className="text-sm text-slate-600">{item.detail}</p> : null}
                    <p className="mt-2 font-medium text-brand">
                      {section.fromPrice ? `${t("home.from")} ` : ""}
                      <bdi dir="ltr">{formatMoney(item.priceCents, locale)}</bdi>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </div>
  );
}
