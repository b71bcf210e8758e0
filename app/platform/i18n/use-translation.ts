import type { i18n } from "i18next";
import { useContext, useMemo } from "react";
import { I18nContext } from "react-i18next";
import type { TFunctionOf } from "./keys.ts";
import type { Namespace } from "./route-namespaces.ts";

/**
 * The translation hook of every component: `t` fixed to a namespace (default "common") and the i18n instance of
 * the page. react-i18next's own hook copies the whole i18n instance for every component it renders (about 2 ms of
 * each server render here); this one does not. The language never changes on an instance: switching language
 * renders with a new instance (root.tsx), which re-renders every component that uses this hook.
 *
 * `t` takes the keys of `ns`, and any other namespace's key written with its namespace ("errors:codes.API_TIMEOUT");
 * the compiler checks both against app/locales/en (keys.ts).
 */
export function useTranslation<const Ns extends Namespace = "common">(
  ns?: Ns,
): { t: TFunctionOf<Ns>; i18n: i18n } {
  const { i18n } = useContext(I18nContext);
  return useMemo(() => ({ t: i18n.getFixedT(null, ns ?? null) as TFunctionOf<Ns>, i18n }), [i18n, ns]);
}
