// Where the mark of cart-mark.ts is kept, apart from it: every page needs only the key, to clear
// an account's cart on sign-out; reading the mark is the signed-in code's (account-cart.ts).
export const MARK_KEY = "cart-account";

export interface MarkStorage {
  read: (key: string) => string | null;
  write: (key: string, value: string) => boolean;
  remove: (key: string) => void;
}
