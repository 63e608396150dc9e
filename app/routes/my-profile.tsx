import type { Route } from "./+types/my-profile";
import { getReferral } from "~/api/codes";
import { Loading, Resolve } from "~/components/ui/load-state";
import { SignedInPage } from "~/features/auth/components/require-auth";
import { ProfileView } from "~/features/auth/components/profile-view";
import { storedUid } from "~/features/auth/stored-session";
import { ReferralBlock } from "~/features/referrals/components/referral-block";
import { routeMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";

export const meta = routeMeta("myProfile", "Your PetBox profile: name, e-mail and photo.");

/** The referral code is asked for at once; the profile itself does not wait for it. */
export function clientLoader() {
  return { referral: accountData(storedUid(), getReferral) };
}

export default function MyProfileScreen({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInPage title="My profile" lead="Your account details." width="max-w-3xl">
      {(user) => (
        <div className="flex flex-col gap-8">
          <ProfileView />
          <Resolve
            data={loaderData.referral.for(user.uid)}
            fallback={<Loading label="Loading your referral code" minHeight="min-h-32" />}
          >
            {(referral) => <ReferralBlock referral={referral} />}
          </Resolve>
        </div>
      )}
    </SignedInPage>
  );
}
