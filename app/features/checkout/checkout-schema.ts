import * as z from "zod";
import { MAX_LINE_QUANTITY } from "../../platform/domain/constants.ts";
import { isCountryCode } from "../../platform/domain/countries.ts";
import {
  NAME_MAX_LENGTH,
  optionalPhoneSchema,
  validationMessageKeys,
} from "../../platform/domain/validation.ts";
import type { CheckoutLineInput, PaymentProvider, ShippingAddress } from "./order-types.ts";
import { PRODUCT_TYPES } from "./product-types.ts";

const K = validationMessageKeys;

export const PAYMENT_PROVIDERS = [
  "stripe",
  "paddle",
  "sandbox",
] as const satisfies readonly PaymentProvider[];

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return typeof value === "string" && (PAYMENT_PROVIDERS as readonly string[]).includes(value);
}

/** Not in the spec: bounds that keep a tampered cart from sending pages of data. */
export const MAX_CHECKOUT_LINES = 100;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const POSTAL_CODE_MAX_LENGTH = 20;

export const checkoutLineSchema = z.object({
  id: z.string({ error: K.invalidFormat }).trim().min(1, { error: K.invalidFormat }).max(100),
  productType: z.enum(PRODUCT_TYPES, { error: K.invalidFormat }),
  quantity: z
    .number({ error: K.invalidFormat })
    .int({ error: K.invalidFormat })
    .min(1, { error: K.invalidFormat })
    .max(MAX_LINE_QUANTITY, { error: K.invalidFormat }),
  price: z.number({ error: K.invalidFormat }).nonnegative({ error: K.invalidFormat }).optional(),
}) satisfies z.ZodType<CheckoutLineInput>;

export const checkoutLinesSchema = z
  .array(checkoutLineSchema, { error: K.invalidFormat })
  .max(MAX_CHECKOUT_LINES, { error: K.invalidFormat });

const requiredText = (max: number) =>
  z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required, abort: true })
    .max(max, { error: K.tooLong });

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string({ error: K.invalidFormat }).trim().max(max, { error: K.tooLong }).optional(),
  );

export const shippingAddressSchema = z.object({
  fullName: requiredText(NAME_MAX_LENGTH),
  line1: requiredText(ADDRESS_LINE_MAX_LENGTH),
  line2: optionalText(ADDRESS_LINE_MAX_LENGTH),
  city: requiredText(NAME_MAX_LENGTH),
  region: optionalText(NAME_MAX_LENGTH),
  postalCode: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: K.invalidFormat })
      .trim()
      .max(POSTAL_CODE_MAX_LENGTH, { error: K.tooLong, abort: true })
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, { error: K.invalidFormat })
      .optional(),
  ),
  // An ISO 3166-1 alpha-2 code, chosen from the list.
  country: z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required, abort: true })
    .refine(isCountryCode, { error: K.invalidCountry }),
  phone: optionalPhoneSchema,
}) satisfies z.ZodType<ShippingAddress, unknown>;

export const ADDRESS_FIELDS = [
  "fullName",
  "line1",
  "line2",
  "city",
  "region",
  "postalCode",
  "country",
  "phone",
] as const satisfies readonly (keyof ShippingAddress)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const priceRequestSchema = z.object({
  intent: z.literal("price"),
  lines: checkoutLinesSchema,
});

export const payRequestSchema = z.object({
  intent: z.literal("pay"),
  lines: checkoutLinesSchema.min(1, { error: K.invalidFormat }),
  /** Checked against shippingAddressSchema on the server when the cart needs shipping. */
  address: z.unknown().optional(),
  provider: z.enum(PAYMENT_PROVIDERS, { error: K.invalidFormat }),
  idempotencyKey: z
    .string({ error: K.invalidFormat })
    .regex(/^[A-Za-z0-9-]{16,100}$/, { error: K.invalidFormat }),
});

export const checkoutRequestSchema = z.discriminatedUnion("intent", [priceRequestSchema, payRequestSchema], {
  error: K.invalidFormat,
});
export type CheckoutRequestBody = z.input<typeof checkoutRequestSchema>;
