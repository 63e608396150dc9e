import { HowItWorks } from "~/features/home/components/how-it-works";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta(
  "howItWorks",
  "How PetBox works in four steps: choose, customize, receive, enjoy.",
);

export default function Screen() {
  return <HowItWorks headingAs="h1" />;
}
