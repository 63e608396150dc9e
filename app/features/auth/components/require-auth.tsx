import type { ComponentProps, ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Page } from "~/components/layout/page";
import { Loading, Resolve } from "~/components/ui/load-state";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import type { AccountData } from "~/lib/route-data";
import { useAuth } from "../auth-provider";
import { hasEmail, type SessionUser } from "../session-user";

/**
 * Guards a signed-in screen (spec §2, Protected routes): a spinner while the session loads; a
 * visitor goes to /login with the attempted path (and its search) remembered. Given a function,
 * it hands it the confirmed account, whose data the screen then reads (lib/route-data.ts).
 */
export function RequireAuth({
  children,
}: {
  children: ReactNode | ((user: SessionUser & { email: string }) => ReactNode);
}) {
  const { user, loading, initialized } = useAuth();
  const location = useLocation();

  if (!initialized || (loading && !user)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  if (!hasEmail(user)) {
    return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  }
  return typeof children === "function" ? children(user) : children;
}

/**
 * A signed-in screen in the standard page frame (spec §2, Protected routes). Given a function,
 * it hands it the confirmed account, whose data the screen then reads (lib/route-data.ts).
 */
export function SignedInPage({
  children,
  ...page
}: Omit<ComponentProps<typeof Page>, "children"> & {
  children: ReactNode | ((user: SessionUser & { email: string }) => ReactNode);
}) {
  return (
    <RequireAuth>
      {(user) => (
        <Page {...page}>{typeof children === "function" ? children(user) : children}</Page>
      )}
    </RequireAuth>
  );
}

/**
 * A signed-in page that shows the data its route's clientLoader asked for (lib/route-data.ts),
 * read for the confirmed account: `loading` while it comes, its failure with Try again.
 */
export function SignedInDataPage<T>({
  data,
  loading,
  children,
  ...page
}: Omit<ComponentProps<typeof Page>, "children"> & {
  data: AccountData<T>;
  loading: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <SignedInPage {...page}>
      {(user) => (
        <Resolve data={data.for(user.uid)} fallback={<Loading label={loading} />}>
          {children}
        </Resolve>
      )}
    </SignedInPage>
  );
}
