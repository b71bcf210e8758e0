import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { user } from "../db/schema/index.ts";
import { passwordSchema } from "../domain/validation.ts";
import type { Logger } from "../server/logger.server.ts";
import type { Auth } from "./auth.server.ts";

export class AdminInputError extends Error {
  override name = "AdminInputError";
}

/** Promotes an existing user; true when a new account was made. */
export async function createAdmin(
  db: Database,
  auth: Auth,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<"created" | "promoted"> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) {
    await db.update(user).set({ role: "admin", emailVerified: true }).where(eq(user.id, existing.id));
    return "promoted";
  }
  if (!passwordSchema.safeParse(input.password).success) {
    throw new AdminInputError(
      "The admin password must have at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.",
    );
  }
  const firstName = input.firstName ?? "Site";
  const lastName = input.lastName ?? "Admin";
  // Through Better Auth's own adapter and hasher (its ids, its password format), with no HTTP endpoint.
  const context = await auth.$context;
  const password = await context.password.hash(input.password);
  const created = await context.internalAdapter.createUser(
    {
      email,
      name: `${firstName} ${lastName}`,
      emailVerified: true,
      role: "admin",
      firstName,
      lastName,
    },
    { method: "admin" },
  );
  try {
    await context.internalAdapter.linkAccount({
      providerId: "credential",
      accountId: created.id,
      password,
      userId: created.id,
    });
  } catch (error) {
    await db.delete(user).where(eq(user.id, created.id));
    throw error;
  }
  return "created";
}

function generatedPassword(): string {
  return `Adm-${randomBytes(9).toString("base64url")}7!a`;
}

/** Without ADMIN_EMAIL/ADMIN_PASSWORD on the embedded database, generated credentials are printed once. */
export async function ensureFirstAdmin(opts: {
  db: Database;
  auth: Auth;
  logger: Logger;
  adminEmail?: string;
  adminPassword?: string;
  generateWhenMissing: boolean;
}): Promise<void> {
  const { db, auth, logger } = opts;
  if (opts.adminEmail && opts.adminPassword) {
    const isAdmin = async () => {
      const [existing] = await db
        .select({ role: user.role })
        .from(user)
        .where(eq(user.email, opts.adminEmail!.toLowerCase()));
      return existing?.role === "admin";
    };
    if (await isAdmin()) return;
    try {
      await createAdmin(db, auth, { email: opts.adminEmail, password: opts.adminPassword });
    } catch (error) {
      // Several processes starting together on one database: one of them made the account.
      if (await isAdmin()) return;
      throw error;
    }
    logger.info({ email: opts.adminEmail }, "Admin account from ADMIN_EMAIL is ready");
    return;
  }
  if (!opts.generateWhenMissing) return;
  const [anyAdmin] = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  if (anyAdmin) return;
  const email = "admin@storefront.local";
  const password = generatedPassword();
  await createAdmin(db, auth, { email, password });
  const banner = [
    "",
    "================ first admin account (shown once) ================",
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    "  Change it after signing in, or create another with `npm run admin:create`.",
    "==================================================================",
    "",
  ].join("\n");
  process.stdout.write(banner);
}
