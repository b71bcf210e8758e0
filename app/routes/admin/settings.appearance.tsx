import { adminAction, adminRequest, intent } from "../../components/admin/admin-request.server.ts";
import {
  explainAppearanceRefusal,
  readAppearanceView,
  saveAppearance,
} from "../../features/settings/appearance.server.ts";
import { appearanceSchema } from "../../features/settings/appearance-schema.ts";
import { AppearanceScreen } from "../../features/settings/appearance-screen.tsx";
import type { Route } from "./+types/settings.appearance";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = adminRequest(args);
  return { settings: await readAppearanceView(services.db) };
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    { save: intent(appearanceSchema, saveAppearance) },
    { explain: explainAppearanceRefusal },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminSettings:appearance.title"));
}

export default function AdminAppearanceSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <AppearanceScreen {...loaderData} actionData={actionData} />;
}
