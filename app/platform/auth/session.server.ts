import { isAPIError } from "better-auth/api";
import type { AppContext } from "../server/context.ts";
import { ACCOUNT_DEACTIVATED } from "./account-status.server.ts";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: string;
}

/** How a person is named on screens and in mail: the account's name, else first and last name. */
export function displayName(user: { name: string; firstName: string; lastName: string }): string {
  return user.name || `${user.firstName} ${user.lastName}`.trim();
}

/** A deactivated user's session is refused by the get-session hook with an error: that is "no user" here. */
export async function currentUser(request: Request, app: AppContext): Promise<SignedInUser | null> {
  if (!request.headers.get("cookie")) return null;
  const result = await app.services.auth.api
    .getSession({ headers: request.headers })
    .catch((error: unknown) => {
      if (isAPIError(error) && (error.body as { code?: unknown } | undefined)?.code === ACCOUNT_DEACTIVATED) {
        return null;
      }
      throw error;
    });
  if (!result) return null;
  const u = result.user as typeof result.user & { firstName?: string; lastName?: string; role?: string };
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    firstName: u.firstName ?? "",
    lastName: u.lastName ?? "",
    role: u.role ?? "customer",
  };
}
