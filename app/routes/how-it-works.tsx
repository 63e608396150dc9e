import { siteRoutes } from "@shared/site-routes";
import { HowItWorks } from "~/features/home/components/how-it-works";
import { pageMeta } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    siteRoutes.howItWorks.title,
    "How PetBox works in four steps: choose, customize, receive, enjoy.",
  );

export default function Screen() {
  return <HowItWorks headingAs="h1" />;
}
