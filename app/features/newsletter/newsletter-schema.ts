import * as z from "zod";
import { emailSchema } from "../../platform/domain/validation.ts";

/** Checked on the server only: see newsletter-form.tsx. */
export const newsletterSchema = z.object({ email: emailSchema });
