import { EsimTopUpPage } from "../../features/checkout/esim-top-up-page.tsx";
import { loadTopUpOffer } from "../../features/checkout/esim-top-up-pricing.server.ts";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { requireUser, statusError } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/esim-top-up";
import { profileMeta } from "./meta.ts";

/** The customer's own eSIM only: anyone else's, or an id that is none, is 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const offer = await loadTopUpOffer(services, user.id, args.params.activationId, locale);
  if (!offer) throw statusError(args, 404);
  const t = translator(locale);
  return {
    offer,
    meta: {
      title: t("checkout:topUp.title"),
      description: t("checkout:topUp.intro", { esim: offer.esimName }),
    },
  };
}

export const meta: Route.MetaFunction = profileMeta;

export default function EsimTopUp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { offer } = loaderData;
  return (
    <div>
      <SectionHeader title={t("topUp.title")} intro={t("topUp.intro", { esim: offer.esimName })} />
      <EsimTopUpPage offer={offer} />
    </div>
  );
}
