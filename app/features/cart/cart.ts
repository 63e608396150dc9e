import { readStorage, watchStorage, writeStorage } from "~/lib/storage";
import { createCart } from "./cart-storage";

/** The browser's cart: one per page load, backed by localStorage (see cart-storage.ts). */
export const cart = createCart({ read: readStorage, write: writeStorage, watch: watchStorage });
