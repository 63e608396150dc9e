import { SignedInPage } from "~/features/auth/components/require-auth";
import { ProfileView } from "~/features/auth/components/profile-view";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta("myProfile", "Your PetBox profile: name, e-mail and photo.");

export default function MyProfileScreen() {
  return (
    <SignedInPage title="My profile" lead="Your account details." width="max-w-3xl">
      <ProfileView />
    </SignedInPage>
  );
}
