// A product's stock: adjustments with a reason, recorded in stock_movements.
import { and, eq, sql } from "drizzle-orm";
import * as z from "zod";
import type { Queryable } from "../../../platform/db/client.server.ts";
import { stockMovements } from "../../../platform/db/schema/index.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type AdminOutcome, type AdminRequest, changeWithAudit, idOf } from "../admin-request.server.ts";
import { type CatalogueKind, col, findRow, type Row } from "./catalogue.server.ts";
import { STOCK_REASONS } from "./kind.ts";

export const stockSchema = z.object({
  delta: z.coerce
    .number({ error: "errors:codes.VALIDATION_INVALID_FORMAT" })
    .int({ error: "errors:codes.VALIDATION_INVALID_FORMAT" })
    .min(-100_000, { error: "errors:catalogue.atLeast" })
    .max(100_000, { error: "errors:catalogue.atMost" })
    .refine((value) => value !== 0, { error: "errors:catalogue.deltaZero" }),
  reason: z.enum(STOCK_REASONS, { error: "errors:validation.required" }),
  note: z
    .string()
    .trim()
    .max(200, { error: "errors:codes.VALIDATION_MAX_LENGTH" })
    .optional()
    .transform((value) => value || null),
});

export async function recordMovement(
  tx: Queryable,
  kind: CatalogueKind,
  productId: string,
  delta: number,
  stockAfter: number,
  movement: { reason: (typeof STOCK_REASONS)[number]; note: string | null; actorId: string },
) {
  await tx
    .insert(stockMovements)
    .values({ productType: kind.stock!.product, productId, delta, stockAfter, ...movement });
}

/** One statement moves the level, so two admins adjusting at once both count; it never goes below zero. */
export function adjustStock(kind: CatalogueKind) {
  return async (request: AdminRequest, input: z.output<typeof stockSchema>): Promise<AdminOutcome> => {
    if (!kind.stock) throw new AppError("API_NOT_FOUND");
    const id = idOf(request.params.id);
    const level = col(kind, kind.stock.column);
    const after = await changeWithAudit(request, { type: kind.type, id, verb: "stock" }, async (tx) => {
      const row = await findRow(tx, kind, id);
      if (!row) throw new AppError("API_NOT_FOUND");
      const [moved] = (await tx
        .update(kind.table)
        .set({ [kind.stock!.column]: sql`${level} + ${input.delta}` })
        .where(and(eq(col(kind, "id"), id), sql`${level} + ${input.delta} >= 0`))
        .returning()) as Row[];
      if (!moved)
        throw new AppError("BUSINESS_INVALID_STATE", {
          messageKey: "errors:catalogue.belowZero",
          field: "delta",
        });
      const stockAfter = moved[kind.stock!.column] as number;
      await recordMovement(tx, kind, id, input.delta, stockAfter, {
        reason: input.reason,
        note: input.note,
        actorId: request.admin.id,
      });
      return {
        result: stockAfter,
        before: { stock: row[kind.stock!.column] },
        after: { stock: stockAfter, reason: input.reason, note: input.note },
      };
    });
    return { message: request.t("adminCatalogue:done.stock", { stock: after }), resetForm: true };
  };
}
