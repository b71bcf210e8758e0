/**
 * eSIM delivery: a paid eSIM unit gets an activation record ("preparing"); an admin (later a
 * provider, through the same function) supplies its LPA activation code, which makes it "ready".
 * OWNER: core helper.
 */
import type { Queryable } from "../../platform/db/client.server.ts";

/** Validates the LPA string (AppError VALIDATION_INVALID_FORMAT) and stores it with a status event. */
export async function supplyActivationCode(
  _db: Queryable,
  _input: { activationId: string; activationCode: string; actorId: string },
): Promise<{ orderId: string; userId: string }> {
  throw new Error("not implemented");
}
