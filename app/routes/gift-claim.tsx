import { useState } from "react";
import type { GiftClaimAnswer } from "@shared/api/gifts";
import type { Pet } from "@shared/api/pets";
import type { LastAddressAnswer } from "@shared/api/stored-address";
import type { Subscription } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import { findBox } from "@shared/find-box";
import type { Route } from "./+types/gift-claim";
import { getLastAddress } from "~/api/addresses";
import { claimGift, getGiftClaim } from "~/api/gifts";
import { listPets } from "~/api/pets";
import { Page } from "~/components/layout/page";
import { LoadFailure, Loading, Resolve } from "~/components/ui/load-state";
import { paths } from "~/config/paths";
import { routeMeta } from "~/lib/page-title";
import { accountData, type AccountData } from "~/lib/route-data";
import { useAuth } from "~/features/auth/auth-provider";
import { hasEmail } from "~/features/auth/session-user";
import { storedUid } from "~/features/auth/stored-session";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { GiftClaimForm } from "~/features/gifts/claim/claim-form";
import {
  GiftClaimed,
  GiftLinkGone,
  GiftPage,
  SignInToClaim,
} from "~/features/gifts/claim/claim-pages";
import { PetFormLater } from "~/features/pets/components/pet-form-later";

export const meta = routeMeta("giftClaim");

type Gift = GiftClaimAnswer["gift"];

/** What the claim form needs of the account and the shop. */
interface ClaimData {
  pets: Pet[];
  lastAddress: LastAddressAnswer["address"];
  catalogue: Box[];
}

async function loadClaimData(): Promise<ClaimData> {
  const [pets, lastAddress, catalogue] = await Promise.all([
    listPets(),
    getLastAddress(),
    getCatalogue(),
  ]);
  return { pets, lastAddress, catalogue };
}

/**
 * The gift is asked for at once; the link itself is the key, no sign-in needed to see it. The
 * account's pets and last address are asked for with the stored session's token, if any, and
 * read once the session is confirmed (lib/route-data.ts).
 */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    token: params.token,
    gift: getGiftClaim(params.token),
    account: accountData(storedUid(), loadClaimData),
  };
}

/**
 * /gift/{token} (decisions 269, 272): what the gift is; signed out, sign in or register coming
 * back here; signed in, the claim form (pet, address, allergy swap), then the claim done with the
 * way to the subscription. A link used meanwhile says it does not work.
 */
export default function GiftClaimScreen({ loaderData }: Route.ComponentProps) {
  const { token, gift, account } = loaderData;
  return (
    <Resolve
      data={gift}
      fallback={<Loading label="Loading your gift" minHeight="min-h-[50vh]" />}
      failure={(error) => (
        <Page title="Your gift" width="max-w-3xl">
          <LoadFailure error={error} />
        </Page>
      )}
    >
      {(found) =>
        found ? <GiftClaim token={token} gift={found} account={account} /> : <GiftLinkGone />
      }
    </Resolve>
  );
}

function GiftClaim({
  token,
  gift,
  account,
}: {
  token: string;
  gift: Gift;
  account: AccountData<ClaimData>;
}) {
  const { user, loading, initialized } = useAuth();
  const [outcome, setOutcome] = useState<
    { kind: "gone" } | { kind: "claimed"; subscription: Subscription; petName: string }
  >();
  const back = paths.giftClaim(token);

  if (outcome?.kind === "gone") return <GiftLinkGone />;
  if (outcome?.kind === "claimed") {
    return (
      <GiftClaimed
        gift={gift}
        petName={outcome.petName}
        subscription={outcome.subscription}
        portal={paths.accountSubscriptions()}
      />
    );
  }
  if (!initialized || (loading && !user)) {
    return (
      <GiftPage gift={gift}>
        <Loading label="Loading your account" minHeight="min-h-40" />
      </GiftPage>
    );
  }
  if (!hasEmail(user)) {
    return (
      <GiftPage gift={gift}>
        <SignInToClaim login={paths.login(back)} register={paths.register(back)} />
      </GiftPage>
    );
  }
  return (
    <GiftPage gift={gift}>
      <Resolve
        data={account.for(user.uid)}
        fallback={<Loading label="Loading your pets" minHeight="min-h-40" />}
      >
        {(data) => (
          <GiftClaimForm
            gift={gift}
            box={findBox(data.catalogue, gift.boxId) ?? null}
            pets={data.pets}
            lastAddress={data.lastAddress}
            claim={(body) => claimGift(token, body)}
            onGone={() => setOutcome({ kind: "gone" })}
            onClaimed={(subscription, pet) =>
              setOutcome({ kind: "claimed", subscription, petName: pet.name })
            }
            renderPetForm={({ species, onSaved, onCancel }) => (
              <PetFormLater
                {...(species ? { species } : {})}
                onSaved={onSaved}
                onCancel={onCancel}
                submitLabel="Save and choose this pet"
              />
            )}
          />
        )}
      </Resolve>
    </GiftPage>
  );
}
