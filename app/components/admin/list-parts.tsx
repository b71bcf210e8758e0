/**
 * Small pieces every admin list and detail screen uses: the link style, the "back" query that lets a detail page
 * return to the list as it was (page, sort, filters), and a person shown in one table cell.
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router";

/** The style of links in the admin's tables and detail pages. */
export const adminLinkClasses =
  "rounded font-medium text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand";

/** "?back=<this list's query>" for the rows' detail links, or "" on the list's first, unfiltered page. */
export function useBackQuery(): string {
  const { search } = useLocation();
  return search ? `?back=${encodeURIComponent(search)}` : "";
}

/** A person in one cell: the name (or a link in its place), with the e-mail and, when given, the phone below it. */
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
