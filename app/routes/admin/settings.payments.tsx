import {
  paymentSettingsAction,
  paymentSettingsLoader,
} from "../../features/admin/settings/payments-routes.server.ts";
import { PaymentSettingsScreen } from "../../features/admin/settings/payments-screen.tsx";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/settings.payments";

/** /admin/settings/payments: providers, keys (write-only), webhook URLs and connection tests (issue 14, item 9). */
export function loader(args: Route.LoaderArgs) {
  return paymentSettingsLoader(args);
}

export function action(args: Route.ActionArgs) {
  return paymentSettingsAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  // A leaf meta replaces the layout's: noindex again.
  return [
    { title: `${t("adminSettings:payments.title")} · ${t("admin:title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminPaymentSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentSettingsScreen {...loaderData} actionData={actionData} />;
}
