import type { ParseKeys, TFunction } from "i18next";
import type { Namespace } from "./route-namespaces.ts";

// A `t` takes its own namespace's keys bare and any other namespace's keys prefixed ("errors:codes.API_TIMEOUT");
// whether a page receives that namespace is checked by route-namespaces.test.ts.
type WithEveryNamespace<Ns extends Namespace> = [Ns, ...Exclude<Namespace, Ns>[]];

export type TFunctionOf<Ns extends Namespace = "common"> = TFunction<WithEveryNamespace<Ns>>;

export type NamespacedKey<Ns extends Namespace> = Ns extends Namespace ? `${Ns}:${ParseKeys<Ns>}` : never;

export type AnyKey = NamespacedKey<Namespace>;

/** Interpolation values are unchecked (JSON imports type every value as `string`); locales.test.ts compares them. */
export type Translate<Key extends string = AnyKey> = (key: Key, options?: Record<string, unknown>) => string;

/** The one escape hatch: a key known only at run time (zod messages, URL flash keys, database labels). Never use
 * it to silence a key written in the code: type the data instead. */
export function keyFromData<Ns extends Namespace = Namespace>(key: string): NamespacedKey<Ns> {
  return key as NamespacedKey<Ns>;
}
