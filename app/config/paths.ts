/** Builders for every in-app link, so a renamed route changes in one place. */
export const paths = {
  home: () => "/",
  slider: () => "/slider",
  blog: () => "/blog",
  contact: () => "/contact",
  howItWorks: () => "/howitworks",
  countUp: () => "/countupsection",
  myDetails: () => "/mydetails",
  subscribeBox: (id: string | number) => `/subscribe/${encodeURIComponent(String(id))}`,
  newsletter: () => "/subscribe",
  boxDetails: (id: string | number) => `/boxcarddetails/${encodeURIComponent(String(id))}`,
  reviews: () => "/reviewsection",
  myProfile: () => "/myprofile",
  login: (redirectTo?: string) =>
    redirectTo && redirectTo !== "/"
      ? `/login?redirectTo=${encodeURIComponent(redirectTo)}`
      : "/login",
  register: () => "/register",
  forgetPassword: () => "/forgetpassword",
  resetPassword: () => "/resetpassword",
  terms: () => "/terms",
  privacy: () => "/privacy",
  cart: () => "/cart",
  checkout: () => "/checkout",
} as const;

/**
 * The path to return to after sign-in. Only same-site paths are accepted, so a crafted link
 * cannot send a user who just signed in to another site.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}
