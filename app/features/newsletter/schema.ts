import * as z from "zod";
import { emailSchema } from "../../platform/domain/validation.ts";

/** The newsletter form: one e-mail address (checked on the server only: see newsletter-form.tsx). */
export const newsletterSchema = z.object({ email: emailSchema });
