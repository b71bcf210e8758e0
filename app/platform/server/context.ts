import { createContext } from "react-router";
import type { SignedInUser } from "../auth/session.server.ts";
import type { PageTable } from "../db/table-changes.ts";
import type { Locale } from "../i18n/localized.ts";
import type { Services } from "./services.server.ts";

export interface AppContext {
  services: Services;
  locale: Locale;
  cspNonce: string;
  /** Filled by the render: the tables of a page that anonymous visitors may be served from the cache. */
  page: { tables: PageTable[] | null };
}

export const appContext = createContext<AppContext>();

/** Loaded once by the root's middleware; reading it before the middleware ran throws. */
export const userContext = createContext<SignedInUser | null>();
