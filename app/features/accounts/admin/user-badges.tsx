import { CheckCircle2, Download } from "lucide-react";
import type { ReactNode } from "react";
import { Notice } from "../../../components/notice.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";

/** What an action said: a success notice (polite) or a refusal (an alert). */
export function ActionMessage({ notice, error }: { notice?: string | null; error?: string | null }) {
  if (error) {
    return (
      <Notice tone="error" as="p" className="mb-4 rounded-lg px-4 py-3 text-sm">
        {error}
      </Notice>
    );
  }
  if (!notice) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
      {notice}
    </p>
  );
}

/** A download link that looks like a button (a document request: the browser saves the file). */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={buttonClasses("secondary", "md", "shrink-0 self-start")}>
      <Download aria-hidden className="size-4" />
      {children}
    </a>
  );
}

export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation("adminPeople");
  return role === "admin" ? (
    <Badge tone="brand">{t("roles.admin")}</Badge>
  ) : (
    <Badge>{t("roles.customer")}</Badge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation("adminPeople");
  return active ? (
    <Badge tone="success">{t("status.active")}</Badge>
  ) : (
    <Badge tone="danger">{t("status.inactive")}</Badge>
  );
}

/** The list parameters an export applies (the search and filters; not the page or the sort). */
export function exportHref(path: string, search: string, keys: readonly string[]): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keys) {
    for (const value of params.getAll(key)) kept.append(key, value);
  }
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}
