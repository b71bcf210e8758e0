// Free of zod, so that a form on the first page load (the newsletter in the footer) does not carry it.
import type { SubmissionResult } from "@conform-to/react";
import type { ErrorMessageKey } from "../../platform/http/errors.ts";
import { type AnyKey, keyFromData, type Translate as TranslateKeys } from "../../platform/i18n/keys.ts";

export type FormReply = SubmissionResult<string[]>;

export type Translate = TranslateKeys<AnyKey>;

const REQUIRED: ErrorMessageKey = "errors:validation.required";
const REQUIRED_FIELDS: ErrorMessageKey = "errors:codes.VALIDATION_REQUIRED_FIELD";
export const INVALID_FORMAT: ErrorMessageKey = "errors:codes.VALIDATION_INVALID_FORMAT";
/** "namespace:key"; namespaces are camelCase ("adminRequests"). */
const MESSAGE_KEY = /^[a-z][A-Za-z]*:[A-Za-z0-9_.]+$/;

/** Anything but an i18n key (zod's own English) reads as "invalid format". */
export function formatIssues(t: Translate, params?: Record<string, unknown>) {
  return (issues: readonly { message: string }[]): string[] => {
    const key = issues[0]?.message;
    return [t(key && MESSAGE_KEY.test(key) ? keyFromData(key) : INVALID_FORMAT, params)];
  };
}

/** Spec §8. Works on keys (t = identity) as on translated text. */
export function summaryOf(
  errors: Record<string, string[] | null | undefined> | null | undefined,
  t: Translate,
) {
  const firsts = Object.entries(errors ?? {}).flatMap(([name, list]) => (name && list?.[0] ? [list[0]] : []));
  if (firsts.length === 0) return undefined;
  return firsts.includes(t(REQUIRED)) ? t(REQUIRED_FIELDS) : firsts[0];
}
