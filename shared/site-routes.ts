/**
 * The route manifest: every page of the shop, declared once. The route table (app/routes.ts),
 * the prerender list (react-router.config.ts), the shop server's choice between a page, the SPA
 * fallback and the not-found page (shared/site-paths.ts), the link builders (app/config/paths.ts;
 * shared/route-urls.ts for the server, the e-mails and the tests) and the end-to-end route lists
 * all derive from it (docs/decisions/070-route-manifest.md).
 * Imported by the build config, the server and the tests, so it imports nothing.
 *
 * Adding a page is one entry here plus its module in app/routes/.
 */

export type Access = "open" | "protected";
export type Rendering = "prerendered" | "browser";

export interface SiteRoute {
  /**
   * React Router path pattern (`/boxcarddetails/:id`); `*` is every other path, and a trailing
   * `/*` every path under a literal prefix (the back office's screens).
   */
  readonly pattern: string;
  /** The route module, relative to app/. */
  readonly module: string;
  /**
   * The document title. With `computedTitle`, the screen names what it shows (a box) once it is
   * known, and this is the title until then or when there is nothing to name.
   */
  readonly title: string;
  readonly computedTitle?: true;
  /** `protected`: a visitor is sent to /login and comes back after signing in (spec §2). */
  readonly access: Access;
  /** `prerendered`: HTML made at build time; `browser`: the SPA fallback, rendered in the browser. */
  readonly rendering: Rendering;
  /** An address of this route for tests; required where the pattern has parameters or is `*`. */
  readonly example?: string;
}

const SHOP = "PetBox";

/** A page's title: its name and the shop's. Home and contact have fixed titles (spec §2). */
export function pageTitle(name: string): string {
  return `${name} – ${SHOP}`;
}

/** One entry per row of the spec's route table (§2), in its order. */
export const siteRoutes = {
  home: {
    pattern: "/",
    module: "routes/home.tsx",
    title: "Home_page",
    access: "open",
    rendering: "prerendered",
  },
  slider: {
    pattern: "/slider",
    module: "routes/slider.tsx",
    title: pageTitle("Gallery"),
    access: "open",
    rendering: "prerendered",
  },
  blog: {
    pattern: "/blog",
    module: "routes/blog.tsx",
    title: pageTitle("Support Local Heroes"),
    access: "protected",
    rendering: "browser",
  },
  contact: {
    pattern: "/contact",
    module: "routes/contact.tsx",
    title: "Contact",
    access: "protected",
    rendering: "browser",
  },
  howItWorks: {
    pattern: "/howitworks",
    module: "routes/how-it-works.tsx",
    title: pageTitle("How it works"),
    access: "open",
    rendering: "prerendered",
  },
  countUp: {
    pattern: "/countupsection",
    module: "routes/count-up-section.tsx",
    title: pageTitle("PetBox in numbers"),
    access: "open",
    rendering: "prerendered",
  },
  myDetails: {
    pattern: "/mydetails",
    module: "routes/my-details.tsx",
    title: pageTitle("About our founder"),
    access: "open",
    rendering: "prerendered",
  },
  subscribeBox: {
    pattern: "/subscribe/:id",
    module: "routes/subscribe-box.tsx",
    title: pageTitle("Subscribe"),
    computedTitle: true,
    access: "open",
    rendering: "browser",
    example: "/subscribe/1",
  },
  newsletter: {
    pattern: "/subscribe",
    module: "routes/newsletter.tsx",
    title: pageTitle("Newsletter"),
    access: "open",
    rendering: "prerendered",
  },
  boxDetails: {
    pattern: "/boxcarddetails/:id",
    module: "routes/box-details.tsx",
    title: pageTitle("Box details"),
    computedTitle: true,
    access: "protected",
    rendering: "browser",
    example: "/boxcarddetails/2",
  },
  reviews: {
    pattern: "/reviewsection",
    module: "routes/review-section.tsx",
    title: pageTitle("Reviews"),
    access: "open",
    rendering: "prerendered",
  },
  myProfile: {
    pattern: "/myprofile",
    module: "routes/my-profile.tsx",
    title: pageTitle("My profile"),
    access: "protected",
    rendering: "browser",
  },
  login: {
    pattern: "/login",
    module: "routes/login.tsx",
    title: pageTitle("Sign in"),
    access: "open",
    rendering: "prerendered",
  },
  register: {
    pattern: "/register",
    module: "routes/register.tsx",
    title: pageTitle("Create an account"),
    access: "open",
    rendering: "prerendered",
  },
  forgetPassword: {
    pattern: "/forgetpassword",
    module: "routes/forget-password.tsx",
    title: pageTitle("Forgot password"),
    access: "open",
    rendering: "prerendered",
  },
  resetPassword: {
    pattern: "/resetpassword",
    module: "routes/reset-password.tsx",
    title: pageTitle("Reset your password"),
    access: "open",
    rendering: "prerendered",
  },
  terms: {
    pattern: "/terms",
    module: "routes/terms.tsx",
    title: pageTitle("Terms of Service"),
    access: "open",
    rendering: "prerendered",
  },
  privacy: {
    pattern: "/privacy",
    module: "routes/privacy.tsx",
    title: pageTitle("Privacy Policy"),
    access: "open",
    rendering: "prerendered",
  },
  // Issue 25 §8: answers before an account is made.
  help: {
    pattern: "/help",
    module: "routes/help.tsx",
    title: pageTitle("Help"),
    access: "open",
    rendering: "prerendered",
  },
  // Issue 12: the shop sells.
  cart: {
    pattern: "/cart",
    module: "routes/cart.tsx",
    title: pageTitle("Your cart"),
    access: "open",
    rendering: "browser",
  },
  pets: {
    pattern: "/pets",
    module: "routes/pets.tsx",
    title: pageTitle("My pets"),
    access: "protected",
    rendering: "browser",
  },
  checkout: {
    pattern: "/checkout",
    module: "routes/checkout.tsx",
    title: pageTitle("Checkout"),
    access: "protected",
    rendering: "browser",
  },
  order: {
    pattern: "/orders/:id",
    module: "routes/order.tsx",
    title: pageTitle("Your order"),
    access: "protected",
    rendering: "browser",
    example: "/orders/00000000-0000-4000-8000-000000000000",
  },
  // Issue 13: the customer's portal.
  accountSubscriptions: {
    pattern: "/account/subscriptions",
    module: "routes/account-subscriptions.tsx",
    title: pageTitle("My subscriptions"),
    access: "protected",
    rendering: "browser",
  },
  accountOrders: {
    pattern: "/account/orders",
    module: "routes/account-orders.tsx",
    title: pageTitle("My orders"),
    access: "protected",
    rendering: "browser",
  },
  // Issue 25 §7: the EU right of withdrawal, linked from every page's footer, open to all.
  withdraw: {
    pattern: "/withdraw",
    module: "routes/withdraw.tsx",
    title: pageTitle("Withdraw from your contract"),
    access: "open",
    rendering: "prerendered",
  },
  // Issue 28: a gift's single-use claim link, from the gift e-mail (decision 269). Open: the page
  // says what the gift is and offers sign in or register, coming back here.
  giftClaim: {
    pattern: "/gift/:token",
    module: "routes/gift-claim.tsx",
    title: pageTitle("Your gift"),
    access: "open",
    rendering: "browser",
    example: "/gift/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },
  // Issue 28: the buyer's gifts, with resend and change of address (decision 271).
  accountGifts: {
    pattern: "/account/gifts",
    module: "routes/account-gifts.tsx",
    title: pageTitle("My gifts"),
    access: "protected",
    rendering: "browser",
  },
  // Issue 26: the back office, for staff only; its screens are one splat route whose code loads
  // only here (docs/decisions/227).
  admin: {
    pattern: "/admin/*",
    module: "routes/admin.tsx",
    title: pageTitle("Back office"),
    access: "protected",
    rendering: "browser",
    example: "/admin/packing",
  },
  // Prerendered under NOT_FOUND_PATH (shared/site-paths.ts); the server sends it with 404.
  notFound: {
    pattern: "*",
    module: "routes/not-found.tsx",
    title: pageTitle("Page not found"),
    access: "open",
    rendering: "prerendered",
    example: "/no/such/page",
  },
} as const satisfies Record<string, SiteRoute>;

export type RouteId = keyof typeof siteRoutes;

export const routeIds = Object.keys(siteRoutes) as RouteId[];
