import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
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
      </Page>
    </RequireAuth>
  );
}
