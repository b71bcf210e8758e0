// How an audit entry's action reads for staff ("Order · Refunded"); no server code: the screens use it.
import { keyFromData } from "../../platform/i18n/keys.ts";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Actions on several records at once name them in the plural ("users.export"): the same kind of subject. */
const PLURAL_TYPES: Record<string, string> = {
  users: "user",
  subscribers: "newsletter_subscriber",
  subscriber: "newsletter_subscriber",
};

function split(action: string): { type: string; verb: string } {
  const dot = action.lastIndexOf(".");
  if (dot < 0) return { type: "", verb: action };
  const type = action.slice(0, dot);
  return { type: PLURAL_TYPES[type] ?? type, verb: action.slice(dot + 1) };
}

/** A subject type in words; one the labels do not know yet is shown as it is stored. */
export function auditTypeLabel(type: string, t: Translate): string {
  return t(keyFromData<"admin">(`admin:audit.types.${type}`), { defaultValue: type });
}

export function auditActionLabel(action: string, t: Translate): string {
  const { type, verb } = split(action);
  const verbLabel = t(keyFromData<"admin">(`admin:audit.verbs.${verb}`), { defaultValue: verb });
  return type ? t("admin:audit.action", { type: auditTypeLabel(type, t), verb: verbLabel }) : verbLabel;
}
