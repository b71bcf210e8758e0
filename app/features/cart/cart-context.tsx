/**
 * The cart's store is shared by every feature that sells something: it lives in components/cart/cart-context.tsx.
 * This path only stays for the modules not moved yet (root, checkout page, booking form); import from there.
 */
export { type CartContextValue, CartProvider, useCart } from "../../components/cart/cart-context.tsx";
