/**
 * The cart's rules are shared by every feature that sells something: they live in components/cart/cart.ts.
 * This path only stays for the checkout page until its move to the form kit lands; import from there.
 */
export * from "../../components/cart/cart.ts";
