import { data } from "react-router";
import {
  currentSessionId,
  listDeviceSessions,
  signOutOtherDevices,
} from "../../features/profile/account.server.ts";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { SessionList } from "../../features/profile/session-list.tsx";
import { SIGN_OUT_OTHERS } from "../../features/profile/settings-schema.ts";
import { requireUser } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/sessions";
import { profileMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const current = await currentSessionId(services.auth, args.request);
  const sessions = await listDeviceSessions(services.db, user.id, current);
  const t = translator(locale);
  return {
    sessions,
    meta: { title: t("profile:meta.sessions"), description: t("profile:sessions.intro") },
  };
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  const form = await args.request.formData().catch(() => null);
  if (form?.get("intent") !== SIGN_OUT_OTHERS) {
    return data(
      { ok: false as const, message: t("errors:codes.VALIDATION_INVALID_FORMAT") },
      { status: 400 },
    );
  }
  const current = await currentSessionId(services.auth, args.request);
  const others = (await listDeviceSessions(services.db, user.id, current)).filter((s) => !s.current).length;
  const outcome = await signOutOtherDevices(services, args.request);
  if (outcome.ok) return { ok: true as const, count: others };
  return data({ ok: false as const, message: t(outcome.messageKey) }, { status: outcome.status });
}

export const meta: Route.MetaFunction = profileMeta;

export default function ProfileSessions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  return (
    <div>
      <SectionHeader title={t("sessions.heading")} intro={t("sessions.intro")} />
      <SessionList sessions={loaderData.sessions} result={actionData} />
    </div>
  );
}
