import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type MetaFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Footer } from "~/components/layout/footer";
import { NotFound } from "~/components/layout/not-found";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteHead, useCurrentRoute } from "~/components/layout/site-head";
import { ButtonLink } from "~/components/ui/button";
import { FullScreenSpinner } from "~/components/ui/spinner";
import { AuthGate, AuthProvider, useAuth } from "~/features/auth/auth-provider";
import { AuthNavBar } from "~/features/auth/components/auth-nav-bar";
import { CartFollowsAccount } from "~/features/cart/components/cart-follows-account";
import { CartNavLink } from "~/features/cart/components/cart-nav-link";
import { useHydrated } from "~/lib/use-hydrated";

export const meta: MetaFunction = () => [
  { title: "PetBox" },
  {
    name: "description",
    content:
      "Monthly subscription boxes of toys, treats and cozy things for cats and dogs, many made by local artisans.",
  },
];

export const links: Route.LinksFunction = () => [
  // /favicon.ico (16–48 px) for whatever asks for it; browsers that read SVG take the sharp one.
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffbeb" />
        <Meta />
        <SiteHead />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-amber-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

// The catalogue's loader, loaded only when a signed-in account's cart needs it.
const loadCatalogue = () =>
  import("~/features/catalogue/api/get-catalogue").then(({ getCatalogue }) => getCatalogue());

/** The cart follows the session: kept with a signed-in account, gone from the device on sign-out. */
function CartFollowsSession() {
  const { user, initialized, notice } = useAuth();
  // Hydration renders a visitor whatever the truth: nothing is decided before it is over.
  const hydrated = useHydrated();
  return (
    <CartFollowsAccount
      uid={user?.uid ?? null}
      known={hydrated && initialized && notice === null}
      loadCatalogue={loadCatalogue}
    />
  );
}

/**
 * `reserveViewport`: a page rendered in the browser starts as a spinner and grows when its data
 * comes. Its main area fills the screen from the start, so the footer begins below the fold and
 * is not pushed down in view (layout shift, decision 007).
 */
function Shell({
  children,
  reserveViewport,
}: {
  children: React.ReactNode;
  reserveViewport: boolean;
}) {
  return (
    <>
      <ScrollToTop />
      <AuthNavBar cart={<CartNavLink />} />
      <CartFollowsSession />
      <main
        id="main"
        tabIndex={-1}
        className={`flex-1 focus:outline-none ${reserveViewport ? "min-h-svh" : ""}`}
      >
        {children}
      </main>
      <Footer />
    </>
  );
}

export default function App() {
  // Tests (and anyone curious) know the app has started, and handles clicks itself, from this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // An open page is shown while a stored session is checked, and a prerendered one stays on
  // screen: only what depends on the account waits (AuthGate, decision 140). Protected pages
  // wait behind the spinner, as the spec asks.
  const { route } = useCurrentRoute();
  const prerendered = route.rendering === "prerendered";
  return (
    <AuthProvider>
      <AuthGate keepPage={route.access === "open"}>
        <Shell reserveViewport={!prerendered}>
          <Outlet />
        </Shell>
      </AuthGate>
    </AuthProvider>
  );
}

export function HydrateFallback() {
  return <FullScreenSpinner label="Loading the shop" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>Page not found – PetBox</title>
        <main id="main" className="flex-1">
          <NotFound />
        </main>
      </>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong on our side.";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <>
      <title>Something went wrong – PetBox</title>
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-16 text-center"
      >
        <img src="/images/not-found.svg" alt="" width={320} height={240} className="h-auto w-56" />
        <h1 className="mt-6 text-3xl font-bold">Oops, something went wrong</h1>
        <p className="mt-3 text-stone-700">{message} Please try again in a moment.</p>
        <ButtonLink to="/" className="mt-8" reloadDocument>
          Back to home
        </ButtonLink>
        {stack ? (
          <pre className="mt-8 w-full overflow-x-auto rounded-xl bg-stone-900 p-4 text-left text-xs text-stone-100">
            <code>{stack}</code>
          </pre>
        ) : null}
      </main>
    </>
  );
}
