import type { Route } from "./+types/account-gifts";
import { listGifts } from "~/api/gifts";
import { SignedInDataPage } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { GiftsList } from "~/features/gifts/components/gifts-list";
import { routeMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";

export const meta = routeMeta(
  "accountGifts",
  "The boxes you gave: where each gift stands, its e-mail and its address.",
);

/** The gifts are asked for at once, with the stored session's token (lib/route-data.ts). */
export function clientLoader() {
  return { gifts: accountData(storedUid(), () => listGifts()) };
}

export default function AccountGiftsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInDataPage
      title="My gifts"
      lead="The boxes you gave, newest first: resend the e-mail or change the address until they are claimed."
      width="max-w-3xl"
      data={loaderData.gifts}
      loading="Loading your gifts"
    >
      {(gifts) => <GiftsList gifts={gifts} />}
    </SignedInDataPage>
  );
}
