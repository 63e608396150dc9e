import { siteRoutes } from "@shared/site-routes";
import { Page } from "~/components/layout/page";
import { useAuth } from "~/features/auth/auth-provider";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { PetsView } from "~/features/pets/components/pets-view";
import { pageMeta } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    siteRoutes.pets.title,
    "Your pets: who each PetBox is for, their allergies and dislikes.",
  );

export default function PetsScreen() {
  const { user } = useAuth();
  return (
    <RequireAuth>
      <Page
        title="My pets"
        lead="Who your boxes are for. We use allergies to warn you before you order."
        width="max-w-4xl"
      >
        <PetsView uid={user?.uid} />
      </Page>
    </RequireAuth>
  );
}
