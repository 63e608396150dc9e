import type { Route } from "./+types/admin";
import { Page } from "~/components/layout/page";
import { LoadFailure, Loading, Resolve } from "~/components/ui/load-state";
import { AdminApp } from "~/features/admin/components/admin-app";
import { loadAdmin } from "~/features/admin/load-admin";
import { screenAt } from "~/features/admin/screens";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { routeMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";

export const meta = routeMeta("admin", "PetBox's back office, for the shop's staff.");

/**
 * /admin/*: the back office (decision 227). Its code is this route's chunk, loaded only here.
 * Who is asking comes first (GET /api/admin/me), then the screen's data.
 */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const screen = screenAt(params["*"]);
  const search = new URL(request.url).searchParams;
  const deps = { loadCatalogue: () => getCatalogue() };
  return {
    admin: accountData(storedUid(), () => loadAdmin(screen, search, deps, params["*"])),
  };
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RequireAuth>
      {(user) => (
        <Resolve
          data={loaderData.admin.for(user.uid)}
          fallback={<Loading label="Loading the back office" minHeight="min-h-[50vh]" />}
          failure={(error) => (
            <Page title="Back office">
              <LoadFailure error={error} />
            </Page>
          )}
        >
          {(admin) => <AdminApp admin={admin} />}
        </Resolve>
      )}
    </RequireAuth>
  );
}
