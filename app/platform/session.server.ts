import type { AppContext } from "./context.ts";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: string;
}

/** The signed-in user of a request, or null. Authorisation is checked in every loader/action with this. */
export async function currentUser(request: Request, app: AppContext): Promise<SignedInUser | null> {
  if (!request.headers.get("cookie")) return null;
  const result = await app.services.auth.api.getSession({ headers: request.headers });
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
