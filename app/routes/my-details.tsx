import { siteRoutes } from "@shared/site-routes";
import { pageMeta } from "~/lib/page-title";
import { FounderDetails } from "~/features/home/components/founder-details";

export const meta = () =>
  pageMeta(
    siteRoutes.myDetails.title,
    "Meet Maya Brooks, who founded PetBox and picks every item in every box herself.",
  );

export default function Screen() {
  return <FounderDetails />;
}
