import { siteRoutes } from "@shared/site-routes";
import type { Route } from "./+types/pets";
import { listPets } from "~/api/pets";
import { Page } from "~/components/layout/page";
import { Resolve } from "~/components/ui/load-state";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { PetsView } from "~/features/pets/components/pets-view";
import { pageMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";

export const meta = () =>
  pageMeta(
    siteRoutes.pets.title,
    "Your pets: who each PetBox is for, their allergies and dislikes.",
  );

/** The pets are asked for at once, with the stored session's token (lib/route-data.ts). */
export function clientLoader() {
  return { pets: accountData(storedUid(), () => listPets()) };
}

export default function PetsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <RequireAuth>
      {(user) => (
        <Page
          title="My pets"
          lead="Who your boxes are for. We use allergies to warn you before you order."
          width="max-w-4xl"
        >
          <Resolve
            data={loaderData.pets.for(user.uid)}
            loading="Loading your pets"
            failed="We could not load your pets just now. Please try again."
          >
            {(pets) => <PetsView pets={pets} />}
          </Resolve>
        </Page>
      )}
    </RequireAuth>
  );
}
