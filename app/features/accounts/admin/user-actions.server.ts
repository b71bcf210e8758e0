// Deactivating and role changes go back to the page's ?confirm=… step until confirmed (confirm=1).
import { redirect } from "react-router";
import * as z from "zod";
import type { AdminRefusal, AdminRequest } from "../../../components/admin/admin-request.server.ts";
import { isAppError, toErrorPayload } from "../../../platform/http/errors.ts";
import { AccountRefusal, isUserId, sendPasswordReset, setActive, setRole } from "./users.server.ts";
import { CONFIRMED_INTENTS, type UserIntent } from "./users.ts";

export const userChangeSchema = z.object({ confirm: z.string().max(10).optional() });

function userChange(name: UserIntent, change: (request: AdminRequest, id: string) => Promise<unknown>) {
  return async (request: AdminRequest, { confirm }: z.output<typeof userChangeSchema>) => {
    const id = request.params.id;
    if (!isUserId(id)) throw new AccountRefusal("notFound");
    const page = `/admin/users/${encodeURIComponent(id)}`;
    if ((CONFIRMED_INTENTS as readonly string[]).includes(name) && confirm !== "1")
      return redirect(`${page}?confirm=${name}`);
    await change(request, id);
    return redirect(`${page}?done=${name}`);
  };
}

export const deactivate = userChange("deactivate", ({ services, actor }, id) =>
  setActive(services.db, actor, id, false),
);
export const reactivate = userChange("reactivate", ({ services, actor }, id) =>
  setActive(services.db, actor, id, true),
);
export const makeAdmin = userChange("make-admin", ({ services, actor }, id) =>
  setRole(services.db, actor, id, "admin"),
);
export const removeAdmin = userChange("remove-admin", ({ services, actor }, id) =>
  setRole(services.db, actor, id, "customer"),
);
export const sendReset = userChange("send-reset", ({ services, actor }, id) =>
  sendPasswordReset(services, actor, id),
);

/** A request the page never sends reads "could not be understood". */
export function explainUserRefusal(error: unknown, { t }: AdminRequest): AdminRefusal | undefined {
  if (error instanceof AccountRefusal)
    return { ...toErrorPayload(error, t), message: t(`adminPeople:errors.${error.reason}`) };
  if (isAppError(error) && error.code === "API_BAD_REQUEST")
    return { ...toErrorPayload(error, t), message: t("adminPeople:errors.badRequest") };
  return undefined;
}
