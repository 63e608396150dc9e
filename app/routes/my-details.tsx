import { FounderDetails } from "~/features/home/components/founder-details";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [
  { title: pageTitle("About our founder") },
  {
    name: "description",
    content: "Meet Maya Brooks, who founded PetBox and picks every item in every box herself.",
  },
];

export default function Screen() {
  return <FounderDetails />;
}
