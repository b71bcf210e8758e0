import type { ParseKeys, TFunction } from "i18next";
import type { Namespace } from "./route-namespaces.ts";

/**
 * Translation keys as the compiler sees them (app/i18next.d.ts gives i18next the English resources' type).
 *
 * A `t` of `useTranslation(ns)` takes the keys of `ns` as they are ("hero.title") and the key of any namespace
 * written with its namespace ("errors:codes.API_TIMEOUT"), which is how i18next types its own `i18n.t` and how
 * `t` resolves keys at run time. Whether the page receives that namespace is checked by route-namespaces.test.ts.
 */
type WithEveryNamespace<Ns extends Namespace> = [Ns, ...Exclude<Namespace, Ns>[]];

/** The translate function of a namespace (`translator(locale)` is `TFunctionOf<"common">`). */
export type TFunctionOf<Ns extends Namespace = "common"> = TFunction<WithEveryNamespace<Ns>>;

/** A key of one namespace written with it: `NamespacedKey<"errors">` is "errors:codes.API_TIMEOUT" | … */
export type NamespacedKey<Ns extends Namespace> = Ns extends Namespace ? `${Ns}:${ParseKeys<Ns>}` : never;

/** Any key of any namespace, written with its namespace: what every `t` takes, whatever its own namespace. */
export type AnyKey = NamespacedKey<Namespace>;

/**
 * What a helper that translates the keys handed to it needs of `t`: any `TFunctionOf` fits (and, in tests, an
 * identity function). The keys are checked. (Interpolation values are not checked anywhere: JSON imports type every
 * value as `string`, so i18next cannot read the {{placeholders}}; locales.test.ts compares them across languages.)
 */
export type Translate<Key extends string = AnyKey> = (key: Key, options?: Record<string, unknown>) => string;

/**
 * The one escape hatch from checked keys: a key that exists only at run time, as a string, which the compiler cannot
 * check. Used for zod issue messages (our schemas set them to i18n keys, "errors:validation.required") and Conform's
 * reply that carries them, the message key a redirect puts in the address bar, Better Auth's VALIDATION_* codes, and
 * labels built from free-text database values (a testimonial's service, a visa type) with a `defaultValue`. Callers
 * check the key's form where it comes from outside; a key missing from the resources shows as itself (i18next), as
 * before. Never use it to silence a key written in the code: type the data instead.
 */
export function keyFromData<Ns extends Namespace = Namespace>(key: string): NamespacedKey<Ns> {
  return key as NamespacedKey<Ns>;
}
