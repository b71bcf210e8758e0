import { createContext } from "react-router";
import type { SignedInUser } from "../auth/session.server.ts";
import type { Locale } from "../i18n/localized.ts";
import type { Services } from "./services.server.ts";

export interface AppContext {
  services: Services;
  locale: Locale;
  cspNonce: string;
}

/** Set for every request by app/request-handler.ts. */
export const appContext = createContext<AppContext>();

/**
 * The signed-in user of the request (null for a visitor), loaded once by the root's middleware
 * (guards.server.ts); reading it before the middleware ran throws.
 */
export const userContext = createContext<SignedInUser | null>();
