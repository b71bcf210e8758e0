import { eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { user } from "../../platform/db/schema/index.ts";

/** The profile overview of one user: names, e-mail, member since. */
export async function getProfileOverview(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}
