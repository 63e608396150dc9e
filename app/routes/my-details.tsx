import { siteRoutes } from "@shared/site-routes";
import { FounderDetails } from "~/features/home/components/founder-details";

export const meta = () => [
  { title: siteRoutes.myDetails.title },
  {
    name: "description",
    content: "Meet Maya Brooks, who founded PetBox and picks every item in every box herself.",
  },
];

export default function Screen() {
  return <FounderDetails />;
}
