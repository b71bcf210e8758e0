import { adminAction, adminRequest, intent } from "../../components/admin/admin-request.server.ts";
import {
  explainEsimSettingsRefusal,
  readEsimSettingsView,
  saveEsimSettings,
  testConnectionAction,
} from "../../features/settings/esim-settings.server.ts";
import type { EsimConnectionDetail } from "../../features/settings/esim-settings.ts";
import { esimSettingsSchema } from "../../features/settings/esim-settings-schema.ts";
import { EsimSettingsScreen } from "../../features/settings/esim-settings-screen.tsx";
import type { Route } from "./+types/settings.esim";
import { adminMeta } from "./meta.ts";

/** Write-only secret: it is never sent. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  return { settings: await readEsimSettingsView(services.db, services.config.AUTH_SECRET) };
}

/** A typed secret is never echoed back: every reply hides it. */
export function action(args: Route.ActionArgs) {
  return adminAction<EsimConnectionDetail>(
    args,
    {
      save: intent(esimSettingsSchema, saveEsimSettings),
      test: intent(esimSettingsSchema, testConnectionAction),
    },
    { explain: explainEsimSettingsRefusal, hideFields: ["airaloClientSecret"] },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminSettings:esim.title"));
}

export default function AdminEsimSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <EsimSettingsScreen {...loaderData} actionData={actionData} />;
}
