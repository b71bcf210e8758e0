import { adminAction, adminRequest, intent } from "../../components/admin/admin-request.server.ts";
import {
  deactivate,
  explainUserRefusal,
  makeAdmin,
  reactivate,
  removeAdmin,
  sendReset,
  userChangeSchema,
} from "../../features/accounts/admin/user-actions.server.ts";
import { UserScreen } from "../../features/accounts/admin/user-screen.tsx";
import { findUser } from "../../features/accounts/admin/users.server.ts";
import {
  CONFIRMED_INTENTS,
  type ConfirmedIntent,
  USER_INTENTS,
  type UserIntent,
} from "../../features/accounts/admin/users.ts";
import { statusError } from "../../platform/auth/guards.server.ts";
import type { Route } from "./+types/users.$id";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { admin, services } = adminRequest(args);
  const found = await findUser(services.db, args.params.id);
  if (!found) throw statusError(args, 404);
  const params = new URL(args.request.url).searchParams;
  const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
    (values as readonly (string | null)[]).includes(value) ? (value as T) : null;
  return {
    user: found,
    isSelf: found.id === admin.id,
    confirm: oneOf<ConfirmedIntent>(CONFIRMED_INTENTS, params.get("confirm")),
    done: oneOf<UserIntent>(USER_INTENTS, params.get("done")),
  };
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    {
      deactivate: intent(userChangeSchema, deactivate),
      reactivate: intent(userChangeSchema, reactivate),
      "make-admin": intent(userChangeSchema, makeAdmin),
      "remove-admin": intent(userChangeSchema, removeAdmin),
      "send-reset": intent(userChangeSchema, sendReset),
    },
    { explain: explainUserRefusal },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const user = loaderData?.user;
  return adminMeta(matches, (t) => (user ? user.name || user.email : t("adminPeople:users.title")));
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  return <UserScreen {...loaderData} actionData={actionData} />;
}
