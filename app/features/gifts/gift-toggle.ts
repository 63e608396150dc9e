import { useState } from "react";
import { useSearchParams } from "react-router";

/** The address's mark that "This is a gift" is ticked: kept through signing in (decision 271). */
export const GIFT_PARAM = "gift";

/**
 * "This is a gift", ticked at once and kept in the address (`?gift=1`, replacing the entry), so a
 * buyer sent to sign in comes back to the form.
 */
export function useGiftToggle(): [boolean, (gift: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const [gift, setGift] = useState(() => search.get(GIFT_PARAM) === "1");
  return [
    gift,
    (next: boolean) => {
      setGift(next);
      setSearch(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next) changed.set(GIFT_PARAM, "1");
          else changed.delete(GIFT_PARAM);
          return changed;
        },
        { replace: true, preventScrollReset: true },
      );
    },
  ];
}

/**
 * A route's loader need not run again when only "This is a gift" changed: its data (the plans,
 * the pets, the cart) is the same, and running it would show the page loading.
 */
export function onlyGiftToggled(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(GIFT_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
