// Better Auth logs a visitor's refused redirect address or origin as an error: it is the visitor's mistake (or a
// probe) answered with a 403, not a fault of the server, so it is kept out of the error log.
const VISITOR_MISTAKE = /^Invalid (?:origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b/;

export type AuthLogMethod = "error" | "warn" | "info" | "debug";

export function authLogMethod(level: string, message: string): AuthLogMethod {
  if (VISITOR_MISTAKE.test(message)) return "info";
  return level === "error" ? "error" : level === "warn" ? "warn" : "debug";
}
