import { adminAction, adminRequest, intent } from "../../components/admin/admin-request.server.ts";
import { readPaymentSettingsView, webhookUrls } from "../../features/settings/payment-settings.server.ts";
import type { ConnectionTestDetail } from "../../features/settings/payment-settings.ts";
import { SECRET_FIELDS } from "../../features/settings/payment-settings.ts";
import {
  explainSettingsRefusal,
  saveSettings,
  testConnection,
} from "../../features/settings/payment-settings-actions.server.ts";
import { paymentSettingsSchema } from "../../features/settings/payment-settings-schema.ts";
import { PaymentSettingsScreen } from "../../features/settings/payment-settings-screen.tsx";
import type { Route } from "./+types/settings.payments";
import { adminMeta } from "./meta.ts";

/** Write-only keys: no secret is sent. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  return {
    settings: await readPaymentSettingsView(services.db, services.config.AUTH_SECRET),
    webhooks: webhookUrls(services.config.APP_URL),
  };
}

/** Typed secrets are never echoed back: every reply hides them. */
export function action(args: Route.ActionArgs) {
  return adminAction<ConnectionTestDetail>(
    args,
    {
      save: intent(paymentSettingsSchema, saveSettings),
      "test-stripe": intent(paymentSettingsSchema, testConnection("test-stripe")),
      "test-paddle": intent(paymentSettingsSchema, testConnection("test-paddle")),
    },
    { explain: explainSettingsRefusal, hideFields: [...SECRET_FIELDS] },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminSettings:payments.title"));
}

export default function AdminPaymentSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentSettingsScreen {...loaderData} actionData={actionData} />;
}
