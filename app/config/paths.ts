import type { href as routerHref } from "react-router";
import { siteRoutes } from "@shared/site-routes";

/**
 * React Router's `href()`, with its type: `react-router typegen && tsc` checks every link below
 * against the route table. Not its code: importing that puts one more chunk, 1.4 KB gzip of it
 * unused, on the first load of every page (docs/decisions/070-route-manifest.md). The patterns
 * here have required parameters only; paths.test.ts checks the results against React Router's.
 */
const href: typeof routerHref = (path: string, ...args: unknown[]) => {
  const params = (args[0] ?? {}) as Record<string, string | undefined>;
  return path.replace(/\/:([\w-]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Path '${path}' requires param '${name}'`);
    return `/${value}`;
  });
};

/** A route parameter as it goes into a link: `1/2` stays one segment. */
const param = (value: string | number) => encodeURIComponent(String(value));

/**
 * Builders for every in-app link. The patterns come from the route manifest and pass through
 * the typed `href()`, so a removed route, a renamed parameter or a missing one fails the
 * typecheck.
 */
export const paths = {
  home: () => href(siteRoutes.home.pattern),
  slider: () => href(siteRoutes.slider.pattern),
  blog: () => href(siteRoutes.blog.pattern),
  contact: () => href(siteRoutes.contact.pattern),
  howItWorks: () => href(siteRoutes.howItWorks.pattern),
  countUp: () => href(siteRoutes.countUp.pattern),
  myDetails: () => href(siteRoutes.myDetails.pattern),
  subscribeBox: (id: string | number) => href(siteRoutes.subscribeBox.pattern, { id: param(id) }),
  newsletter: () => href(siteRoutes.newsletter.pattern),
  boxDetails: (id: string | number) => href(siteRoutes.boxDetails.pattern, { id: param(id) }),
  reviews: () => href(siteRoutes.reviews.pattern),
  myProfile: () => href(siteRoutes.myProfile.pattern),
  login: (redirectTo?: string) => {
    const login = href(siteRoutes.login.pattern);
    return redirectTo && redirectTo !== "/"
      ? `${login}?redirectTo=${encodeURIComponent(redirectTo)}`
      : login;
  },
  register: (redirectTo?: string) => {
    const register = href(siteRoutes.register.pattern);
    return redirectTo && redirectTo !== "/"
      ? `${register}?redirectTo=${encodeURIComponent(redirectTo)}`
      : register;
  },
  forgetPassword: () => href(siteRoutes.forgetPassword.pattern),
  resetPassword: () => href(siteRoutes.resetPassword.pattern),
  terms: () => href(siteRoutes.terms.pattern),
  privacy: () => href(siteRoutes.privacy.pattern),
  help: () => href(siteRoutes.help.pattern),
  cart: () => href(siteRoutes.cart.pattern),
  pets: () => href(siteRoutes.pets.pattern),
  checkout: () => href(siteRoutes.checkout.pattern),
  order: (id: string) => href(siteRoutes.order.pattern, { id: param(id) }),
  giftClaim: (token: string) => href(siteRoutes.giftClaim.pattern, { token: param(token) }),
  /** With `swap`, the page opens that subscription's Swap box dialog (decision 216). */
  accountSubscriptions: (swap?: number) => {
    const page = href(siteRoutes.accountSubscriptions.pattern);
    return swap === undefined ? page : `${page}?swap=${swap}`;
  },
  accountOrders: () => href(siteRoutes.accountOrders.pattern),
  withdraw: () => href(siteRoutes.withdraw.pattern),
  accountGifts: () => href(siteRoutes.accountGifts.pattern),
} as const;

/**
 * Anything that could make a browser leave the site: a control character (tab, line feed and
 * carriage return are dropped from a URL, so `/\t/evil.example` reads as `//evil.example`) or a
 * backslash (read as a slash), raw or percent-encoded.
 */
const UNSAFE = /[\p{Cc}\\]|%(?:[01][0-9a-f]|7f|5c)/iu;
const PROBE_ORIGIN = "https://shop.invalid";

/**
 * The path to return to after sign-in. Only same-site paths are accepted, so a crafted link
 * cannot send a user who just signed in to another site.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || UNSAFE.test(value)) {
    return fallback;
  }
  // The browser's own reading of the address must agree: it stays on this site.
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
