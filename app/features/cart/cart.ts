import { cartOperations } from "./cart-storage";
import { cartStore } from "./cart-store";

/** The browser's cart with its operations, on the one store of the page (cart-store.ts). */
export const cart = cartOperations(cartStore);
