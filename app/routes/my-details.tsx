import { routeMeta } from "~/lib/page-title";
import { FounderDetails } from "~/features/home/components/founder-details";

export const meta = routeMeta(
  "myDetails",
  "Meet Maya Brooks, who founded PetBox and picks every item in every box herself.",
);

export default function Screen() {
  return <FounderDetails />;
}
