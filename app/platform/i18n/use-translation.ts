import type { i18n } from "i18next";
import { useContext, useMemo } from "react";
import { I18nContext } from "react-i18next";
import { translatorFor } from "./instance.ts";
import type { TFunctionOf } from "./keys.ts";
import type { Namespace } from "./route-namespaces.ts";

/** react-i18next's own hook copies the whole i18n instance per component (about 2 ms of each server render);
 * this one need not, as switching language renders with a new instance (root.tsx). */
export function useTranslation<const Ns extends Namespace = "common">(
  ns?: Ns,
): { t: TFunctionOf<Ns>; i18n: i18n } {
  const { i18n } = useContext(I18nContext);
  return useMemo(
    () => ({ t: translatorFor(i18n, ns ?? null) as unknown as TFunctionOf<Ns>, i18n }),
    [i18n, ns],
  );
}
