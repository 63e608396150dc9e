import type { Route } from "./+types/pets";
import { listPets } from "~/api/pets";
import { SignedInDataPage } from "~/features/auth/components/require-auth";
import { storedUid } from "~/features/auth/stored-session";
import { PetsView } from "~/features/pets/components/pets-view";
import { routeMeta } from "~/lib/page-title";
import { accountData } from "~/lib/route-data";

export const meta = routeMeta(
  "pets",
  "Your pets: who each PetBox is for, their allergies and dislikes.",
);

/** The pets are asked for at once, with the stored session's token (lib/route-data.ts). */
export function clientLoader() {
  return { pets: accountData(storedUid(), () => listPets()) };
}

export default function PetsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInDataPage
      title="My pets"
      lead="Who your boxes are for. We use allergies to warn you before you order."
      width="max-w-4xl"
      data={loaderData.pets}
      loading="Loading your pets"
    >
      {(pets) => <PetsView pets={pets} />}
    </SignedInDataPage>
  );
}
