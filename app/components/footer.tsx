import type { ParseKeys } from "i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { Logo } from "./header.tsx";
import type { SiteChrome } from "./site-chrome.ts";
import { buttonClasses } from "./ui/button-classes.ts";
import { ArrowUp, Clock, Mail, MapPin, Phone } from "./ui/icons.tsx";

const serviceLinks: { key: ParseKeys<"common">; href: string }[] = [
  { key: "nav.esim", href: "/esim-shop" },
  { key: "nav.accessories", href: "/travel-accessories" },
  { key: "nav.packages", href: "/travel-packages" },
  { key: "nav.visa", href: "/visa-services" },
  { key: "nav.idl", href: "/driving-license-service-selection" },
  { key: "nav.business", href: "/business-incorporation" },
  { key: "nav.malaysia", href: "/education-malaysia" },
  { key: "nav.tarim", href: "/education-tarim" },
];

const resourceLinks: { key: ParseKeys<"common">; href: string }[] = [
  { key: "footer.study", href: "/study" },
  { key: "footer.faq", href: "/faq" },
  { key: "footer.visaGuide", href: "/visa" },
  { key: "footer.tracking", href: "/application-tracking" },
  { key: "footer.about", href: "/page/about" },
  { key: "footer.pages", href: "/pages" },
];

/** app.css: named once, as every link of the footer repeats it. */
const linkClass = "footer-link";

export function Footer({ chrome, newsletter }: { chrome: SiteChrome; newsletter: ReactNode }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="[&_span.text-slate-900]:text-white">
            <Logo siteName={chrome.siteName} logoUrl={chrome.logoUrl} />
          </div>
          <p className="text-sm text-slate-400">{t("footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="font-semibold text-white">
            {t("footer.services")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {serviceLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="font-semibold text-white">
            {t("footer.resources")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {resourceLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t("footer.contact")}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-300">
            {chrome.contactEmail ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 shrink-0" />
                <a href={`mailto:${chrome.contactEmail}`} className={linkClass}>
                  <bdi dir="ltr">{chrome.contactEmail}</bdi>
                </a>
              </li>
            ) : null}
            {chrome.contactPhone ? (
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 shrink-0" />
                <a href={`tel:${chrome.contactPhone.replace(/[^+\d]/g, "")}`} className={linkClass}>
                  <bdi dir="ltr">{chrome.contactPhone}</bdi>
                </a>
              </li>
            ) : null}
            {chrome.contactAddress ? (
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>{chrome.contactAddress}</span>
              </li>
            ) : null}
            <li className="flex items-start gap-2">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{chrome.contactHours || t("footer.hours")}</span>
            </li>
          </ul>
          <div className="mt-6">{newsletter}</div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        {/* The bottom padding keeps "back to top" clear of the floating messaging button at the end of the page. */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 pt-4 pb-24 text-sm text-slate-400">
          <p>{t("footer.copyright", { year, siteName: chrome.siteName })}</p>
          <button
            type="button"
            className={buttonClasses("onDark", "sm")}
            onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          >
            <ArrowUp aria-hidden className="size-4" />
            {t("footer.backToTop")}
          </button>
        </div>
      </div>
    </footer>
  );
}
