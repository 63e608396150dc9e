import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { ProfileView } from "~/features/auth/components/profile-view";
import { pageMeta } from "~/lib/page-title";

export const meta = () =>
  pageMeta(siteRoutes.myProfile.title, "Your PetBox profile: name, e-mail and photo.");

export default function MyProfileScreen() {
  return (
    <RequireAuth>
      <Page title="My profile" lead="Your account details." width="max-w-3xl">
        <ProfileView />
        <nav aria-label="Your account" className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.accountSubscriptions()} variant="secondary">
            My subscriptions
          </ButtonLink>
          <ButtonLink to={paths.accountOrders()} variant="secondary">
            My orders
          </ButtonLink>
        </nav>
      </Page>
    </RequireAuth>
  );
}
