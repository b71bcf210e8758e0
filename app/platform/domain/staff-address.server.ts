import { eq } from "drizzle-orm";
import { siteSettings } from "../db/schema/index.ts";
import type { Services } from "../server/services.server.ts";

/** Where the team is told of what needs a person: STAFF_EMAIL, else the site settings' contact e-mail, else
 * ADMIN_EMAIL; null when none is set. */
export async function staffAddress(services: Pick<Services, "db" | "config">): Promise<string | null> {
  if (services.config.STAFF_EMAIL) return services.config.STAFF_EMAIL;
  const [settings] = await services.db
    .select({ contactEmail: siteSettings.contactEmail })
    .from(siteSettings)
    .where(eq(siteSettings.id, "default"))
    .limit(1);
  const contact = settings?.contactEmail?.trim();
  if (contact) return contact;
  return services.config.ADMIN_EMAIL ?? null;
}
