import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
import { useCallback } from "react";
import { prefetchAccountData, takeAccountData } from "~/lib/account-prefetch";
import { useAuth } from "~/features/auth/auth-provider";
import { storedUid } from "~/features/auth/stored-session";
import { listPets } from "~/features/pets/api/list-pets";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { PetsView } from "~/features/pets/components/pets-view";
import { pageMeta } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    siteRoutes.pets.title,
    "Your pets: who each PetBox is for, their allergies and dislikes.",
  );

/** The pets are asked for at once, with the stored session's token (lib/account-prefetch.ts). */
export function clientLoader() {
  prefetchAccountData("pets", storedUid(), listPets);
  return null;
}

export default function PetsScreen() {
  const { user } = useAuth();
  const uid = user?.uid;
  const load = useCallback(() => takeAccountData("pets", uid, listPets), [uid]);
  return (
    <RequireAuth>
      <Page
        title="My pets"
        lead="Who your boxes are for. We use allergies to warn you before you order."
        width="max-w-4xl"
      >
        <PetsView uid={uid} load={load} />
      </Page>
    </RequireAuth>
  );
}
