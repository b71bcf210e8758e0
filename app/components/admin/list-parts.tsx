import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { buttonClasses } from "../ui/button-classes.ts";
import { Download } from "../ui/icons.tsx";

export const adminLinkClasses =
  "rounded font-medium text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand";

/** Lets a detail page return to the list as it was; "" on the list's first, unfiltered page. */
export function useBackQuery(): string {
  const { search } = useLocation();
  return search ? `?back=${encodeURIComponent(search)}` : "";
}

export function PersonCell({ name, email, phone }: { name: ReactNode; email: string; phone?: string }) {
  return (
    <div>
      {typeof name === "string" ? <p className="font-medium text-slate-900">{name}</p> : name}
      <p className="text-xs text-slate-500">
        <bdi>{email}</bdi>
        {phone ? (
          <>
            {" · "}
            <bdi dir="ltr">{phone}</bdi>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** A document request, not a router link: the browser saves the file. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={buttonClasses("secondary", "md", "shrink-0 self-start")}>
      <Download aria-hidden className="size-4" />
      {children}
    </a>
  );
}

/** An export applies the search and filters, not the page or the sort. */
export function exportHref(path: string, search: string, keys: readonly string[]): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keys) {
    for (const value of params.getAll(key)) kept.append(key, value);
  }
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}
