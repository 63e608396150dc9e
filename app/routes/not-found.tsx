import { siteRoutes } from "@shared/site-routes";
import { NotFound } from "~/components/layout/not-found";
import { pageMeta } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    siteRoutes.notFound.title,
    "This page doesn't exist. Browse PetBox subscription boxes for cats and dogs instead.",
  );

export default function NotFoundScreen() {
  return <NotFound />;
}
