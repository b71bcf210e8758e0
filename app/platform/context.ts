import { createContext } from "react-router";
import type { Locale } from "./i18n/localized.ts";
import type { Services } from "./services.server.ts";

export interface AppContext {
  services: Services;
  locale: Locale;
  cspNonce: string;
}

/** Set for every request by app/request-handler.ts. */
export const appContext = createContext<AppContext>();
