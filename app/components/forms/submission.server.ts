// The same zod schema the browser checks with. See docs/decisions/019-form-kit.md.

import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import type * as z from "zod";
import type { ErrorMessageKey } from "../../platform/http/errors.ts";
import { keyFromData } from "../../platform/i18n/keys.ts";
import { HONEYPOT_FIELD } from "./honeypot.tsx";
import { type FormReply, formatIssues, INVALID_FORMAT, summaryOf, type Translate } from "./submission.ts";

const REFUSED: ErrorMessageKey = "errors:forms.refused";
const ECHO_MAX_LENGTH = 2000;

export interface ParseOptions {
  t: Translate;
  honeypot?: boolean;
  hideFields?: string[];
  messageParams?: Record<string, unknown>;
  /** Read values as sent: an emptied field is "" (it clears a draft's value), not absent. */
  keepEmpty?: boolean;
}

export interface ReplyOptions {
  formError?: string;
  fieldErrors?: Record<string, string>;
  resetForm?: boolean;
}

export type ParsedSubmission<T> =
  | { ok: true; value: T; reply: (options?: ReplyOptions) => FormReply }
  | {
      ok: false;
      status: 400;
      reply: FormReply;
      /** The summary's i18n key: what a redirect can carry instead of the reply (sign-in without JavaScript). */
      messageKey: string;
    };

function bounded(value: unknown): unknown {
  if (typeof value === "string") return value.slice(0, ECHO_MAX_LENGTH);
  if (Array.isArray(value)) return value.map(bounded);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, bounded(item)]));
  }
  return value;
}

/** React Router's own data requests (fetchers, enhanced forms) go to the page's URL with ".data" added. */
export function isDocumentRequest(request: Request): boolean {
  return !new URL(request.url).pathname.endsWith(".data");
}

/** Never throws: unreadable bodies, files where text belongs and a filled-in honeypot are refusals too. */
export async function parseSubmission<S extends z.ZodType>(
  input: Request | FormData | URLSearchParams | null,
  schema: S,
  options: ParseOptions,
): Promise<ParsedSubmission<z.output<S>>> {
  const { t, hideFields } = options;
  const form = input instanceof Request ? await input.formData().catch(() => null) : input;
  const refuse = (key: ErrorMessageKey) => ({
    ok: false as const,
    status: 400 as const,
    reply: { status: "error" as const, initialValue: {}, error: { "": [t(key)] } },
    messageKey: key,
  });
  if (!form) return refuse(INVALID_FORMAT);
  const bait = form.get(HONEYPOT_FIELD);
  if (options.honeypot && bait !== null && bait !== "") return refuse(REFUSED);

  let submission: Submission<z.input<S>, string[], z.output<S>>;
  try {
    // Errors come back as i18n keys, translated below: the keys also give the summary a redirect can carry.
    submission = parseWithZod(form, {
      schema,
      formatError: formatIssues((key) => key),
      disableAutoCoercion: options.keepEmpty,
    });
  } catch {
    // Conform's reserved fields (__intent__, __state__) holding something it cannot read.
    return refuse(INVALID_FORMAT);
  }
  const reply = ({ formError, fieldErrors, resetForm }: ReplyOptions = {}): FormReply => {
    if (resetForm) return submission.reply({ resetForm: true });
    const extra = formError || fieldErrors;
    const result = submission.reply({
      ...(hideFields ? { hideFields } : {}),
      ...(extra
        ? {
            formErrors: formError ? [formError] : [],
            fieldErrors: Object.fromEntries(
              Object.entries(fieldErrors ?? {}).map(([name, message]) => [name, [message]]),
            ),
          }
        : {}),
    });
    return { ...result, initialValue: bounded(result.initialValue) as FormReply["initialValue"] };
  };
  if (submission.status === "success") return { ok: true, value: submission.value, reply };
  const messageKey = summaryOf(submission.error, (key) => key) ?? submission.error?.[""]?.[0];
  // An intent (Conform's validate/reset buttons) never reaches the server from our forms.
  if (submission.status !== "error" || !messageKey) return refuse(INVALID_FORMAT);
  const refused = reply();
  const error = Object.fromEntries(
    Object.entries(refused.error ?? {}).map(([name, keys]) => [
      name,
      // The keys formatIssues left in Conform's reply (checked to be "namespace:key" there).
      keys?.map((key) => t(keyFromData(key), options.messageParams)) ?? null,
    ]),
  );
  return { ok: false, status: 400, reply: { ...refused, error }, messageKey };
}
