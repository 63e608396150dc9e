import { matchPath } from "react-router";
import { matchRoute } from "@shared/site-paths";
import { siteRoutes, type RouteId } from "@shared/site-routes";

/**
 * Why /login was opened: the page a visitor was sent from (its `redirectTo`), in words, so the
 * sign-in says what it leads to (issue 25 §8). Null for a visit of /login itself.
 */
const reasons: Partial<Record<RouteId, string>> = {
  blog: "Sign in to read the makers' blog.",
  contact: "Sign in to write to us.",
  boxDetails: "Sign in to see this box's details and reviews.",
  myProfile: "Sign in to see your profile.",
  pets: "Sign in to see your pets.",
  checkout: "Sign in to check out. Your cart is kept.",
  order: "Sign in to see your order.",
  accountSubscriptions: "Sign in to manage your subscriptions.",
  accountOrders: "Sign in to see your orders.",
  giftClaim: "Sign in to claim your gift. Your gift link is kept.",
  accountGifts: "Sign in to see your gifts.",
};

export interface LoginReason {
  sentence: string;
  /** The box a box page shows, whose name makes the sentence once the catalogue is known. */
  boxId?: string;
}

export function loginReason(redirectTo: string): LoginReason | null {
  const pathname = redirectTo.split(/[?#]/)[0]!;
  const id = matchRoute(pathname);
  const sentence = reasons[id];
  if (!sentence) return null;
  if (id !== "boxDetails") return { sentence };
  const boxId = matchPath(siteRoutes.boxDetails.pattern, pathname)?.params.id;
  return boxId ? { sentence, boxId } : { sentence };
}

/** The sentence for a box page once its name is known. */
export function boxReason(name: string): string {
  return `Sign in to see ${name}'s details and reviews.`;
}
